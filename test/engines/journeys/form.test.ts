import { describe, expect, it } from 'vitest'
import { useJourneys } from '../journey.ts'
import type { Target, Visit } from '../visit.ts'

const FORM = '#contact-form'
/** The island's chunk: held back in the journey where the visitor types before it arrives. */
const FORM_CHUNK = /\/atoll\/form-[a-z0-9]+\.js$/

const PROBLEM_ABOVE = 'Your form has encountered a problem. Please scroll down to review.'
const EMAIL_INVALID = 'Email is not valid. Email addresses should follow the format name@example.com.'
const THANKS = 'Thank you. We answer every message within one working day.'

/** What the contact form sends for the journey's answers, keyed by field id (CONTRACT.md section 4). */
const VALUES = {
  name: ['Ada', 'Okafor'],
  email: 'ada@harbour.shop',
  phone: ['', '555', '123', '4567'],
  address: ['14 Harbour St', 'Flat 2', 'Harbourton', 'Kent', 'CT1 2AB', 'UK'],
  website: 'https://ada.bakes',
  topic: 'Celebration cake',
  reply: 'Phone',
  loaves: ['Sourdough', 'Buckwheat'],
  date: ['04', '12', '2025'],
  time: ['10', '30', '', 'AM'],
  guests: '40',
  budget: '250',
  reference: 'HSB-1042',
  trade: 'rye',
  visit: { 'The bread was fresh.': 2, 'The staff were friendly.': 1 },
  message: 'A cake for 40, please.',
  source: 'spring-letter',
}

/** A field of the contact form by its label, as a visitor reads it. */
const field = (label: string): Target => ({ label, within: FORM })
const send = { role: 'button', name: 'Send message', within: FORM } satisfies Target

/** The error summary as announced: its role, its name, its links, and whether it has the focus. */
const summary = (visit: Visit) =>
  visit.evaluate((form: string) => {
    const alert = document.querySelector(`${form} [role=alert]`)
    const title = document.getElementById(alert?.getAttribute('aria-labelledby') ?? '')
    return {
      name: title?.textContent ?? null,
      messages: [...(alert?.querySelectorAll('p') ?? [])].map((p) => p.textContent),
      links: [...(alert?.querySelectorAll('a') ?? [])].map((a) => a.textContent),
      focused: alert !== null && document.activeElement === alert,
    }
  }, FORM)

/** The field's state for assistive technology: `aria-invalid` and the text of its description. */
const described = (visit: Visit, id: string) =>
  visit.evaluate((input: string) => {
    const element = document.getElementById(input)
    const ids = element?.getAttribute('aria-describedby')?.split(/\s+/) ?? []
    return {
      invalid: element?.getAttribute('aria-invalid') ?? null,
      description: ids.map((ref) => document.getElementById(ref)?.textContent ?? '').join(' '),
    }
  }, id)

/** Answers every field kind of the contact form as a visitor does: typing, picking, checking. */
async function fillEveryField(visit: Visit): Promise<void> {
  const typed: [string, string][] = [
    ['First Name', 'Ada'],
    ['Last Name', 'Okafor'],
    ['Email (required)', VALUES.email],
    ['Area Code', '555'],
    ['Prefix', '123'],
    ['Line', '4567'],
    ['Address 1', '14 Harbour St'],
    ['Address 2', 'Flat 2'],
    ['City', 'Harbourton'],
    ['State', 'Kent'],
    ['ZIP Code', 'CT1 2AB'],
    ['Country', 'UK'],
    ['Your website', VALUES.website],
    ['Month', '04'],
    ['Day', '12'],
    ['Year', '2025'],
    ['Hour', '10'],
    ['Minute', '30'],
    ['How many guests?', '40'],
    ['Budget', '250'],
    ['Order reference', 'HSB-1042'],
    ['Trade account password', 'rye'],
    ['Message (required)', VALUES.message],
  ]
  for (const [label, text] of typed) await visit.fill(field(label), text)
  await visit.select(field('Topic (required)'), 'Celebration cake')
  await visit.select(field('AM/PM'), 'AM')
  await visit.click({ role: 'radio', name: 'Phone', within: FORM })
  await visit.click({ role: 'checkbox', name: 'Sourdough', within: FORM })
  await visit.click({ role: 'checkbox', name: 'Buckwheat', within: FORM })
  // A likert statement is a group of its own: the same five answers in each.
  await visit.click({ role: 'radio', name: 'Strongly Agree', within: `${FORM} .atoll-form-statement:nth-of-type(1)` })
  await visit.click({ role: 'radio', name: 'Agree', within: `${FORM} .atoll-form-statement:nth-of-type(2)` })
}

describe('the contact form', () => {
  const journeys = useJourneys()

  it.each(['desktop', 'phone'] as const)(
    'shows and announces the errors of an empty form, then sends every field kind (%s)',
    async (viewport) => {
      const visit = await journeys.open('/contact?utm_source=spring-letter', { viewport })
      // The server's form is there at once; its island mounts as the visitor reaches for it, and the
      // first click (this one, on Send) is kept and given to the island.
      await visit.click(send)
      await visit.find({ role: 'alert', name: PROBLEM_ABOVE, within: FORM })
      expect(await summary(visit)).toEqual({
        name: PROBLEM_ABOVE,
        messages: ['One or more fields is invalid, please check your entries.'],
        links: [
          'Name: Name is required.',
          `Email: ${EMAIL_INVALID}`,
          'Topic: Topic is required.',
          'How should we reply?: How should we reply? is required.',
          'Collection date: Collection date is required.',
          'Message: Message is required.',
        ],
        focused: true,
      })
      expect(await visit.text({ css: `${FORM} .atoll-form-below` })).toBe(
        'Your form has encountered a problem. Please scroll up to review.',
      )
      expect(await described(visit, 'contact-form-email')).toEqual({
        invalid: 'true',
        description: `Error: ${EMAIL_INVALID}`,
      })
      expect(await described(visit, 'contact-form-topic')).toEqual({
        invalid: 'true',
        description: 'Error: Topic is required.',
      })
      expect(await visit.inbox('form')).toEqual([])

      // A link of the summary takes the visitor to the field.
      await visit.click({ role: 'link', name: `Email: ${EMAIL_INVALID}`, within: FORM })
      await visit.waitFor(() => document.activeElement?.id === 'contact-form-email')
      expect(await visit.focused()).toBe('Email (required)')

      await fillEveryField(visit)
      await visit.click(send)
      // The success message replaces the form and takes the focus (its text is in two elements).
      await visit.find({ css: '.atoll-form-submitted', within: FORM })
      expect(await visit.text({ css: `${FORM} .atoll-form-submitted` })).toBe(THANKS)
      expect(await visit.focused()).toBe(THANKS)
      expect(await visit.has(send)).toBe(false)

      const calls = await visit.inbox('form')
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'POST /api/form/FormSubmissionKey',
        'POST /api/form/SaveFormSubmission',
      ])
      const payload = calls[1]!.body as Record<string, unknown>
      expect(JSON.parse(payload.form as string)).toEqual(VALUES)
      expect(payload).toMatchObject({
        formId: 'contact',
        collectionId: 'contact-page',
        submitButtonText: 'Send message',
        pagePath: '/contact',
        queryString: 'utm_source=spring-letter',
        viewportInnerWidth: await visit.evaluate(() => innerWidth),
      })
    },
  )

  // Support: WebKit. The journey holds back the island's chunk, which needs a request held in the
  // browser; WebKitGTK's driver speaks WebDriver classic alone, which cannot intercept a request.
  it.skipIf(journeys.engine === 'webkit')(
    'keeps what the visitor typed into the server-rendered form before the island arrived',
    async () => {
      const visit = await journeys.open('/empty')
      const release = await visit.hold(FORM_CHUNK)
      await visit.goto('/contact')
      await visit.fill(field('First Name'), 'Ada')
      await visit.fill(field('Last Name'), 'Okafor')
      await visit.fill(field('Email (required)'), 'not-an-address')
      // The visitor reached for the form, which woke its island: its chunk is on its way, held.
      expect(await visit.evaluate(() => document.getElementById('contact-form')?.dataset.islandState)).not.toBe(
        'mounted',
      )
      await release()
      await visit.waitFor(() => document.getElementById('contact-form')?.dataset.islandState === 'mounted')

      await visit.click(send)
      await visit.find({ role: 'alert', name: PROBLEM_ABOVE, within: FORM })
      const { links } = await summary(visit)
      // What was typed is what the island checks: the name passes, the email does not.
      expect(links).toContain(`Email: ${EMAIL_INVALID}`)
      expect(links).not.toContain('Name: Name is required.')
      expect(
        await visit.evaluate(() =>
          ['contact-form-name-First', 'contact-form-name-Last', 'contact-form-email'].map(
            (id) => (document.getElementById(id) as HTMLInputElement | null)?.value,
          ),
        ),
      ).toEqual(['Ada', 'Okafor', 'not-an-address'])
    },
  )
})
