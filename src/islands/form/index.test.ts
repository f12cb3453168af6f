// @vitest-environment happy-dom
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { formHandlers, saveAnswer } from '../../../test/msw/handlers/form.ts'
import { holdRequests, pastRetryDelay } from '../../../test/msw/held.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { mount } from './index.ts'
import messages from 'virtual:atoll-messages'

const fakePurify = await vi.hoisted(() => import('../../../test/mocks/dompurify.ts'))
// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('dompurify', () => fakePurify)

const seen = useServer(...formHandlers)

const DEFINITION = {
  formId: 'f-1',
  collectionId: 'c-1',
  objectName: 'page-1',
  submitButtonText: 'Send',
  submissionHTML: '<p>Thanks!</p>',
  fields: [
    { id: 'name-1', type: 'name', title: 'Name', required: true },
    { id: 'email-1', type: 'email', title: 'Email', required: true, description: 'We reply here.' },
    { id: 'message-1', type: 'textarea', title: 'Message', maxLength: 10 },
    { id: 'utm-1', type: 'hidden', name: 'utm_source', value: 'direct' },
  ],
}

let handle: IslandHandle | undefined
const events: { type: string; detail: unknown }[] = []
const record = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail })
const EVENT_TYPES = ['atoll:form-render', 'atoll:form-submit', 'atoll:form-error']

async function mountForm(settings: Record<string, unknown> = DEFINITION, page: Record<string, unknown> = {}) {
  document.body.innerHTML = '<div data-block="form" id="contact"><noscript>Enable JavaScript</noscript></div>'
  const element = document.getElementById('contact')!
  handle = await mount(element, { kind: 'form', settings, page: { locale: 'en-US', ...page } })
  return element
}

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)
const input = (id: string) => $<HTMLInputElement>(`#${id}`)!
const type = (id: string, value: string) => {
  const element = input(id)
  element.value = value
  element.dispatchEvent(new Event('input', { bubbles: true }))
}
const submit = () => $<HTMLButtonElement>('.atoll-form-submit')!.click()
const fillValid = () => {
  type('contact-name-1-First', 'Ada')
  type('contact-name-1-Last', 'Okafor')
  type('contact-email-1', 'ada@harbour.shop')
}
const saves = () => seen.filter((request) => request.url.pathname === '/api/form/SaveFormSubmission')

beforeAll(() => loadMessages(messages, 'en-US'))

beforeEach(() => {
  events.length = 0
  for (const name of EVENT_TYPES) document.addEventListener(name, record)
})

afterEach(() => {
  handle?.destroy()
  handle = undefined
  for (const name of EVENT_TYPES) document.removeEventListener(name, record)
  document.body.innerHTML = ''
  // What a test typed is kept as the form's draft (the tab's session): the next test starts without it.
  sessionStorage.clear()
})

describe('rendering', () => {
  it('renders every field with its title, required marker and description, and leaves hidden fields out', async () => {
    const element = await mountForm()
    expect(element.querySelector('noscript')).toBeNull()
    expect($('#contact-name-1-field legend')!.textContent).toBe('Name (required)')
    expect([...element.querySelectorAll('#contact-name-1-field label')].map((label) => label.textContent)).toEqual([
      'First Name',
      'Last Name',
    ])
    expect($('label[for=contact-email-1]')!.textContent).toBe('Email (required)')
    expect(input('contact-email-1').getAttribute('aria-describedby')).toBe('contact-email-1-description')
    expect($('#contact-message-1-counter')!.textContent).toBe('0 / 10')
    expect(element.querySelector('[name="utm-1"]')).toBeNull()
    expect($('.atoll-form-submit')!.textContent).toBe('Send')
    expect(events).toEqual([{ type: 'atoll:form-render', detail: { formId: 'f-1' } }])
  })

  it('counts the characters of a textarea and marks the counter over the max', async () => {
    await mountForm()
    type('contact-message-1', 'Twelve chars')
    const counter = $('#contact-message-1-counter')!
    // The counter is drawn after the keystroke, not inside it.
    await vi.waitFor(() => expect(counter.textContent).toBe('12 / 10'))
    expect(counter.hasAttribute('data-over')).toBe(true)
  })

  it('throws a TypeError naming the setting for a definition it cannot render', async () => {
    await expect(mountForm({ formId: '', fields: [] })).rejects.toThrow(new TypeError('form: formId must be set'))
  })
})

describe('client checks', () => {
  it('sends nothing, marks each field and focuses the summary of links', async () => {
    await mountForm()
    type('contact-email-1', 'ada@')
    type('contact-message-1', 'Far too long')
    submit()
    await vi.waitFor(() => expect($('.atoll-form-summary')).not.toBeNull())
    const summary = $('.atoll-form-summary')!
    expect(summary.getAttribute('role')).toBe('alert')
    expect(document.activeElement).toBe(summary)
    expect(summary.querySelector('h2')!.textContent).toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    )
    expect([...summary.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'One or more fields is invalid, please check your entries.',
    ])
    expect([...summary.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#contact-name-1-First', 'Name: Name is required.'],
      ['#contact-email-1', 'Email: Email is not valid. Email addresses should follow the format name@example.com.'],
      ['#contact-message-1', 'Message: You have exceeded the character limit.'],
    ])
    expect(input('contact-email-1').getAttribute('aria-invalid')).toBe('true')
    expect(input('contact-email-1').getAttribute('aria-describedby')).toBe(
      'contact-email-1-description contact-email-1-error',
    )
    expect($('#contact-email-1-error')!.textContent).toBe(
      'Error: Email is not valid. Email addresses should follow the format name@example.com.',
    )
    expect($('#contact-name-1-field fieldset')!.getAttribute('aria-describedby')).toBe('contact-name-1-error')
    expect($('.atoll-form-below')!.textContent).toBe('Your form has encountered a problem. Please scroll up to review.')
    expect(seen).toEqual([])
    expect(events.at(-1)).toEqual({ type: 'atoll:form-error', detail: { formId: 'f-1' } })
  })

  it('holds a US address’s ZIP Code to 5 digits, and sends once it has them', async () => {
    await mountForm({
      ...DEFINITION,
      fields: [...DEFINITION.fields, { id: 'address-1', type: 'address', title: 'Delivery address' }],
    })
    fillValid()
    type('contact-address-1-Line1', '1 Main Street')
    type('contact-address-1-City', 'Springfield')
    type('contact-address-1-Zip', '6270')
    type('contact-address-1-Country', 'United States')
    submit()
    await vi.waitFor(() => expect($('.atoll-form-summary')).not.toBeNull())
    expect([...$('.atoll-form-summary')!.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Delivery address: ZIP Code must be 5 digits.',
    ])
    expect($('#contact-address-1-error')!.textContent).toBe('Error: ZIP Code must be 5 digits.')
    expect(seen).toEqual([])

    type('contact-address-1-Zip', '62701')
    submit()
    await vi.waitFor(() => expect(saves()).toHaveLength(1))
    expect(JSON.parse(JSON.parse(saves()[0]!.body).form)['address-1']).toEqual([
      '1 Main Street',
      '',
      'Springfield',
      '',
      '62701',
      'United States',
    ])
  })

  it('dispatches atoll:form-error once the summary is on the page and focused', async () => {
    await mountForm()
    const seenAtEvent: (string | undefined)[] = []
    const listener = () => seenAtEvent.push(document.activeElement?.querySelector('p')?.textContent ?? undefined)
    document.addEventListener('atoll:form-error', listener)
    try {
      submit()
      await vi.waitFor(() => expect(seenAtEvent).toHaveLength(1))
    } finally {
      document.removeEventListener('atoll:form-error', listener)
    }
    expect(seenAtEvent).toEqual(['One or more fields is invalid, please check your entries.'])
  })

  it('moves focus to the field when a summary link is followed', async () => {
    await mountForm()
    submit()
    await vi.waitFor(() => expect($('.atoll-form-summary a')).not.toBeNull())
    $<HTMLAnchorElement>('.atoll-form-summary a')!.click()
    expect(document.activeElement).toBe(input('contact-name-1-First'))
  })

  it('skips the checks when validation is disabled', async () => {
    await mountForm({ ...DEFINITION, disableValidation: true })
    submit()
    await vi.waitFor(() => expect(saves()).toHaveLength(1))
  })
})

describe('the submit cycle', () => {
  it('gets a key, then sends the payload; success shows the submission HTML and fires form-submit', async () => {
    history.replaceState(null, '', '/contact?utm_source=letter')
    const element = await mountForm(DEFINITION, { collectionId: 'c-page', website: { id: 'site-1' } })
    fillValid()
    type('contact-message-1', 'Hello')
    submit()
    await vi.waitFor(() => expect($('.atoll-form-submitted')).not.toBeNull())
    expect(seen.map((request) => request.url.pathname)).toEqual([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ])
    expect(seen[0]!.body).toBe('')
    const payload = JSON.parse(saves()[0]!.body) as Record<string, unknown>
    expect(payload).toMatchObject({
      key: expect.stringMatching(/^key-\d+$/),
      formId: 'f-1',
      collectionId: 'c-1',
      objectName: 'page-1',
      isOverlayForm: false,
      submitButtonText: 'Send',
      pageId: 'c-page',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
      websiteId: 'site-1',
      queryString: 'utm_source=letter',
    })
    expect(JSON.parse(payload.form as string)).toEqual({
      'name-1': ['Ada', 'Okafor'],
      'email-1': 'ada@harbour.shop',
      'message-1': 'Hello',
      'utm-1': 'letter',
    })
    expect(element.querySelector('form')!.hidden).toBe(true)
    expect($('.atoll-form-submitted')!.innerHTML).toBe('<p>Thanks!</p>')
    expect(document.activeElement).toBe($('.atoll-form-submitted'))
    expect(events.at(-1)).toEqual({ type: 'atoll:form-submit', detail: { formId: 'f-1', isNewsletter: false } })
  })

  it("locks the form while submitting: the button reads 'Submitting…' and a second submit is ignored", async () => {
    server.use(
      http.post('/api/form/SaveFormSubmission', async () => {
        await delay(50)
        return HttpResponse.json({})
      }),
    )
    await mountForm()
    fillValid()
    submit()
    await vi.waitFor(() => expect($('.atoll-form-submit')!.textContent).toBe('Submitting…'))
    expect($('.atoll-form-submit')!.getAttribute('aria-disabled')).toBe('true')
    expect($('form')!.getAttribute('aria-busy')).toBe('true')
    submit()
    submit()
    await vi.waitFor(() => expect($('.atoll-form-submitted')).not.toBeNull())
    expect(saves()).toHaveLength(1)
  })

  it('shows the status message above the form, keeps what was typed and unlocks', async () => {
    server.use(saveAnswer(429, { error: 'slow down' }))
    await mountForm()
    fillValid()
    type('contact-message-1', 'Hi there')
    submit()
    await vi.waitFor(() => expect($('.atoll-form-summary')).not.toBeNull())
    expect([...$('.atoll-form-summary')!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    ])
    expect(document.activeElement).toBe($('.atoll-form-summary'))
    expect([
      input('contact-name-1-First').value,
      input('contact-email-1').value,
      input('contact-message-1').value,
    ]).toEqual(['Ada', 'ada@harbour.shop', 'Hi there'])
    expect($('.atoll-form-submit')!.textContent).toBe('Send')
    expect(events.at(-1)).toEqual({ type: 'atoll:form-error', detail: { formId: 'f-1' } })
    server.resetHandlers(...formHandlers)
    submit()
    await vi.waitFor(() => expect($('.atoll-form-submitted')).not.toBeNull())
  })

  it('marks the fields of a 400 errors map, the message before the title', async () => {
    server.use(saveAnswer(400, { errors: { 'email-1': 'This address bounced.' } }))
    await mountForm()
    fillValid()
    submit()
    await vi.waitFor(() => expect($('#contact-email-1-error')).not.toBeNull())
    const field = $('#contact-email-1-field')!
    expect(field.firstElementChild!.id).toBe('contact-email-1-error')
    expect(field.firstElementChild!.nextElementSibling!.localName).toBe('label')
    expect(input('contact-email-1').getAttribute('aria-invalid')).toBe('true')
    expect(input('contact-name-1-First').hasAttribute('aria-invalid')).toBe(false)
    expect($('.atoll-form-summary a')!.textContent).toBe('Email: This address bounced.')
  })

  it("says 'Could not get a form submission key, please try again later.' and sends nothing more", async () => {
    server.use(http.post('/api/form/FormSubmissionKey', () => HttpResponse.json({}, { status: 503 })))
    await mountForm()
    fillValid()
    submit()
    await vi.waitFor(() =>
      expect($('.atoll-form-summary p')?.textContent).toBe(
        'Could not get a form submission key, please try again later.',
      ),
    )
    expect(saves()).toEqual([])
  })

  it('shows the general message below the fields, without the above and below texts, on a newsletter form', async () => {
    server.use(saveAnswer(500))
    await mountForm({ ...DEFINITION, isNewsletter: true })
    fillValid()
    submit()
    await vi.waitFor(() => expect($('.atoll-form-summary')).not.toBeNull())
    const summary = $('.atoll-form-summary')!
    expect(summary.parentElement!.localName).toBe('form')
    expect(summary.querySelector('h2')).toBeNull()
    expect(summary.textContent).toBe('Unable to send form. Please try again later.')
    expect($('.atoll-form-below')).toBeNull()
  })

  it("says 'Error processing form submission. Please reload and try again.' for a 200 answer it cannot read (HTML)", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.post('/api/form/SaveFormSubmission', () => HttpResponse.html('<!doctype html><title>Sign in</title>')),
    )
    await mountForm()
    fillValid()
    submit()
    await vi.waitFor(() => expect($('.atoll-form-summary')).not.toBeNull())
    expect([...$('.atoll-form-summary')!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Error processing form submission. Please reload and try again.',
    ])
    expect(document.activeElement).toBe($('.atoll-form-summary'))
    expect(events.at(-1)).toEqual({ type: 'atoll:form-error', detail: { formId: 'f-1' } })
    // The data layer's report, in the spec's words, for whoever reads the console.
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[atoll:data\] POST \S+\/api\/form\/SaveFormSubmission answered 200: Internal Error: Unable to parse server response from \(/,
      ),
    )
  })

  it('sends a save that got no answer again with the same key, so the server never stores it twice', async () => {
    let attempts = 0
    // The first save reaches the server, and its answer is lost on the way back.
    server.use(
      http.post('/api/form/SaveFormSubmission', () =>
        ++attempts === 1 ? HttpResponse.error() : HttpResponse.json({ id: 1 }),
      ),
    )
    await mountForm()
    fillValid()
    submit()
    await vi.waitFor(() => expect($('.atoll-form-summary p')?.textContent).toBe('Unable to connect. Please try again.'))
    expect($<HTMLInputElement>('#contact-email-1')!.value).toBe('ada@harbour.shop')
    submit()
    await vi.waitFor(() => expect($('.atoll-form-submitted')).not.toBeNull())
    const keys = saves().map((request) => (JSON.parse(request.body) as { key: string }).key)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect(seen.filter((request) => request.url.pathname === '/api/form/FormSubmissionKey')).toHaveLength(1)
  })

  it('does not follow a success URL to javascript: or to another origin', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost/',
      search: '',
      pathname: '/',
      origin: 'http://localhost',
      assign,
    } as Location)
    for (const successRedirect of ['javascript:alert(1)', 'https://evil.example/', '//evil.example/x']) {
      handle?.destroy()
      await mountForm({ ...DEFINITION, successRedirect })
      fillValid()
      submit()
      await vi.waitFor(() => expect($('.atoll-form-submitted')).not.toBeNull())
      await vi.waitFor(() =>
        expect(console.error).toHaveBeenCalledWith(
          `[atoll:form] #contact: successRedirect ignored: ${successRedirect}`,
        ),
      )
    }
    expect(assign).not.toHaveBeenCalled()
    // A context may allow another origin.
    handle?.destroy()
    await mountForm(
      { ...DEFINITION, successRedirect: 'https://shop.example/thanks' },
      { website: { allowedRedirectOrigins: ['https://shop.example'] } },
    )
    fillValid()
    submit()
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://shop.example/thanks'))
  })

  it('fires form-submit with isNewsletter, runs the post-submit HTML and follows the success URL', async () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost/',
      search: '',
      pathname: '/',
      origin: 'http://localhost',
      assign,
    } as Location)
    await mountForm({
      ...DEFINITION,
      isNewsletter: true,
      postSubmitHTML: '<p class="pixel">Tracked</p>',
      successRedirect: '/thanks',
    })
    fillValid()
    submit()
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/thanks'))
    expect($('.atoll-form-post-submit .pixel')!.textContent).toBe('Tracked')
    expect(events.at(-1)).toEqual({ type: 'atoll:form-submit', detail: { formId: 'f-1', isNewsletter: true } })
  })
})

describe('captcha', () => {
  function fakeCaptcha() {
    const api = {
      solved: '',
      render: vi.fn(() => 1),
      getResponse: vi.fn(() => api.solved),
      reset: vi.fn(() => void (api.solved = '')),
    }
    window.grecaptcha = api
    return api
  }
  afterEach(() => {
    delete window.grecaptcha
  })

  it('sends the form without a captcha when its script cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const append = document.head.append.bind(document.head)
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const script = nodes[0] as HTMLScriptElement
      script.type = 'text/x-held'
      append(script)
      queueMicrotask(() => script.dispatchEvent(new Event('error')))
    })
    await mountForm({ ...DEFINITION, captcha: true }, { website: { captchaSettings: { siteKey: 'site-key' } } })
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('[atoll:form] Error rendering captcha into node', expect.anything()),
    )
    fillValid()
    submit()
    await vi.waitFor(() => expect($('.atoll-form-submitted')).not.toBeNull())
    expect(JSON.parse(saves()[0]!.body)).not.toHaveProperty('captchaKey')
  })

  it('asks to complete it before sending, sends its response as captchaKey, and resets it after a failure', async () => {
    const api = fakeCaptcha()
    server.use(saveAnswer(401))
    await mountForm({ ...DEFINITION, captcha: true }, { website: { captchaSettings: { siteKey: 'site-key' } } })
    await vi.waitFor(() =>
      expect(api.render).toHaveBeenCalledWith($('#contact-captcha'), { sitekey: 'site-key', size: 'compact' }),
    )
    fillValid()
    submit()
    await vi.waitFor(() => expect($('.atoll-form-summary p')?.textContent).toBe('Complete CAPTCHA before submitting.'))
    expect(seen).toEqual([])
    api.solved = 'token-1'
    submit()
    await vi.waitFor(() =>
      expect($('.atoll-form-summary p')?.textContent).toBe('Unable to submit form. Please try again later.'),
    )
    expect(JSON.parse(saves()[0]!.body)).toMatchObject({ captchaKey: 'token-1' })
    expect(api.reset).toHaveBeenCalledWith(1)
  })

  it("logs 'ReCaptcha has not been set up!' and shows the form without it when the site has no key", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await mountForm({ ...DEFINITION, captcha: true })
    expect(warn).toHaveBeenCalledWith('[atoll:form] ReCaptcha has not been set up!')
    expect($('.atoll-form-captcha')).toBeNull()
    fillValid()
    submit()
    await vi.waitFor(() => expect(saves()).toHaveLength(1))
    expect(JSON.parse(saves()[0]!.body)).not.toHaveProperty('captchaKey')
  })
})

describe('destroy', () => {
  it('removes the form and gives the block back its reserved height', async () => {
    const element = await mountForm()
    fillValid()
    submit()
    await vi.waitFor(() => expect($('.atoll-form-submitted')).not.toBeNull())
    // After success the reserve is released: the message is shorter than the form.
    expect(element.style.minHeight).toBe('0')
    handle!.destroy()
    handle = undefined
    expect(element.innerHTML).toBe('')
    expect(element.getAttribute('style') ?? '').toBe('')
  })

  it('drops an answer that arrives after destroy', async () => {
    server.use(
      http.post('/api/form/SaveFormSubmission', async () => {
        await delay(200)
        return HttpResponse.json({})
      }),
    )
    const element = await mountForm()
    fillValid()
    submit()
    await vi.waitFor(() => expect(saves()).toHaveLength(1), { interval: 5 })
    handle!.destroy()
    handle = undefined
    await delay(300)
    expect(element.innerHTML).toBe('')
    expect(events).toEqual([{ type: 'atoll:form-render', detail: { formId: 'f-1' } }])
  })

  it('aborts a save under way: not sent again, no message, no event, the form gone', async () => {
    const held = holdRequests()
    server.use(http.post('/api/form/SaveFormSubmission', held.resolver))
    const element = await mountForm()
    fillValid()
    submit()
    await held.arrived(1)
    handle!.destroy()
    handle = undefined
    await vi.waitFor(() => expect(held.requests[0]!.aborted).toBe(true))
    await pastRetryDelay()
    expect(saves()).toHaveLength(1)
    expect(element.innerHTML).toBe('')
    expect(document.body.textContent).not.toContain('Unable to connect')
    expect(events).toEqual([{ type: 'atoll:form-render', detail: { formId: 'f-1' } }])
  })

  it('aborts the key request of a block destroyed while it waits', async () => {
    const held = holdRequests()
    server.use(http.post('/api/form/FormSubmissionKey', held.resolver))
    const element = await mountForm()
    fillValid()
    submit()
    await held.arrived(1)
    handle!.destroy()
    handle = undefined
    await vi.waitFor(() => expect(held.requests[0]!.aborted).toBe(true))
    await pastRetryDelay()
    expect(saves()).toHaveLength(0)
    expect(element.innerHTML).toBe('')
    expect(events).toEqual([{ type: 'atoll:form-render', detail: { formId: 'f-1' } }])
  })

  it('mounts again after destroy', async () => {
    await mountForm()
    handle!.destroy()
    const element = document.getElementById('contact')!
    handle = await mount(element, { kind: 'form', settings: DEFINITION, page: { locale: 'en-US' } })
    expect(element.querySelectorAll('input').length).toBeGreaterThan(0)
  })
})

describe('in French', () => {
  afterEach(() => loadMessages(messages, 'en-US'))

  it('speaks the page locale', async () => {
    await mountForm(DEFINITION, { locale: 'fr-FR' })
    expect($('#contact-name-1-field legend')!.textContent).toBe('Name (obligatoire)')
    expect(
      [...document.querySelectorAll('#contact-name-1-field .atoll-form-part label')].map((label) => label.textContent),
    ).toEqual(['Prénom', 'Nom'])
    submit()
    await vi.waitFor(() => expect($('.atoll-form-summary')).not.toBeNull())
    expect($('.atoll-form-summary h2')!.textContent).toBe(
      'Votre formulaire a rencontré un problème. Faites défiler la page vers le bas pour le vérifier.',
    )
    expect($('.atoll-form-summary a')!.textContent).toBe('Name : Le champ « Name » est obligatoire.')
  })
})

describe('the draft', () => {
  const WITH_PASSWORD = {
    ...DEFINITION,
    fields: [...DEFINITION.fields, { id: 'trade-1', type: 'password', title: 'Trade password' }],
  }
  it('keeps what was typed, and puts it back at the next mount: not the password; the counter counts it', async () => {
    await mountForm(WITH_PASSWORD)
    fillValid()
    type('contact-message-1', 'Hi there')
    type('contact-trade-1', 'rye and spelt')
    handle!.destroy()
    handle = undefined
    const stored = sessionStorage.getItem('atoll.form-draft.f-1')
    expect(stored).toContain('ada@harbour.shop')
    expect(stored).not.toContain('rye and spelt')

    await mountForm(WITH_PASSWORD)
    expect([
      input('contact-name-1-First').value,
      input('contact-name-1-Last').value,
      input('contact-email-1').value,
      input('contact-message-1').value,
      input('contact-trade-1').value,
    ]).toEqual(['Ada', 'Okafor', 'ada@harbour.shop', 'Hi there', ''])
    await vi.waitFor(() => expect($('#contact-message-1-counter')!.textContent).toBe('8 / 10'))
  })

  it('is cleared by a success: the next mount starts empty', async () => {
    await mountForm()
    fillValid()
    expect(sessionStorage.getItem('atoll.form-draft.f-1')).not.toBeNull()
    submit()
    await vi.waitFor(() => expect($('.atoll-form-submitted')).not.toBeNull())
    expect(sessionStorage.getItem('atoll.form-draft.f-1')).toBeNull()
    handle!.destroy()
    handle = undefined
    await mountForm()
    expect(input('contact-email-1').value).toBe('')
  })

  it('survives a failure: what was typed is still there after the processing error and a new mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post('/api/form/SaveFormSubmission', () => HttpResponse.html('<p>Bad gateway</p>')))
    await mountForm()
    fillValid()
    submit()
    await vi.waitFor(() => expect($('.atoll-form-summary')).not.toBeNull())
    handle!.destroy()
    handle = undefined
    await mountForm()
    expect(input('contact-email-1').value).toBe('ada@harbour.shop')
  })
})
