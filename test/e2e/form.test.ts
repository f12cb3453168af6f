import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_FORMS } from '../../demo-site/server/routes/form.ts'
import type { FormSubmissionRecord } from '../../demo-site/server/routes/form.ts'
import { baseUrl, type OpenPageOptions, type PageProbe, usePages } from './harness.ts'
import { atollListeners, installLeakProbe, running } from './leak-probe.ts'

const RECAPTCHA = 'https://www.google.com/recaptcha/api.js?render=explicit'

/** A stand-in for Google's script: a button that "solves" the captcha, and counters the test reads. */
const FAKE_RECAPTCHA = `
window.__captcha = { renders: [], resets: 0 }
let token = ''
let count = 0
window.grecaptcha = {
  ready(callback) { callback() },
  render(container, parameters) {
    window.__captcha.renders.push({ sitekey: parameters.sitekey, size: parameters.size })
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'fake-captcha'
    button.textContent = 'I am not a robot'
    button.addEventListener('click', () => { token = 'captcha-token-' + ++count; button.textContent = 'Verified' })
    container.append(button)
    return 0
  },
  getResponse() { return token },
  reset() { token = ''; window.__captcha.resets++; document.querySelector('.fake-captcha').textContent = 'I am not a robot' },
}`

/** Messages of the error summary: its paragraphs (general messages) and its links. */
const summary = (page: Page, block = '') =>
  page.$eval(`${block} .atoll-form-summary`, (box) => ({
    heading: box.querySelector('h2')?.textContent ?? null,
    messages: [...box.querySelectorAll('p')].map((p) => p.textContent),
    links: [...box.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]),
    focused: document.activeElement === box,
  }))

async function submissions(probe: PageProbe): Promise<FormSubmissionRecord[]> {
  const response = await fetch(`${baseUrl()}/inbox/forms.json?probe=${probe.id}`)
  return (await response.json()) as FormSubmissionRecord[]
}

/** Adds a form block to the page as a template script would; the loader mounts it. */
async function addForm(page: Page, definition: object, id = 'probe-form'): Promise<void> {
  await page.evaluate(
    ([json, blockId]) => {
      const block = document.createElement('div')
      block.dataset.block = 'form'
      block.id = blockId
      block.dataset.blockJson = json
      document.querySelector('main')!.prepend(block)
    },
    [JSON.stringify(definition), id] as const,
  )
  await page.waitForSelector(`#${id}[data-island-state=mounted]`)
}

/** The sum of the layout shifts the page recorded since it started loading. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // A buffered observer reports every earlier shift in its first callback; none means no shift.
        const observer = new PerformanceObserver((list) => {
          observer.disconnect()
          resolve(
            list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0),
          )
        })
        observer.observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(0), 200)
      }),
  )

/** The one field of the forms the tests add to a page. */
const NOTE = { id: 'note', type: 'text', title: 'Your note', required: true }

const CONTACT_VALUES = {
  name: ['Ada', 'Okafor'],
  email: 'ada@harbour.shop',
  phone: ['', '555', '123', '4567'],
  address: ['14 Harbour Street', 'Flat 2', 'Harbourton', 'Kent', 'CT1 2AB', 'United Kingdom'],
  website: 'https://ada.bakes',
  topic: 'Celebration cake',
  reply: 'Phone',
  loaves: ['Sourdough', 'Buckwheat'],
  date: ['04', '12', '2025'],
  time: ['10', '30', '', 'AM'],
  guests: '40',
  budget: '250',
  reference: 'HSB-1042',
  trade: 'rye and spelt',
  visit: { 'The bread was fresh.': 2, 'The staff were friendly.': 1 },
  message: 'A three-tier cake for 40 guests, please.',
  source: 'spring-letter',
}

/** Fills the contact form with {@link CONTACT_VALUES}, field by field as a visitor would. */
async function fillContact(page: Page): Promise<void> {
  const form = '#contact-form'
  const fill = (id: string, value: string) => page.fill(`${form} #contact-form-${id}`, value)
  await fill('name-First', 'Ada')
  await fill('name-Last', 'Okafor')
  await fill('email', 'ada@harbour.shop')
  await fill('phone-Areacode', '555')
  await fill('phone-Prefix', '123')
  await fill('phone-Line', '4567')
  for (const [part, value] of [
    ['Line1', '14 Harbour Street'],
    ['Line2', 'Flat 2'],
    ['City', 'Harbourton'],
    ['State', 'Kent'],
    ['Zip', 'CT1 2AB'],
    ['Country', 'United Kingdom'],
  ]) {
    await fill(`address-${part}`, value!)
  }
  await fill('website', 'https://ada.bakes')
  await page.selectOption(`${form} #contact-form-topic`, 'Celebration cake')
  await page.check(`${form} #contact-form-reply-1`)
  await page.check(`${form} #contact-form-loaves-0`)
  await page.check(`${form} #contact-form-loaves-2`)
  await fill('date-Month', '04')
  await fill('date-Day', '12')
  await fill('date-Year', '2025')
  await fill('time-Hour', '10')
  await fill('time-Minute', '30')
  await page.selectOption(`${form} #contact-form-time-Ampm`, 'AM')
  await fill('guests', '40')
  await fill('budget', '250')
  await fill('reference', 'HSB-1042')
  await fill('trade', 'rye and spelt')
  await page.check(`${form} #contact-form-visit-0-2`)
  await page.check(`${form} #contact-form-visit-1-1`)
  await fill('message', 'A three-tier cake for 40 guests, please.')
}

describe('the form island', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  async function open(path: string, options: OpenPageOptions = {}): Promise<Page> {
    probe = await pages.open(path, options)
    // The browser's report of each answer with an error status or a dropped request (the failures
    // these tests ask for), in whatever number: the one allowance of the file, runtime errors apart.
    probe.expectConsoleError(/^Failed to load resource: /, 'any')
    await probe.page.evaluate(() => window.Atoll?.ready)
    // The server-rendered forms hydrate when the visitor reaches for them: the pointer comes over each.
    for (const form of await probe.page.locator('[data-block=form]:visible').all()) await form.hover()
    await probe.page.waitForSelector('[data-block=form][data-island-state=mounted]')
    await probe.page.evaluate(() => {
      const log: unknown[] = []
      ;(window as unknown as { __formEvents: unknown[] }).__formEvents = log
      for (const type of ['atoll:form-submit', 'atoll:form-error']) {
        document.addEventListener(type, (event) => log.push({ type, detail: (event as CustomEvent).detail }))
      }
    })
    return probe.page
  }
  const formEvents = (page: Page) =>
    page.evaluate(() => (window as unknown as { __formEvents: unknown[] }).__formEvents)

  describe('rendering', () => {
    it('renders every field kind of the contact form, without shifting the page', async () => {
      const page = await open('/contact')
      const fields = await page.$$eval(
        '#contact-form .atoll-form-field, #contact-form .atoll-form-section',
        (elements) =>
          elements.map((element) => [
            element.className.replace(/^atoll-form-(field|section) ?/, '').trim(),
            element.querySelector('legend, label, h3')?.textContent,
          ]),
      )
      expect(fields).toEqual([
        ['', 'About you'],
        ['atoll-form-field-name', 'Name (required)'],
        ['atoll-form-field-email', 'Email (required)'],
        ['atoll-form-field-phone', 'Phone'],
        ['atoll-form-field-address', 'Delivery address'],
        ['atoll-form-field-website', 'Your website'],
        ['atoll-form-underline', 'Your order'],
        ['atoll-form-field-select', 'Topic (required)'],
        ['atoll-form-field-radio', 'How should we reply? (required)'],
        ['atoll-form-field-checkbox', 'Which loaves do you buy?'],
        ['atoll-form-field-date', 'Collection date (required)'],
        ['atoll-form-field-time', 'Collection time'],
        ['atoll-form-field-number', 'How many guests?'],
        ['atoll-form-field-currency', 'Budget'],
        ['atoll-form-field-text', 'Order reference'],
        ['atoll-form-field-password', 'Trade account password'],
        ['atoll-form-field-likert', 'Your last visit'],
        ['atoll-form-field-textarea', 'Message (required)'],
      ])
      const parts = (id: string) =>
        page.$$eval(`#contact-form-${id}-field .atoll-form-part label`, (labels) =>
          labels.map((label) => label.textContent),
        )
      expect(await parts('name')).toEqual(['First Name', 'Last Name'])
      expect(await parts('phone')).toEqual(['Area Code', 'Prefix', 'Line'])
      expect(await parts('address')).toEqual(['Address 1', 'Address 2', 'City', 'State', 'ZIP Code', 'Country'])
      expect(await parts('date')).toEqual(['Month', 'Day', 'Year'])
      expect(await parts('time')).toEqual(['Hour', 'Minute', 'Second', 'AM/PM'])
      expect(
        await page.$$eval('#contact-form-visit-field fieldset fieldset', (groups) =>
          groups.map((group) => group.textContent),
        ),
      ).toEqual([
        'The bread was fresh.Strongly DisagreeDisagreeNeutralAgreeStrongly Agree',
        'The staff were friendly.Strongly DisagreeDisagreeNeutralAgreeStrongly Agree',
      ])
      expect(await page.locator('#contact-form [name=source]').count()).toBe(0)
      expect(await page.textContent('#contact-form-message-counter')).toBe('0 / 500')
      // The demo site has no captcha key: the form shows without one and says so on the console.
      expect(await page.locator('#contact-form .atoll-form-captcha').count()).toBe(0)
      expect(probe!.consoleMessages).toContainEqual({
        type: 'warning',
        text: '[atoll:form] ReCaptcha has not been set up!',
      })
      expect(await layoutShift(page)).toBe(0)
    })

    it('is on the page without script, styled and laid out as the island keeps it', async () => {
      const { page: noScript } = await pages.open('/contact', { javaScriptEnabled: false })
      const shape = (page: Page) =>
        page.$eval('#contact-form', (block) => ({
          fields: [...block.querySelectorAll('label, legend')].map((label) => label.textContent),
          height: Math.round(block.getBoundingClientRect().height),
          button: block.querySelector('button[type=submit]')?.textContent,
        }))
      const without = await shape(noScript)
      expect(without.button).toBe('Send message')
      expect(without.fields.slice(0, 4)).toEqual(['Name (required)', 'First Name', 'Last Name', 'Email (required)'])
      // The island hydrates the server's form: the same fields in the same place, no shift.
      const page = await open('/contact')
      await page.waitForSelector('#contact-form .atoll-form-submit')
      expect(await shape(page)).toEqual(without)
      expect(await layoutShift(page)).toBe(0)
    })

    it('keeps what the visitor typed before the island hydrated', async () => {
      const { page } = await pages.open('/contact', {
        beforeGoto: async (page) => {
          // The island's chunk waits until the visitor has typed.
          let release!: () => void
          const typed = new Promise<void>((resolve) => {
            release = resolve
          })
          await page.exposeFunction('__typed', () => release())
          await page.route(/\/atoll\/form-[a-z0-9]+\.js$/, async (route) => {
            await typed
            await route.continue()
          })
        },
      })
      await page.fill('#contact-form-email', 'not-an-address')
      await page.evaluate(() => (window as unknown as { __typed(): void }).__typed())
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('#contact-form')?.dataset.islandState === 'mounted',
      )
      await page.click('#contact-form .atoll-form-submit')
      expect((await summary(page, '#contact-form')).links).toContainEqual([
        '#contact-form-email',
        'Email: Email is not valid. Email addresses should follow the format name@example.com.',
      ])
      expect(await page.inputValue('#contact-form-email')).toBe('not-an-address')
    })

    it('counts the characters of the message and marks the count over the limit', async () => {
      const page = await open('/contact')
      await page.fill('#contact-form-message', 'x'.repeat(501))
      expect(await page.textContent('#contact-form-message-counter')).toBe('501 / 500')
      expect(await page.getAttribute('#contact-form-message-counter', 'data-over')).toBe('')
    })
  })

  describe('submitting', () => {
    it('sends a full submission of every field kind, which the server stores as sent', async () => {
      const page = await open('/contact?utm_source=spring-letter')
      await fillContact(page)
      await page.click('#contact-form .atoll-form-submit')
      await page.waitForSelector('#contact-form .atoll-form-submitted')
      expect(await page.textContent('#contact-form .atoll-form-submitted')).toBe(
        'Thank you. We answer every message within one working day.',
      )
      expect(await page.isHidden('#contact-form form')).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('atoll-form-submitted')
      expect(await formEvents(page)).toEqual([
        { type: 'atoll:form-submit', detail: { formId: 'contact', isNewsletter: false } },
      ])

      const [stored, ...more] = await submissions(probe!)
      expect(more).toEqual([])
      expect(stored!.formId).toBe('contact')
      expect(stored!.values).toEqual(CONTACT_VALUES)
      expect(stored!.payload).toEqual({
        key: expect.stringMatching(/^[\da-f-]{36}$/),
        formId: 'contact',
        collectionId: 'contact-page',
        objectName: 'contact-form',
        isOverlayForm: false,
        submitButtonText: 'Send message',
        form: JSON.stringify(CONTACT_VALUES),
        pageTitle: 'Contact form · Atoll demo',
        pageId: 'contact-page',
        contentSource: 'c',
        pagePath: '/contact',
        pagePermissionTypeValue: 1,
        userAgent: await page.evaluate(() => navigator.userAgent),
        clientDate: expect.any(Number),
        viewportInnerHeight: 720,
        viewportInnerWidth: 1280,
        screenHeight: expect.any(Number),
        screenWidth: expect.any(Number),
        websiteId: 'demo-site',
        templateId: 'harbour-street',
        website_locale: 'en-US',
        url: `${baseUrl()}/contact`,
        title: 'Contact form · Atoll demo',
        itemId: null,
        recordType: null,
        localStorageSupported: true,
        queryString: 'utm_source=spring-letter',
        referrer: '',
      })
      const calls = (await probe!.inbox('form')).map((record) => [record.method, record.path, record.body])
      expect(calls).toEqual([
        ['POST', '/api/form/FormSubmissionKey', ''],
        ['POST', '/api/form/SaveFormSubmission', stored!.payload],
      ])
    })

    it('can be completed with the keyboard alone', async () => {
      const page = await open('/contact')
      await page.focus('#contact-form-name-First')
      const { keyboard } = page
      const next = async (text?: string) => {
        if (text !== undefined) await keyboard.type(text)
        await keyboard.press('Tab')
      }
      for (const text of ['Ada', 'Okafor', 'ada@harbour.shop', '555', '123', '4567']) await next(text)
      for (const text of [
        '14 Harbour Street',
        'Flat 2',
        'Harbourton',
        'Kent',
        'CT1 2AB',
        'United Kingdom',
        'https://ada.bakes',
      ])
        await next(text)
      await next('Cel') // the select picks the option that starts with what is typed
      await keyboard.press('ArrowDown') // radio group: arrows move and check
      await next()
      await keyboard.press('Space') // Sourdough
      await next()
      await next() // past Rye
      await keyboard.press('Space') // Buckwheat
      await next()
      await next() // Baguette
      for (const text of ['04', '12', '2025', '10', '30', '']) await next(text)
      await next('A') // AM/PM
      for (const text of ['40', '250', 'HSB-1042', 'rye and spelt']) await next(text)
      for (let step = 0; step < 4; step++) await keyboard.press('ArrowRight') // from Strongly Disagree to Strongly Agree
      await next()
      for (let step = 0; step < 3; step++) await keyboard.press('ArrowRight') // to Agree
      await next()
      await next('A three-tier cake for 40 guests, please.')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send message')
      await keyboard.press('Enter')
      await page.waitForSelector('#contact-form .atoll-form-submitted')
      const [stored] = await submissions(probe!)
      expect(stored!.values).toEqual({ ...CONTACT_VALUES, source: 'direct' })
    })

    it('sends one submission for a double click, and shows Submitting… meanwhile', async () => {
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      const page = await open('/newsletter', {
        // Holds the answer until the locked form has been tried again.
        beforeGoto: async (page) => {
          await page.route('**/api/form/SaveFormSubmission', async (route) => {
            await released
            await route.continue()
          })
        },
      })
      await page.fill('#newsletter-form-newsletter-email', 'ada@harbour.shop')
      await page.dblclick('#newsletter-form .atoll-form-submit')
      expect(await page.textContent('#newsletter-form .atoll-form-submit')).toBe('Submitting…')
      await page.keyboard.press('Enter')
      release()
      await page.waitForSelector('#newsletter-form .atoll-form-submitted')
      const saves = (await probe!.inbox('form')).filter((record) => record.path === '/api/form/SaveFormSubmission')
      expect(saves).toHaveLength(1)
      expect(await submissions(probe!)).toHaveLength(1)
    })

    it('signs up to the newsletter: the message replaces the form, the post-submit script runs', async () => {
      const page = await open('/newsletter')
      await page.fill('#newsletter-form-newsletter-email', 'ada@harbour.shop')
      await page.press('#newsletter-form-newsletter-email', 'Enter')
      await page.waitForSelector('#newsletter-form .atoll-form-submitted')
      expect(await page.textContent('#newsletter-form .atoll-form-submitted')).toBe(
        'You are on the list. The first letter arrives on Friday.',
      )
      await page.waitForSelector('[data-part=post-submit-note]:not([hidden])')
      expect(await page.textContent('[data-part=post-submit-note]')).toBe(
        'The post-submit script ran: a site would record the sign-up with its own tag here.',
      )
      expect(await formEvents(page)).toEqual([
        { type: 'atoll:form-submit', detail: { formId: 'newsletter', isNewsletter: true } },
      ])
      const [stored] = await submissions(probe!)
      expect(stored!.values).toEqual({ 'newsletter-email': 'ada@harbour.shop', 'newsletter-source': 'newsletter-page' })
      expect(stored!.payload).toMatchObject({
        pageId: 'spring-letter',
        contentSource: 'i',
        itemId: 'spring-letter',
        recordType: 1,
        collectionId: 'newsletter-page',
      })
    })
  })

  describe('errors a visitor can act on', () => {
    it('checks in the page first: no request, a focused summary linking to each field', async () => {
      const page = await open('/contact')
      await page.fill('#contact-form-email', 'ada@harbour')
      await page.fill('#contact-form-message', 'Hello')
      await page.click('#contact-form .atoll-form-submit')
      await page.waitForSelector('#contact-form .atoll-form-summary')
      expect(await summary(page, '#contact-form')).toEqual({
        heading: 'Your form has encountered a problem. Please scroll down to review.',
        messages: ['One or more fields is invalid, please check your entries.'],
        links: [
          ['#contact-form-name-First', 'Name: Name is required.'],
          [
            '#contact-form-email',
            'Email: Email is not valid. Email addresses should follow the format name@example.com.',
          ],
          ['#contact-form-topic', 'Topic: Topic is required.'],
          ['#contact-form-reply-0', 'How should we reply?: How should we reply? is required.'],
          ['#contact-form-date-Month', 'Collection date: Collection date is required.'],
        ],
        focused: true,
      })
      expect(await page.textContent('#contact-form .atoll-form-below')).toBe(
        'Your form has encountered a problem. Please scroll up to review.',
      )
      expect(await page.getAttribute('#contact-form-email', 'aria-invalid')).toBe('true')
      expect(await page.getAttribute('#contact-form-email', 'aria-describedby')).toBe('contact-form-email-error')
      expect(await page.textContent('#contact-form-email-error')).toBe(
        'Error: Email is not valid. Email addresses should follow the format name@example.com.',
      )
      expect(await page.getAttribute('#contact-form-topic', 'aria-invalid')).toBe('true')
      expect(await page.getAttribute('#contact-form-message', 'aria-invalid')).toBeNull()
      expect(await probe!.inbox('form')).toEqual([])
      expect(await formEvents(page)).toEqual([{ type: 'atoll:form-error', detail: { formId: 'contact' } }])

      // Following a link puts the keyboard in that field.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-form-email')
      expect(await page.inputValue('#contact-form-email')).toBe('ada@harbour')
    })

    it("marks the fields of the server's 400 errors map and focuses the summary", async () => {
      const page = await open('/contact')
      await page.fill('#callback-form-callback-phone-Areacode', '555')
      await page.fill('#callback-form-callback-email', 'not an email')
      await page.click('#callback-form .atoll-form-submit')
      await page.waitForSelector('#callback-form .atoll-form-summary')
      expect(await summary(page, '#callback-form')).toEqual({
        heading: 'Your form has encountered a problem. Please scroll down to review.',
        messages: ['One or more fields is invalid, please check your entries.'],
        links: [
          ['#callback-form-callback-name', 'Your name: Your name cannot be empty.'],
          ['#callback-form-callback-phone-Areacode', 'Phone: Phone cannot be empty.'],
          ['#callback-form-callback-email', 'Email: Email: enter an email address like name@example.com.'],
        ],
        focused: true,
      })
      // spec: the error message is shown before the field's title
      expect(
        await page.$eval('#callback-form-callback-name-field', (field) =>
          [...field.children].slice(0, 2).map((child) => `${child.localName}:${child.textContent}`),
        ),
      ).toEqual(['p:Error: Your name cannot be empty.', 'label:Your name (required)'])
      expect(await page.getAttribute('#callback-form-callback-name', 'aria-invalid')).toBe('true')
      expect(await page.getAttribute('#callback-form-callback-phone-field fieldset', 'aria-describedby')).toBe(
        'callback-form-callback-phone-error',
      )
      expect(await page.inputValue('#callback-form-callback-phone-Areacode')).toBe('555')
      expect(await page.inputValue('#callback-form-callback-email')).toBe('not an email')
      expect(await page.textContent('#callback-form .atoll-form-submit')).toBe('Call me back')
      expect(await submissions(probe!)).toEqual([])
    })

    it.each([
      ['status-401', 'Unable to submit form. Please try again later.'],
      ['no-such-form', 'This form has not been configured yet.'],
      ['status-500', 'Unable to send form. Please try again later.'],
      ['bake-off', 'Entries for the spring bake-off closed on 1 March.'],
      ['status-503', 'Unknown error, please try again later.'],
    ])('shows the message for what the server answered to %s, and keeps what was typed', async (formId, message) => {
      const page = await open('/newsletter')
      const definition = DEMO_FORMS[formId] ?? { formId, submitButtonText: 'Send', fields: [NOTE] }
      await addForm(page, definition)
      const input = `#probe-form-${definition.fields[0]!.id}`
      await page.fill(input, 'Keep this text')
      await page.click('#probe-form .atoll-form-submit')
      await page.waitForSelector('#probe-form .atoll-form-summary')
      expect(await summary(page, '#probe-form')).toMatchObject({ messages: [message], links: [], focused: true })
      expect(await page.inputValue(input)).toBe('Keep this text')
      expect(await page.getAttribute('#probe-form .atoll-form-submit', 'aria-disabled')).toBeNull()
      expect((await formEvents(page)).at(-1)).toEqual({ type: 'atoll:form-error', detail: { formId } })
      const saved = (await probe!.inbox('form')).filter((record) => record.path === '/api/form/SaveFormSubmission')
      expect(saved.map((record) => (record.body as { formId: string }).formId)).toEqual([formId])
    })

    /** Spends the visitor's allowance the way a script or a second tab would, from the page. */
    const spend = (page: Page, what: 'keys' | 'saves', times: number) =>
      page.evaluate(
        async ([kind, count]) => {
          for (let i = 0; i < count; i++) {
            const { key } = (await (await fetch('/api/form/FormSubmissionKey', { method: 'POST' })).json()) as {
              key: string
            }
            if (kind === 'saves')
              await fetch('/api/form/SaveFormSubmission', {
                method: 'POST',
                body: JSON.stringify({ key, formId: 'newsletter', form: '{}' }),
              })
          }
        },
        [what, times] as const,
      )

    it('shows the rate-limit message once the visitor has sent five submissions in a minute', async () => {
      const page = await open('/newsletter')
      await spend(page, 'saves', 5)
      await page.fill('#newsletter-form-newsletter-email', 'ada@harbour.shop')
      await page.click('#newsletter-form .atoll-form-submit')
      await page.waitForSelector('#newsletter-form .atoll-form-summary')
      // A newsletter form shows the message under its field, without the texts about scrolling.
      expect(await summary(page, '#newsletter-form')).toEqual({
        heading: null,
        messages: ['Unable to submit form. Submission rate limit exceeded. Please try again later.'],
        links: [],
        focused: true,
      })
      expect(await page.locator('#newsletter-form .atoll-form-below').count()).toBe(0)
      expect(await page.inputValue('#newsletter-form-newsletter-email')).toBe('ada@harbour.shop')
    })

    it('says it could not get a key when the server refuses one', async () => {
      const page = await open('/newsletter')
      await spend(page, 'keys', 20)
      await page.fill('#newsletter-form-newsletter-email', 'ada@harbour.shop')
      await page.click('#newsletter-form .atoll-form-submit')
      await page.waitForSelector('#newsletter-form .atoll-form-summary')
      expect((await summary(page, '#newsletter-form')).messages).toEqual([
        'Could not get a form submission key, please try again later.',
      ])
      expect((await probe!.inbox('form')).filter((record) => record.path === '/api/form/SaveFormSubmission')).toEqual(
        [],
      )
    })

    it('says it could not connect when the connection drops, and keeps what was typed (no reload asked)', async () => {
      const page = await open('/newsletter', {
        beforeGoto: async (page) => {
          await page.route('**/api/form/SaveFormSubmission', (route) => route.abort())
        },
      })
      await page.fill('#newsletter-form-newsletter-email', 'ada@harbour.shop')
      await page.click('#newsletter-form .atoll-form-submit')
      await page.waitForSelector('#newsletter-form .atoll-form-summary')
      expect((await summary(page, '#newsletter-form')).messages).toEqual(['Unable to connect. Please try again.'])
      expect(await page.inputValue('#newsletter-form-newsletter-email')).toBe('ada@harbour.shop')
    })

    it('never stores a save slower than the timeout twice: the retry sends the same key', async () => {
      const page = await open('/newsletter', {
        // The server receives and stores the first save at once; its answer reaches the page after the
        // client's 10 s timeout.
        beforeGoto: async (page) => {
          let first = true
          await page.route('**/api/form/SaveFormSubmission', async (route) => {
            const response = await route.fetch()
            if (first) {
              first = false
              await new Promise((resolve) => setTimeout(resolve, 11_000))
              await route.abort().catch(() => {})
              return
            }
            await route.fulfill({ response })
          })
        },
      })
      await page.fill('#newsletter-form-newsletter-email', 'ada@harbour.shop')
      await page.click('#newsletter-form .atoll-form-submit')
      await page.waitForSelector('#newsletter-form .atoll-form-summary', { timeout: 15_000 })
      expect((await summary(page, '#newsletter-form')).messages).toEqual(['Unable to connect. Please try again.'])
      expect(await page.inputValue('#newsletter-form-newsletter-email')).toBe('ada@harbour.shop')
      await page.click('#newsletter-form .atoll-form-submit')
      await page.waitForSelector(
        '#newsletter-form .atoll-form-summary p:text-is("Unable to submit form. Please try again later.")',
      )
      const saves = (await probe!.inbox('form')).filter((record) => record.path === '/api/form/SaveFormSubmission')
      expect(saves).toHaveLength(2)
      expect((saves[1]!.body as { key: string }).key).toBe((saves[0]!.body as { key: string }).key)
      expect(await submissions(probe!)).toHaveLength(1)
    }, 30_000)

    it('checks the email of a newsletter form under its field', async () => {
      const page = await open('/newsletter')
      await page.fill('#newsletter-form-newsletter-email', 'ada')
      await page.press('#newsletter-form-newsletter-email', 'Enter')
      await page.waitForSelector('#newsletter-form .atoll-form-summary')
      expect(await summary(page, '#newsletter-form')).toEqual({
        heading: null,
        messages: ['One or more fields is invalid, please check your entries.'],
        links: [
          [
            '#newsletter-form-newsletter-email',
            'Email address: Email is not valid. Email addresses should follow the format name@example.com.',
          ],
        ],
        focused: true,
      })
    })
  })

  describe('the processing error, and the draft that survives the reload it asks for', () => {
    const PROCESSING = 'Error processing form submission. Please reload and try again.'
    /** The save answered 200 with a page, as a proxy or a login wall does: an answer that cannot be read. */
    const htmlSave = async (page: Page) => {
      await page.route('**/api/form/SaveFormSubmission', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Sign in</title><h1>Sign in</h1>',
        }),
      )
    }
    /** What each control of the contact form holds, by name, as the form would send it without script. */
    const typed = (page: Page) =>
      page.$eval('#contact-form form', (form) => {
        const data = new FormData(form as HTMLFormElement)
        return Object.fromEntries([...new Set(data.keys())].map((name) => [name, data.getAll(name).map(String)]))
      })
    const draft = (page: Page) => page.evaluate(() => sessionStorage.getItem('atoll.form-draft.contact'))

    it(`shows '${PROCESSING}' for a 200 answer with an HTML body`, async () => {
      const page = await open('/contact', { beforeGoto: htmlSave })
      probe!.expectConsoleError(
        /^\[atoll:data\] POST \S+\/api\/form\/SaveFormSubmission answered 200: Internal Error: Unable to parse server response from \(/,
      )
      await fillContact(page)
      await page.click('#contact-form .atoll-form-submit')
      await page.waitForSelector('#contact-form .atoll-form-summary')
      expect(await summary(page, '#contact-form')).toEqual({
        heading: 'Your form has encountered a problem. Please scroll down to review.',
        messages: [PROCESSING],
        links: [],
        focused: true,
      })
      expect(await formEvents(page)).toEqual([{ type: 'atoll:form-error', detail: { formId: 'contact' } }])
      expect(await page.textContent('#contact-form .atoll-form-submit')).toBe('Send message')
    })

    it('after the reload, every field holds what was typed but the password, before the island mounts; sent, the server gets it all, and the draft is gone', async () => {
      const page = await open('/contact?utm_source=spring-letter', { beforeGoto: htmlSave })
      probe!.expectConsoleError(/^\[atoll:data\] POST \S+ answered 200: Internal Error: Unable to parse/)
      await fillContact(page)
      await page.click('#contact-form .atoll-form-submit')
      await page.waitForSelector(`#contact-form .atoll-form-summary p:text-is("${PROCESSING}")`)
      const before = await typed(page)
      expect(before.trade).toEqual(['rye and spelt'])
      expect(await draft(page)).not.toContain('rye and spelt')

      // The visitor reloads, as asked; the pointer is away from the form, which mounts on interaction.
      await page.unroute('**/api/form/SaveFormSubmission')
      await page.mouse.move(0, 0)
      await page.reload()
      await expect.poll(() => typed(page)).toEqual({ ...before, trade: [''] })
      expect(await page.getAttribute('#contact-form', 'data-island-state')).toBe('pending')

      // The island mounts over the draft: the counter counts the restored message.
      await page.hover('#contact-form')
      await page.waitForSelector('#contact-form[data-island-state=mounted]')
      expect(await page.textContent('#contact-form-message-counter')).toBe(`${CONTACT_VALUES.message.length} / 500`)
      await page.fill('#contact-form-trade', 'rye and spelt')
      await page.click('#contact-form .atoll-form-submit')
      await page.waitForSelector('#contact-form .atoll-form-submitted')
      const [stored, ...more] = await submissions(probe!)
      expect(more).toEqual([])
      expect(stored!.values).toEqual(CONTACT_VALUES)

      // Sent: nothing is kept, and the next load starts empty.
      expect(await draft(page)).toBeNull()
      await page.reload()
      await page.hover('#contact-form')
      await page.waitForSelector('#contact-form[data-island-state=mounted]')
      expect(await page.inputValue('#contact-form-email')).toBe('')
      expect(await page.inputValue('#contact-form-message')).toBe('')
    })
  })

  describe('without script', () => {
    const noScript = (path: string) => pages.open(path, { javaScriptEnabled: false })

    it('sends the server-rendered form to the save call, which stores it and answers with a page', async () => {
      const visitor = await noScript('/contact?utm_source=leaflet')
      const { page } = visitor
      await page.fill('#contact-form-name-First', 'Ada')
      await page.fill('#contact-form-name-Last', 'Lovelace')
      await page.fill('#contact-form-email', 'ada@harbour.shop')
      await page.selectOption('#contact-form-topic', 'Feedback')
      await page.check('#contact-form-reply-0')
      await page.check('#contact-form-loaves-1')
      await page.fill('#contact-form-date-Month', '12')
      await page.fill('#contact-form-date-Day', '24')
      await page.fill('#contact-form-date-Year', '2026')
      await page.check('#contact-form-visit-0-2')
      await page.fill('#contact-form-message', '  Two rye loaves, please.  ')
      await Promise.all([
        page.waitForURL('**/api/form/SaveFormSubmission'),
        page.click('#contact-form .atoll-form-submit'),
      ])
      expect(await page.textContent('h1')).toBe('Thank you!')
      expect(await page.getAttribute('main a', 'href')).toBe('/contact?utm_source=leaflet')
      const [stored] = await submissions(visitor)
      expect(stored).toMatchObject({ formId: 'contact', payload: { pagePath: '/contact', withoutScript: true } })
      // The values as the island sends them: parts in order, the hidden field from the address, text trimmed.
      expect(stored!.values).toMatchObject({
        name: ['Ada', 'Lovelace'],
        email: 'ada@harbour.shop',
        topic: 'Feedback',
        reply: 'Email',
        loaves: ['Rye'],
        date: ['12', '24', '2026'],
        visit: { 'The bread was fresh.': 2 },
        message: 'Two rye loaves, please.',
        source: 'leaflet',
      })
    })

    it("answers a post that fails the checks with the island's messages, and stores nothing", async () => {
      const visitor = await noScript('/contact')
      // The answer's status says the post was refused; the browser logs it.
      visitor.expectConsoleError('Failed to load resource: the server responded with a status of 400 (Bad Request)', 1)
      const { page } = visitor
      await page.fill('#contact-form-email', 'ada@')
      const [answer] = await Promise.all([
        page.waitForResponse('**/api/form/SaveFormSubmission'),
        page.click('#contact-form .atoll-form-submit'),
      ])
      expect(answer.status()).toBe(400)
      expect(await page.$$eval('.form-answer-errors li', (items) => items.map((item) => item.textContent))).toEqual([
        'Name is required.',
        'Email is not valid. Email addresses should follow the format name@example.com.',
        'Topic is required.',
        'How should we reply? is required.',
        'Collection date is required.',
        'Message is required.',
      ])
      // The browser's Back returns to the form as the visitor left it.
      await page.goBack()
      expect(await page.inputValue('#contact-form-email')).toBe('ada@')
      expect(await submissions(visitor)).toEqual([])
    })

    it('refuses a plain post from a page of another site', async () => {
      const response = await fetch(`${baseUrl()}/api/form/SaveFormSubmission`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' },
        body: new URLSearchParams({ 'atoll:formId': 'newsletter', 'newsletter-email': 'ada@harbour.shop' }),
      })
      expect(response.status).toBe(403)
    })
  })

  describe('captcha', () => {
    /** The contact page as a site with a captcha key serves it, and Google's script faked. */
    const withCaptcha: OpenPageOptions['beforeGoto'] = async (page) => {
      await page.route(RECAPTCHA, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA }))
      await page.route('**/contact', async (route) => {
        const response = await route.fetch()
        const body = (await response.text()).replace(
          '"baseUrl":"http://127.0.0.1"}',
          '"baseUrl":"http://127.0.0.1","captchaSettings":{"siteKey":"demo-site-key"}}',
        )
        await route.fulfill({ response, body })
      })
    }

    it('asks for the captcha, sends its response, and resets it after a failure', async () => {
      const page = await open('/contact', { beforeGoto: withCaptcha })
      await addForm(page, { formId: 'status-500', captcha: true, fields: [NOTE] })
      await page.waitForSelector('#probe-form .fake-captcha')
      expect(
        await page.evaluate(() => (window as unknown as { __captcha: { renders: unknown[] } }).__captcha.renders),
      ).toEqual([
        { sitekey: 'demo-site-key', size: 'normal' },
        { sitekey: 'demo-site-key', size: 'normal' },
      ])
      await page.fill('#probe-form-note', 'Hello')
      await page.click('#probe-form .atoll-form-submit')
      await page.waitForSelector('#probe-form .atoll-form-summary')
      expect((await summary(page, '#probe-form')).messages).toEqual(['Complete CAPTCHA before submitting.'])
      expect(await probe!.inbox('form')).toEqual([])

      await page.click('#probe-form .fake-captcha')
      await page.click('#probe-form .atoll-form-submit')
      await page.waitForSelector(
        '#probe-form .atoll-form-summary p:text-is("Unable to send form. Please try again later.")',
      )
      const [, save] = await probe!.inbox('form')
      expect(save!.body).toMatchObject({ formId: 'status-500', captchaKey: 'captcha-token-1' })
      expect(await page.textContent('#probe-form .fake-captcha')).toBe('I am not a robot')
      expect(await page.evaluate(() => (window as unknown as { __captcha: { resets: number } }).__captcha.resets)).toBe(
        2,
      )
    })

    it('renders compact in a container under 320 px', async () => {
      const page = await open('/contact', { beforeGoto: withCaptcha, viewport: { width: 300, height: 700 } })
      await page.waitForSelector('#contact-form .fake-captcha')
      expect(
        await page.evaluate(() => (window as unknown as { __captcha: { renders: unknown[] } }).__captcha.renders),
      ).toEqual([{ sitekey: 'demo-site-key', size: 'compact' }])
    })
  })

  describe('HTML and URLs from the definition', () => {
    it('inserts the success HTML sanitised: no handler, no script runs without code injection', async () => {
      const page = await open('/contact')
      await addForm(page, {
        formId: 'newsletter',
        fields: [{ id: 'newsletter-email', type: 'email', title: 'Email', required: true }],
        submissionHTML:
          '<p id="done">Thanks<img src="/missing.png" onerror="window.__ran = (window.__ran || 0) + 1"></p><a id="bad" href="javascript:window.__ran=9">x</a>',
        postSubmitHTML: '<script src="/demo/form-newsletter.js"></script><p class="after">After</p>',
      })
      await page.fill('#probe-form-newsletter-email', 'ada@harbour.shop')
      await page.click('#probe-form .atoll-form-submit')
      await page.waitForSelector('#probe-form .after')
      expect(await page.textContent('#probe-form #done')).toBe('Thanks')
      expect(await page.getAttribute('#probe-form #done img', 'onerror')).toBeNull()
      expect(await page.getAttribute('#probe-form #bad', 'href')).toBeNull()
      expect(await page.$$eval('#probe-form .atoll-form-post-submit script', (scripts) => scripts.length)).toBe(0)
      expect(probe!.requests.filter((url) => url.endsWith('/demo/form-newsletter.js'))).toEqual([])
      expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined()
      // Parsing the hostile HTML (in a document with no window, where nothing runs) makes some Chromium
      // builds report its handler to the page's policy, others not: those reports only, if any.
      probe!.expectCspViolation(/script-src-attr|inline event handler/, 'any')
    })

    it('does not navigate to a javascript: success URL', async () => {
      const page = await open('/contact')
      const before = page.url()
      await addForm(page, {
        formId: 'newsletter',
        fields: [{ id: 'newsletter-email', type: 'email', title: 'Email', required: true }],
        successRedirect: 'javascript:window.__ran=1',
      })
      await page.fill('#probe-form-newsletter-email', 'ada@harbour.shop')
      await page.click('#probe-form .atoll-form-submit')
      await page.waitForSelector('#probe-form .atoll-form-submitted')
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
      expect(page.url()).toBe(before)
      expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined()
      probe!.expectConsoleError('[atoll:form] #probe-form: successRedirect ignored: javascript:window.__ran=1', 1)
    })

    it('stays sendable when the captcha script is blocked, and sends no captcha', async () => {
      const page = await open('/contact', {
        beforeGoto: async (page) => {
          await page.route(RECAPTCHA, (route) => route.abort('blockedbyclient'))
          await page.route('**/contact', async (route) => {
            const response = await route.fetch()
            const body = (await response.text()).replace(
              '"baseUrl":"http://127.0.0.1"}',
              '"baseUrl":"http://127.0.0.1","captchaSettings":{"siteKey":"demo-site-key"}}',
            )
            await route.fulfill({ response, body })
          })
        },
      })
      await addForm(page, {
        formId: 'newsletter',
        captcha: true,
        fields: [{ id: 'newsletter-email', type: 'email', title: 'Email', required: true }],
      })
      await page.fill('#probe-form-newsletter-email', 'ada@harbour.shop')
      await page.click('#probe-form .atoll-form-submit')
      await page.waitForSelector('#probe-form .atoll-form-submitted')
      const save = (await probe!.inbox('form')).find((record) => record.path === '/api/form/SaveFormSubmission')
      expect(save!.body).not.toHaveProperty('captchaKey')
      probe!.expectConsoleError(/^\[atoll:form\] Error rendering captcha into node/, 2)
    })
  })

  it('leaves nothing behind when Atoll is destroyed, and the block is as the server rendered it', async () => {
    const page = await open('/contact', { beforeGoto: (_, context) => installLeakProbe(context) })
    expect(await atollListeners(page, '[data-block=form]')).toEqual(expect.arrayContaining(['submit']))
    await page.evaluate(() => window.Atoll?.destroy())
    // What is left on document and window belongs to page-wide features, not to the form blocks.
    expect(await atollListeners(page, '[data-block=form]')).toEqual(await atollListeners(page, '#no-such-element'))
    expect(await running(page)).toEqual({
      intersectionTargets: 0,
      mutationObservers: 0,
      resizeObservers: 0,
      performanceObservers: 0,
      timers: 0,
      frames: 0,
      idleCallbacks: 0,
      animations: 0,
    })
    const { page: served } = await pages.open('/contact', { javaScriptEnabled: false })
    expect(await page.$eval('#contact-form', (block) => block.innerHTML)).toBe(
      await served.$eval('#contact-form', (block) => block.innerHTML),
    )
    expect(await page.getAttribute('#contact-form', 'style')).toBeNull()
  })
})
