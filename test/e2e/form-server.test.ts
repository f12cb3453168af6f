// The demo server's form endpoints, called as a page would call them, and the demo pages' form
// definitions checked against the server's.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEMO_FORMS, KEY_LIMIT, SAVE_LIMIT, VISITOR_COOKIE } from '../../demo-site/server/routes/form.ts'
import type { FormSubmissionRecord } from '../../demo-site/server/routes/form.ts'
import { renderPage } from '../../demo-site/server/pages.tsx'
import { baseUrl, PROBE_HEADER } from './harness.ts'

/** A visitor: its own cookie jar (the server's visitor cookie) and probe id. */
function visitor() {
  const probe = crypto.randomUUID()
  let cookie = ''
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PROBE_HEADER]: probe, ...(cookie && { cookie }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const set = response.headers.get('set-cookie')
    if (set?.startsWith(`${VISITOR_COOKIE}=`)) cookie = set.split(';')[0]!
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const key = async () => (await call('/api/form/FormSubmissionKey')).body.key as string
  const save = async (payload: Record<string, unknown>) =>
    call('/api/form/SaveFormSubmission', { key: await key(), ...payload })
  const stored = async () =>
    (await (await fetch(`${baseUrl()}/inbox/forms.json?probe=${probe}`)).json()) as FormSubmissionRecord[]
  return { call, key, save, stored, cookie: () => cookie }
}

const callback = (values: Record<string, unknown>) => ({ formId: 'callback', form: JSON.stringify(values) })
const validCallback = { 'callback-name': 'Ada', 'callback-phone': ['', '555', '123', '4567'], 'callback-email': '' }

describe('FormSubmissionKey', () => {
  it('issues a fresh key each time and a visitor cookie on first contact', async () => {
    const v = visitor()
    const first = await v.key()
    expect(v.cookie()).toMatch(new RegExp(`^${VISITOR_COOKIE}=[\\da-f-]{36}$`))
    const second = await v.key()
    expect(first).toMatch(/^[\da-f-]{36}$/)
    expect(second).not.toBe(first)
  })

  it(`answers 429 past ${KEY_LIMIT} keys a minute for one visitor`, async () => {
    const v = visitor()
    for (let i = 0; i < KEY_LIMIT; i++) await v.key()
    expect(await v.call('/api/form/FormSubmissionKey')).toEqual({
      status: 429,
      body: { error: 'Too many submission keys requested.' },
    })
  })
})

describe('SaveFormSubmission', () => {
  it('accepts a valid submission once per key, and stores it', async () => {
    const v = visitor()
    const key = await v.key()
    const payload = { key, ...callback(validCallback), pagePath: '/contact' }
    const accepted = await v.call('/api/form/SaveFormSubmission', payload)
    expect(accepted.status).toBe(200)
    expect(accepted.body).toEqual({ id: expect.any(Number) })
    expect(await v.call('/api/form/SaveFormSubmission', payload)).toEqual({
      status: 401,
      body: { error: 'Unknown, expired or used submission key.' },
    })
    const [stored, ...more] = await v.stored()
    expect(more).toEqual([])
    expect(stored).toMatchObject({ id: accepted.body.id, formId: 'callback', payload, values: validCallback })
  })

  it('answers 401 without a key or with one it never issued', async () => {
    const v = visitor()
    expect((await v.call('/api/form/SaveFormSubmission', callback(validCallback))).status).toBe(401)
    expect(
      (await v.call('/api/form/SaveFormSubmission', { key: crypto.randomUUID(), ...callback(validCallback) })).status,
    ).toBe(401)
  })

  it('answers 404 for a form it does not know', async () => {
    expect(await visitor().save({ formId: 'no-such-form', form: '{}' })).toEqual({
      status: 404,
      body: { error: 'Unknown form.' },
    })
  })

  it('answers 400 with an errors map for empty required fields and invalid emails', async () => {
    const v = visitor()
    const answer = await v.save(
      callback({ 'callback-name': '', 'callback-phone': ['', '555', '', ''], 'callback-email': 'ada@' }),
    )
    expect(answer).toEqual({
      status: 400,
      body: {
        errors: {
          'callback-name': 'Your name cannot be empty.',
          'callback-phone': 'Phone cannot be empty.',
          'callback-email': 'Email: enter an email address like name@example.com.',
        },
      },
    })
    expect(await v.stored()).toEqual([])
  })

  it('checks every required part and the likert statements of the contact form', async () => {
    const answer = await visitor().save({
      formId: 'contact',
      form: JSON.stringify({
        name: ['Ada', 'Okafor'],
        email: 'ada@harbour.shop',
        topic: 'Feedback',
        reply: 'Email',
        date: ['04', '', '2025'],
        message: 'Hi',
      }),
    })
    expect(answer).toEqual({ status: 400, body: { errors: { date: 'Collection date cannot be empty.' } } })
  })

  it("answers a closed form with the owner's text, and a status-<code> form with that status", async () => {
    expect(await visitor().save({ formId: 'bake-off', form: '{}' })).toEqual({
      status: 400,
      body: { error: 'Entries for the spring bake-off closed on 1 March.' },
    })
    for (const status of [401, 404, 429, 500, 503]) {
      expect(await visitor().save({ formId: `status-${status}`, form: '{}' })).toEqual({ status, body: {} })
    }
  })

  it(`answers 429 past ${SAVE_LIMIT} submissions a minute for one visitor, and not for another`, async () => {
    const v = visitor()
    for (let i = 0; i < SAVE_LIMIT; i++) expect((await v.save(callback(validCallback))).status).toBe(200)
    expect(await v.save(callback(validCallback))).toEqual({ status: 429, body: { error: 'Too many submissions.' } })
    expect((await visitor().save(callback(validCallback))).status).toBe(200)
    expect(await v.stored()).toHaveLength(SAVE_LIMIT)
  })

  it('answers 400 for a body that is not a JSON object, or form fields that are not one', async () => {
    const v = visitor()
    expect((await v.call('/api/form/SaveFormSubmission', [1, 2])).status).toBe(400)
    expect(await v.save({ formId: 'callback', form: 'not json' })).toEqual({
      status: 400,
      body: { error: 'Could not parse the form fields.' },
    })
  })
})

describe('the form submissions page', () => {
  it('lists what was accepted, field by field', async () => {
    const v = visitor()
    await v.save({ ...callback({ ...validCallback, 'callback-name': 'Grace Hopper-Baker' }), pagePath: '/contact' })
    const page = await (await fetch(`${baseUrl()}/inbox/forms`)).text()
    expect(page).toContain('<h1>Form submissions</h1>')
    expect(page).toContain('<dt>callback-name</dt><dd>Grace Hopper-Baker</dd>')
    expect(page).toContain('<dt>callback-phone</dt><dd>– · 555 · 123 · 4567</dd>')
  })
})

/** The entities the page renderer writes in an attribute. */
const ENTITIES: Record<string, string> = { quot: '"', lt: '<', gt: '>', '#39': "'", amp: '&' }

describe('the demo pages', () => {
  it.each([
    ['contact', ['contact', 'callback']],
    ['newsletter', ['newsletter', 'newsletter-aside']],
  ])('%s carries the definitions the server checks against', async (page, formIds) => {
    const html = (await renderPage(fileURLToPath(new URL('../../demo-site/pages', import.meta.url)), page))!
    const decode = (text: string) =>
      text.replace(/&(quot|lt|gt|#39|amp);/g, (_, entity: string) => ENTITIES[entity] ?? '')
    const definitions = [...html.matchAll(/data-block="form"[^>]*data-block-json="([^"]*)"/g)].map(
      (match) => JSON.parse(decode(match[1]!)) as { formId: string },
    )
    expect(definitions.map((definition) => definition.formId)).toEqual(formIds)
    for (const definition of definitions) expect(definition).toEqual(DEMO_FORMS[definition.formId])
  })
})
