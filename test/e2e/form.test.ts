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

/**
 * The forms of the demo pages by the ids their templates gave the blocks: the scope a visitor's
 * search needs where a page has several forms (the fields of one are found by label within it).
 */
const contactForm = (page: Page) => page.locator('#contact-form')
const callbackForm = (page: Page) => page.locator('#callback-form')
const newsletterForm = (page: Page) => page.locator('#newsletter-form')
/** The form a test adds to a page with {@link addForm}. */
const probeForm = (page: Page) => page.locator('#probe-form')
/** The one field of the newsletter page's form. */
const newsletterEmail = (page: Page) => newsletterForm(page).getByLabel('Email address (required)', { exact: true })

/** The error summary of the form block `block` (the template's id): the alert it announces. */
const alertOf = (page: Page, block: string) => page.locator(block).getByRole('alert')

/** Messages of the error summary: its heading, its paragraphs (general messages) and its links. */
async function summary(page: Page, block: string) {
  const box = alertOf(page, block)
  await box.waitFor()
  const heading = box.getByRole('heading')
  const links = await box.getByRole('link').all()
  return {
    heading: (await heading.count()) > 0 ? await heading.textContent() : null,
    messages: await box.getByRole('paragraph').allTextContents(),
    links: await Promise.all(links.map(async (link) => [await link.getAttribute('href'), await link.textContent()])),
    focused: await box.evaluate((element) => element === document.activeElement),
  }
}

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
  const form = contactForm(page)
  const fill = (label: string, value: string) => form.getByLabel(label, { exact: true }).fill(value)
  const group = (name: string) => form.getByRole('group', { name, exact: true })
  await fill('First Name', 'Ada')
  await fill('Last Name', 'Okafor')
  await fill('Email (required)', 'ada@harbour.shop')
  await fill('Area Code', '555')
  await fill('Prefix', '123')
  await fill('Line', '4567')
  for (const [label, value] of [
    ['Address 1', '14 Harbour Street'],
    ['Address 2', 'Flat 2'],
    ['City', 'Harbourton'],
    ['State', 'Kent'],
    ['ZIP Code', 'CT1 2AB'],
    ['Country', 'United Kingdom'],
  ]) {
    await fill(label!, value!)
  }
  await fill('Your website', 'https://ada.bakes')
  await form.getByLabel('Topic (required)', { exact: true }).selectOption('Celebration cake')
  await group('How should we reply? (required)').getByLabel('Phone', { exact: true }).check()
  await group('Which loaves do you buy?').getByLabel('Sourdough', { exact: true }).check()
  await group('Which loaves do you buy?').getByLabel('Buckwheat', { exact: true }).check()
  await fill('Month', '04')
  await fill('Day', '12')
  await fill('Year', '2025')
  await fill('Hour', '10')
  await fill('Minute', '30')
  await form.getByLabel('AM/PM', { exact: true }).selectOption('AM')
  await fill('How many guests?', '40')
  await fill('Budget', '250')
  await fill('Order reference', 'HSB-1042')
  await fill('Trade account password', 'rye and spelt')
  await group('The bread was fresh.').getByLabel('Strongly Agree', { exact: true }).check()
  await group('The staff were friendly.').getByLabel('Agree', { exact: true }).check()
  await fill('Message (required)', 'A three-tier cake for 40 guests, please.')
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
      // The field kinds are the classes a template styles (CONTRACT.md): markup, so read by CSS.
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
      // The names of a group's controls in order, as the accessibility tree gives them.
      const parts = async (group: string) => {
        const tree = await contactForm(page).getByRole('group', { name: group, exact: true }).ariaSnapshot()
        return [...tree.matchAll(/- (?:textbox|combobox) "([^"]+)"/g)].map((match) => match[1])
      }
      expect(await parts('Name (required)')).toEqual(['First Name', 'Last Name'])
      expect(await parts('Phone')).toEqual(['Area Code', 'Prefix', 'Line'])
      expect(await parts('Delivery address')).toEqual([
        'Address 1',
        'Address 2',
        'City',
        'State',
        'ZIP Code',
        'Country',
      ])
      expect(await parts('Collection date (required)')).toEqual(['Month', 'Day', 'Year'])
      expect(await parts('Collection time')).toEqual(['Hour', 'Minute', 'Second', 'AM/PM'])
      expect(
        await contactForm(page)
          .getByRole('group', { name: 'Your last visit', exact: true })
          .getByRole('group')
          .allTextContents(),
      ).toEqual([
        'The bread was fresh.Strongly DisagreeDisagreeNeutralAgreeStrongly Agree',
        'The staff were friendly.Strongly DisagreeDisagreeNeutralAgreeStrongly Agree',
      ])
      // The source travels in no control of the form, hidden or not: markup, so read by CSS.
      expect(await page.locator('#contact-form [name=source]').count()).toBe(0)
      expect(
        await contactForm(page)
          .getByText(/^\d+ \/ 500$/)
          .textContent(),
      ).toBe('0 / 500')
      // The demo site has no captcha key: the form shows without one and says so on the console.
      // Its container, empty and unseen without a key, is not rendered either: markup, so read by CSS.
      expect(await page.locator('#contact-form .atoll-form-captcha').count()).toBe(0)
      expect(probe!.consoleMessages).toContainEqual({
        type: 'warning',
        text: '[atoll:form] ReCaptcha has not been set up!',
      })
      expect(await layoutShift(page)).toBe(0)
    })

    it('is on the page without script, styled and laid out as the island keeps it', async () => {
      const { page: noScript } = await pages.open('/contact', { javaScriptEnabled: false })
      // The same markup and layout with and without script: the block's labels and box, by CSS.
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
      await contactForm(page).getByRole('button', { name: 'Send message' }).waitFor()
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
      await contactForm(page).getByLabel('Email (required)', { exact: true }).fill('not-an-address')
      await page.evaluate(() => (window as unknown as { __typed(): void }).__typed())
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('#contact-form')?.dataset.islandState === 'mounted',
      )
      await contactForm(page).getByRole('button', { name: 'Send message' }).click()
      expect((await summary(page, '#contact-form')).links).toContainEqual([
        '#contact-form-email',
        'Email: Email is not valid. Email addresses should follow the format name@example.com.',
      ])
      expect(await contactForm(page).getByLabel('Email (required)', { exact: true }).inputValue()).toBe(
        'not-an-address',
      )
    })

    it('counts the characters of the message and marks the count over the limit', async () => {
      const page = await open('/contact')
      await contactForm(page).getByLabel('Message (required)', { exact: true }).fill('x'.repeat(501))
      expect(
        await contactForm(page)
          .getByText(/^\d+ \/ 500$/)
          .textContent(),
      ).toBe('501 / 500')
      expect(
        await contactForm(page)
          .getByText(/^\d+ \/ 500$/)
          .getAttribute('data-over'),
      ).toBe('')
    })
  })

  describe('submitting', () => {
    it('sends a full submission of every field kind, which the server stores as sent', async () => {
      const page = await open('/contact?utm_source=spring-letter')
      await fillContact(page)
      await contactForm(page).getByRole('button', { name: 'Send message' }).click()
      await contactForm(page)
        .getByText('Thank you. We answer every message within one working day.', { exact: true })
        .waitFor()
      // The message replaces the form, and the keyboard is on it.
      const form = contactForm(page)
      expect(
        await form.getByText('Thank you. We answer every message within one working day.', { exact: true }).isVisible(),
      ).toBe(true)
      expect(await form.getByRole('button', { name: 'Send message' }).isHidden()).toBe(true)
      expect(await form.getByLabel('Email (required)', { exact: true }).isHidden()).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Thank you. We answer every message within one working day.',
      )
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
      await contactForm(page).getByLabel('First Name', { exact: true }).focus()
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
      await contactForm(page)
        .getByText('Thank you. We answer every message within one working day.', { exact: true })
        .waitFor()
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
      await newsletterEmail(page).fill('ada@harbour.shop')
      await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).dblclick()
      expect(await newsletterForm(page).getByRole('button').allTextContents()).toEqual(['Submitting…'])
      await page.keyboard.press('Enter')
      release()
      await newsletterForm(page)
        .getByText('You are on the list. The first letter arrives on Friday.', { exact: true })
        .waitFor()
      const saves = (await probe!.inbox('form')).filter((record) => record.path === '/api/form/SaveFormSubmission')
      expect(saves).toHaveLength(1)
      expect(await submissions(probe!)).toHaveLength(1)
    })

    it('signs up to the newsletter: the message replaces the form, the post-submit script runs', async () => {
      const page = await open('/newsletter')
      await newsletterEmail(page).fill('ada@harbour.shop')
      await newsletterEmail(page).press('Enter')
      await newsletterForm(page)
        .getByText('You are on the list. The first letter arrives on Friday.', { exact: true })
        .waitFor()
      expect(
        await newsletterForm(page)
          .getByText('You are on the list. The first letter arrives on Friday.', { exact: true })
          .isVisible(),
      ).toBe(true)
      const note = page.getByText(
        'The post-submit script ran: a site would record the sign-up with its own tag here.',
        { exact: true },
      )
      await note.waitFor()
      expect(await note.isVisible()).toBe(true)
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
      await contactForm(page).getByLabel('Email (required)', { exact: true }).fill('ada@harbour')
      await contactForm(page).getByLabel('Message (required)', { exact: true }).fill('Hello')
      await contactForm(page).getByRole('button', { name: 'Send message' }).click()
      await alertOf(page, '#contact-form').waitFor()
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
      expect(
        await contactForm(page)
          .getByText('Your form has encountered a problem. Please scroll up to review.', { exact: true })
          .isVisible(),
      ).toBe(true)
      expect(await contactForm(page).getByLabel('Email (required)', { exact: true }).getAttribute('aria-invalid')).toBe(
        'true',
      )
      expect(
        await contactForm(page).getByLabel('Email (required)', { exact: true }).getAttribute('aria-describedby'),
      ).toBe('contact-form-email-error')
      expect(
        await contactForm(page)
          .getByText('Error: Email is not valid. Email addresses should follow the format name@example.com.', {
            exact: true,
          })
          .getAttribute('id'),
      ).toBe('contact-form-email-error')
      expect(await contactForm(page).getByLabel('Topic (required)', { exact: true }).getAttribute('aria-invalid')).toBe(
        'true',
      )
      expect(
        await contactForm(page).getByLabel('Message (required)', { exact: true }).getAttribute('aria-invalid'),
      ).toBeNull()
      expect(await probe!.inbox('form')).toEqual([])
      expect(await formEvents(page)).toEqual([{ type: 'atoll:form-error', detail: { formId: 'contact' } }])

      // Following a link puts the keyboard in that field.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      expect(
        await contactForm(page)
          .getByLabel('Email (required)', { exact: true })
          .evaluate((field) => field === document.activeElement),
      ).toBe(true)
      expect(await contactForm(page).getByLabel('Email (required)', { exact: true }).inputValue()).toBe('ada@harbour')
    })

    it("marks the fields of the server's 400 errors map and focuses the summary", async () => {
      const page = await open('/contact')
      await callbackForm(page).getByLabel('Area Code', { exact: true }).fill('555')
      await callbackForm(page)
        .getByLabel(/^Email/)
        .fill('not an email')
      await callbackForm(page).getByRole('button', { name: 'Call me back' }).click()
      await alertOf(page, '#callback-form').waitFor()
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
        // Where the message stands among the field's elements is markup order, so read by CSS.
        await page.$eval('#callback-form-callback-name-field', (field) =>
          [...field.children].slice(0, 2).map((child) => `${child.localName}:${child.textContent}`),
        ),
      ).toEqual(['p:Error: Your name cannot be empty.', 'label:Your name (required)'])
      expect(
        await callbackForm(page)
          .getByLabel(/^Your name/)
          .getAttribute('aria-invalid'),
      ).toBe('true')
      expect(
        await callbackForm(page)
          .getByRole('group', { name: /^Phone/ })
          .getAttribute('aria-describedby'),
      ).toBe('callback-form-callback-phone-error')
      expect(await callbackForm(page).getByLabel('Area Code', { exact: true }).inputValue()).toBe('555')
      expect(
        await callbackForm(page)
          .getByLabel(/^Email/)
          .inputValue(),
      ).toBe('not an email')
      expect(await callbackForm(page).getByRole('button').allTextContents()).toEqual(['Call me back'])
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
      const input = probeForm(page).getByLabel(String(definition.fields[0]!.title))
      await input.fill('Keep this text')
      await probeForm(page)
        .getByRole('button', { name: String(definition.submitButtonText ?? 'Submit') })
        .click()
      await alertOf(page, '#probe-form').waitFor()
      expect(await summary(page, '#probe-form')).toMatchObject({ messages: [message], links: [], focused: true })
      expect(await input.inputValue()).toBe('Keep this text')
      expect(await probeForm(page).getByRole('button').getAttribute('aria-disabled')).toBeNull()
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
      await newsletterEmail(page).fill('ada@harbour.shop')
      await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click()
      await alertOf(page, '#newsletter-form').waitFor()
      // A newsletter form shows the message under its field, without the texts about scrolling.
      expect(await summary(page, '#newsletter-form')).toEqual({
        heading: null,
        messages: ['Unable to submit form. Submission rate limit exceeded. Please try again later.'],
        links: [],
        focused: true,
      })
      expect(
        await newsletterForm(page)
          .getByText(/scroll (up|down) to review/)
          .count(),
      ).toBe(0)
      expect(await newsletterEmail(page).inputValue()).toBe('ada@harbour.shop')
    })

    it('says it could not get a key when the server refuses one', async () => {
      const page = await open('/newsletter')
      await spend(page, 'keys', 20)
      await newsletterEmail(page).fill('ada@harbour.shop')
      await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click()
      await alertOf(page, '#newsletter-form').waitFor()
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
      await newsletterEmail(page).fill('ada@harbour.shop')
      await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click()
      await alertOf(page, '#newsletter-form').waitFor()
      expect((await summary(page, '#newsletter-form')).messages).toEqual(['Unable to connect. Please try again.'])
      expect(await newsletterEmail(page).inputValue()).toBe('ada@harbour.shop')
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
      await newsletterEmail(page).fill('ada@harbour.shop')
      await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click()
      await alertOf(page, '#newsletter-form').waitFor({ timeout: 15_000 })
      expect((await summary(page, '#newsletter-form')).messages).toEqual(['Unable to connect. Please try again.'])
      expect(await newsletterEmail(page).inputValue()).toBe('ada@harbour.shop')
      await newsletterForm(page).getByRole('button', { name: 'Subscribe' }).click()
      await alertOf(page, '#newsletter-form')
        .getByText('Unable to submit form. Please try again later.', { exact: true })
        .waitFor()
      const saves = (await probe!.inbox('form')).filter((record) => record.path === '/api/form/SaveFormSubmission')
      expect(saves).toHaveLength(2)
      expect((saves[1]!.body as { key: string }).key).toBe((saves[0]!.body as { key: string }).key)
      expect(await submissions(probe!)).toHaveLength(1)
    }, 30_000)

    it('checks the email of a newsletter form under its field', async () => {
      const page = await open('/newsletter')
      await newsletterEmail(page).fill('ada')
      await newsletterEmail(page).press('Enter')
      await alertOf(page, '#newsletter-form').waitFor()
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
      // The form's own data (what a post without script would carry), not anything a visitor reads.
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
      await contactForm(page).getByRole('button', { name: 'Send message' }).click()
      await alertOf(page, '#contact-form').waitFor()
      expect(await summary(page, '#contact-form')).toEqual({
        heading: 'Your form has encountered a problem. Please scroll down to review.',
        messages: [PROCESSING],
        links: [],
        focused: true,
      })
      expect(await formEvents(page)).toEqual([{ type: 'atoll:form-error', detail: { formId: 'contact' } }])
      expect(await contactForm(page).getByRole('button').allTextContents()).toEqual(['Send message'])
    })

    it('after the reload, every field holds what was typed but the password, before the island mounts; sent, the server gets it all, and the draft is gone', async () => {
      const page = await open('/contact?utm_source=spring-letter', { beforeGoto: htmlSave })
      probe!.expectConsoleError(/^\[atoll:data\] POST \S+ answered 200: Internal Error: Unable to parse/)
      await fillContact(page)
      await contactForm(page).getByRole('button', { name: 'Send message' }).click()
      await alertOf(page, '#contact-form').getByText(PROCESSING, { exact: true }).waitFor()
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
      await contactForm(page).hover()
      // The runtime's state of the block (no visitor sees it): the island has mounted.
      await page.waitForSelector('#contact-form[data-island-state=mounted]')
      expect(
        await contactForm(page)
          .getByText(/^\d+ \/ 500$/)
          .textContent(),
      ).toBe(`${CONTACT_VALUES.message.length} / 500`)
      await contactForm(page).getByLabel('Trade account password', { exact: true }).fill('rye and spelt')
      await contactForm(page).getByRole('button', { name: 'Send message' }).click()
      await contactForm(page)
        .getByText('Thank you. We answer every message within one working day.', { exact: true })
        .waitFor()
      const [stored, ...more] = await submissions(probe!)
      expect(more).toEqual([])
      expect(stored!.values).toEqual(CONTACT_VALUES)

      // Sent: nothing is kept, and the next load starts empty.
      expect(await draft(page)).toBeNull()
      await page.reload()
      await contactForm(page).hover()
      // The runtime's state of the block (no visitor sees it): the island has mounted.
      await page.waitForSelector('#contact-form[data-island-state=mounted]')
      expect(await contactForm(page).getByLabel('Email (required)', { exact: true }).inputValue()).toBe('')
      expect(await contactForm(page).getByLabel('Message (required)', { exact: true }).inputValue()).toBe('')
    })
  })

  describe('without script', () => {
    const noScript = (path: string) => pages.open(path, { javaScriptEnabled: false })

    it('sends the server-rendered form to the save call, which stores it and answers with a page', async () => {
      const visitor = await noScript('/contact?utm_source=leaflet')
      const { page } = visitor
      await contactForm(page).getByLabel('First Name', { exact: true }).fill('Ada')
      await contactForm(page).getByLabel('Last Name', { exact: true }).fill('Lovelace')
      await contactForm(page).getByLabel('Email (required)', { exact: true }).fill('ada@harbour.shop')
      await contactForm(page).getByLabel('Topic (required)', { exact: true }).selectOption('Feedback')
      await contactForm(page)
        .getByRole('group', { name: 'How should we reply? (required)' })
        .getByLabel('Email', { exact: true })
        .check()
      await contactForm(page)
        .getByRole('group', { name: 'Which loaves do you buy?' })
        .getByLabel('Rye', { exact: true })
        .check()
      await contactForm(page).getByLabel('Month', { exact: true }).fill('12')
      await contactForm(page).getByLabel('Day', { exact: true }).fill('24')
      await contactForm(page).getByLabel('Year', { exact: true }).fill('2026')
      await contactForm(page)
        .getByRole('group', { name: 'The bread was fresh.' })
        .getByLabel('Strongly Agree', { exact: true })
        .check()
      await contactForm(page).getByLabel('Message (required)', { exact: true }).fill('  Two rye loaves, please.  ')
      await Promise.all([
        page.waitForURL('**/api/form/SaveFormSubmission'),
        contactForm(page).getByRole('button', { name: 'Send message' }).click(),
      ])
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you!')
      expect(await page.getByRole('main').getByRole('link').first().getAttribute('href')).toBe(
        '/contact?utm_source=leaflet',
      )
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
      await contactForm(page).getByLabel('Email (required)', { exact: true }).fill('ada@')
      const [answer] = await Promise.all([
        page.waitForResponse('**/api/form/SaveFormSubmission'),
        contactForm(page).getByRole('button', { name: 'Send message' }).click(),
      ])
      expect(answer.status()).toBe(400)
      expect(await page.getByRole('main').getByRole('listitem').allTextContents()).toEqual([
        'Name is required.',
        'Email is not valid. Email addresses should follow the format name@example.com.',
        'Topic is required.',
        'How should we reply? is required.',
        'Collection date is required.',
        'Message is required.',
      ])
      // The browser's Back returns to the form as the visitor left it.
      await page.goBack()
      expect(await contactForm(page).getByLabel('Email (required)', { exact: true }).inputValue()).toBe('ada@')
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
      const captcha = probeForm(page).getByRole('button', { name: 'I am not a robot' })
      await captcha.waitFor()
      expect(
        await page.evaluate(() => (window as unknown as { __captcha: { renders: unknown[] } }).__captcha.renders),
      ).toEqual([
        { sitekey: 'demo-site-key', size: 'normal' },
        { sitekey: 'demo-site-key', size: 'normal' },
      ])
      await probeForm(page).getByLabel('Your note (required)', { exact: true }).fill('Hello')
      await probeForm(page).getByRole('button', { name: 'Submit' }).click()
      await alertOf(page, '#probe-form').waitFor()
      expect((await summary(page, '#probe-form')).messages).toEqual(['Complete CAPTCHA before submitting.'])
      expect(await probe!.inbox('form')).toEqual([])

      await captcha.click()
      await probeForm(page).getByRole('button', { name: 'Submit' }).click()
      await alertOf(page, '#probe-form')
        .getByText('Unable to send form. Please try again later.', { exact: true })
        .waitFor()
      const [, save] = await probe!.inbox('form')
      expect(save!.body).toMatchObject({ formId: 'status-500', captchaKey: 'captcha-token-1' })
      expect(await probeForm(page).getByRole('button').allTextContents()).toEqual(['I am not a robot', 'Submit'])
      expect(await page.evaluate(() => (window as unknown as { __captcha: { resets: number } }).__captcha.resets)).toBe(
        2,
      )
    })

    it('renders compact in a container under 320 px', async () => {
      const page = await open('/contact', { beforeGoto: withCaptcha, viewport: { width: 300, height: 700 } })
      await contactForm(page).getByRole('button', { name: 'I am not a robot' }).waitFor()
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
      await probeForm(page).getByLabel('Email (required)', { exact: true }).fill('ada@harbour.shop')
      await probeForm(page).getByRole('button', { name: 'Submit' }).click()
      await probeForm(page).getByText('After', { exact: true }).waitFor()
      expect(await probeForm(page).getByText('Thanks', { exact: true }).isVisible()).toBe(true)
      // What the sanitiser removed is markup no visitor sees: the attributes and elements, by CSS.
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
      await probeForm(page).getByLabel('Email (required)', { exact: true }).fill('ada@harbour.shop')
      await probeForm(page).getByRole('button', { name: 'Submit' }).click()
      await probeForm(page).getByText('Thank you!', { exact: true }).waitFor()
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
      await probeForm(page).getByLabel('Email (required)', { exact: true }).fill('ada@harbour.shop')
      await probeForm(page).getByRole('button', { name: 'Submit' }).click()
      await probeForm(page).getByText('Thank you!', { exact: true }).waitFor()
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
    // The markup itself is what is compared: the server's rendering against what the island left.
    expect(await page.$eval('#contact-form', (block) => block.innerHTML)).toBe(
      await served.$eval('#contact-form', (block) => block.innerHTML),
    )
    expect(await page.getAttribute('#contact-form', 'style')).toBeNull()
  })
})
