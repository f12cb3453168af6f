/**
 * The form endpoints (spec: POST /api/form/FormSubmissionKey and /api/form/SaveFormSubmission), as a
 * site's server would answer them for the demo's forms, and a readable list of accepted submissions
 * at /inbox/forms.
 *
 * - FormSubmissionKey issues a single-use key (valid for an hour) and, on first contact, a visitor
 *   cookie; past KEY_LIMIT keys a minute per visitor, or ADDRESS_LIMIT_FACTOR times that per client
 *   address (a visitor who drops the cookie is still counted), it answers 429. At most MAX_KEYS keys
 *   are kept; expired ones are dropped.
 * - SaveFormSubmission: 400 when the body is not JSON; 401 for a missing, unknown, expired or used
 *   key (a key is spent by any attempt); 429 past SAVE_LIMIT attempts a minute per visitor (or the
 *   factor times that per address); 404 for
 *   a form it does not know; 400 `{ error }` for a closed form; 400 `{ errors }` (field id to message)
 *   when a required field is empty or an email is not valid; else it stores the submission and
 *   answers 200 `{ id }`.
 * - Forms `status-<code>` answer `<code>` with `{}` once the key is checked, so each status of the
 *   catalogue can be shown from a real answer.
 * - SaveFormSubmission also takes the plain post a server-rendered form sends without script
 *   (`application/x-www-form-urlencoded`, from a page of this site only): read and checked with the
 *   island's rules (`readFormPost` of `atoll/server`) and the server's own, limited as above, stored
 *   the same way, and answered with a page: the thanks, or the errors in the island's words (400).
 */
import { randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { html } from 'hono/html'
import { MAX_ENTRIES, RateCounter } from '../bounded.ts'
import type { Database } from '../db.ts'
import { answerPage, isFormPost } from '../answer.ts'
import { DEMO_CONTEXT, htmlDocument } from '../layout.ts'
import { isSecretName, MASK } from '../mask.ts'
import { clientAddress, ownOrigin, sameOriginOnly, sameOriginPath } from '../origin.ts'
import { atollServer } from '../ssr.ts'
import type { AppEnv, DemoApp } from '../types.ts'

export const VISITOR_COOKIE = 'demo_form_visitor'
export const KEY_LIFETIME_MS = 60 * 60_000
export const RATE_WINDOW_MS = 60_000
/** Submission attempts a visitor may make a minute; the next one answers 429. */
export const SAVE_LIMIT = 5
/** Keys a visitor may ask for a minute; the next one answers 429 (the page then says it got no key). */
export const KEY_LIMIT = 20
/**
 * An address may make this many times a visitor's attempts: visitors share addresses (an office, a
 * household, the browser tests on 127.0.0.1), and the cap is there for one who keeps dropping the
 * visitor cookie.
 */
export const ADDRESS_LIMIT_FACTOR = 20
/** The most submission keys kept; past it the oldest are dropped (they could not be used for long anyway). */
export const MAX_KEYS = MAX_ENTRIES
const STATUS_FORM = /^status-([45]\d\d)$/

interface DemoField {
  id: string
  type: string
  title?: string
  required?: boolean
  [setting: string]: unknown
}

/** A form definition as the demo pages carry it in `data-block-json` (CONTRACT.md section 4). */
export interface DemoForm {
  formId: string
  fields: DemoField[]
  [setting: string]: unknown
}

const CONTACT: DemoForm = {
  formId: 'contact',
  collectionId: 'contact-page',
  objectName: 'contact-form',
  isNewsletter: false,
  submitButtonText: 'Send message',
  submissionHTML: '<p><strong>Thank you.</strong> We answer every message within one working day.</p>',
  successRedirect: '',
  captcha: true,
  disableValidation: false,
  fields: [
    { id: 'about', type: 'section', title: 'About you', description: 'So that we know who to answer.' },
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
    { id: 'phone', type: 'phone', title: 'Phone', description: 'We call only about a large order.' },
    { id: 'address', type: 'address', title: 'Delivery address' },
    { id: 'website', type: 'website', title: 'Your website', placeholder: 'https://' },
    { id: 'order', type: 'section', title: 'Your order', underline: true },
    {
      id: 'topic',
      type: 'select',
      title: 'Topic',
      required: true,
      options: ['Wholesale', 'Celebration cake', 'Feedback', 'Something else'],
    },
    { id: 'reply', type: 'radio', title: 'How should we reply?', required: true, options: ['Email', 'Phone'] },
    {
      id: 'loaves',
      type: 'checkbox',
      title: 'Which loaves do you buy?',
      options: ['Sourdough', 'Rye', 'Buckwheat', 'Baguette'],
    },
    { id: 'date', type: 'date', title: 'Collection date', required: true },
    { id: 'time', type: 'time', title: 'Collection time' },
    { id: 'guests', type: 'number', title: 'How many guests?', placeholder: '12' },
    { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$' },
    { id: 'reference', type: 'text', title: 'Order reference', placeholder: 'HSB-1042' },
    {
      id: 'trade',
      type: 'password',
      title: 'Trade account password',
      description: 'Only if you have a wholesale account.',
    },
    {
      id: 'visit',
      type: 'likert',
      title: 'Your last visit',
      statements: ['The bread was fresh.', 'The staff were friendly.'],
    },
    { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 500 },
    { id: 'source', type: 'hidden', name: 'utm_source', value: 'direct' },
  ],
}

const CALLBACK: DemoForm = {
  formId: 'callback',
  collectionId: 'contact-page',
  objectName: 'callback-form',
  isNewsletter: false,
  submitButtonText: 'Call me back',
  submissionHTML: '<p>We will call you back today.</p>',
  disableValidation: true,
  fields: [
    { id: 'callback-name', type: 'text', title: 'Your name', required: true },
    { id: 'callback-phone', type: 'phone', title: 'Phone', required: true },
    { id: 'callback-email', type: 'email', title: 'Email' },
  ],
}

const NEWSLETTER: DemoForm = {
  formId: 'newsletter',
  collectionId: 'newsletter-page',
  objectName: 'newsletter-block',
  isNewsletter: true,
  submitButtonText: 'Subscribe',
  submissionHTML: '<p>You are on the list. The first letter arrives on Friday.</p>',
  postSubmitHTML: '<script src="/demo/form-newsletter.js"></script>',
  fields: [
    { id: 'newsletter-email', type: 'email', title: 'Email address', required: true, placeholder: 'you@example.com' },
    { id: 'newsletter-source', type: 'hidden', name: 'utm_source', value: 'newsletter-page' },
  ],
}

const NEWSLETTER_ASIDE: DemoForm = {
  formId: 'newsletter-aside',
  collectionId: 'newsletter-page',
  objectName: 'newsletter-aside-block',
  isNewsletter: true,
  submitButtonText: 'Join',
  submissionHTML: '<p>Thanks, see you on Friday.</p>',
  fields: [{ id: 'aside-email', type: 'email', title: 'Email', required: true }],
}

/** The delivery form: its address field suggests addresses (`lookup`, docs/forms.md, Address lookup). */
export const DELIVERY: DemoForm = {
  formId: 'delivery',
  collectionId: 'delivery-page',
  objectName: 'delivery-form',
  isNewsletter: false,
  submitButtonText: 'Add me to the round',
  submissionHTML: '<p>You are on the Saturday round.</p>',
  fields: [
    { id: 'delivery-name', type: 'text', title: 'Your name', required: true },
    { id: 'delivery-address', type: 'address', title: 'Delivery address', required: true, lookup: true },
  ],
}

/** A form a site still shows after its owner closed it: the server refuses entries with its own text. */
const BAKE_OFF: DemoForm = {
  formId: 'bake-off',
  closed: 'Entries for the spring bake-off closed on 1 March.',
  fields: [{ id: 'bake-off-name', type: 'text', title: 'Your name', required: true }],
}

/**
 * The demo's forms by formId; the pages carry the same definitions. A record without a prototype: a
 * formId such as `constructor` or `__proto__` names no form (it would otherwise find Object's own).
 */
export const DEMO_FORMS: Readonly<Record<string, DemoForm>> = Object.assign(
  Object.create(null) as Record<string, DemoForm>,
  Object.fromEntries(
    [CONTACT, CALLBACK, NEWSLETTER, NEWSLETTER_ASIDE, DELIVERY, BAKE_OFF].map((form) => [form.formId, form]),
  ),
)

/**
 * The ids of the password fields of the form `formId` names (none for a form the demo does not
 * have). A submission's values are keyed by field id, which need not say "password": the inbox masks
 * these by the field's type.
 */
export function passwordFieldIds(formId: string): ReadonlySet<string> {
  const fields = DEMO_FORMS[formId]?.fields ?? []
  return new Set(fields.filter((field) => field.type === 'password').map((field) => field.id))
}

// The parts a required multi-part field needs (as the form island checks them, docs/forms.md).
const PARTS: Record<string, string[]> = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
}
const REQUIRED_PARTS: Record<string, string[]> = {
  name: ['First', 'Last'],
  phone: ['Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'City', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute'],
}
const EMAIL = /^[\w.!#$%&'*+/=?^`{|}~-]+@(?:[a-z\d-]+\.)+[a-z\d]{2,4}$/i

/** The server's own checks: field id to message, empty when the values pass. */
export function validateSubmission(form: DemoForm, values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of form.fields) {
    const value = values[field.id]
    const title = field.title ?? field.id
    if (field.type === 'section' || field.type === 'hidden') continue
    if (field.type === 'email') {
      const text = typeof value === 'string' ? value : ''
      if ((text !== '' || field.required) && !(text.length >= 3 && text.length <= 256 && EMAIL.test(text))) {
        errors[field.id] = `${title}: enter an email address like name@example.com.`
      }
      continue
    }
    if (field.required && isMissing(field, value)) errors[field.id] = `${title} cannot be empty.`
  }
  return errors
}

function isMissing(field: DemoField, value: unknown): boolean {
  const parts = PARTS[field.type]
  if (parts) {
    if (!Array.isArray(value)) return true
    return (REQUIRED_PARTS[field.type] ?? []).some((part) => !value[parts.indexOf(part)])
  }
  if (field.type === 'likert') {
    const answers = (value ?? {}) as Record<string, unknown>
    return ((field.statements as string[] | undefined) ?? []).some((statement) => !(statement in answers))
  }
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0
  return true
}

/** A stored submission, as /inbox/forms.json lists it. */
export interface FormSubmissionRecord {
  id: number
  formId: string
  visitor: string
  /** The whole payload the page sent. */
  payload: Record<string, unknown>
  /** Its `form` field, parsed. */
  values: Record<string, unknown>
  createdAt: string
}

interface SubmissionRow {
  id: number
  form_id: string
  visitor: string
  payload: string
  form: string
  created_at: string
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS form_keys (
    key TEXT PRIMARY KEY,
    visitor TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS form_keys_created ON form_keys (created_at);
  CREATE TABLE IF NOT EXISTS form_submissions (
    id INTEGER PRIMARY KEY,
    received_id INTEGER,
    form_id TEXT NOT NULL,
    submission_key TEXT NOT NULL,
    visitor TEXT NOT NULL,
    payload TEXT NOT NULL,
    form TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
`

export function register(app: DemoApp, db: Database): void {
  db.exec(SCHEMA)
  const keyRequests = new RateCounter(RATE_WINDOW_MS)
  const saveAttempts = new RateCounter(RATE_WINDOW_MS)
  const limits = (visitor: string, address: string, limit: number) => ({
    [`visitor:${visitor}`]: limit,
    [`address:${address}`]: limit * ADDRESS_LIMIT_FACTOR,
  })
  const pruneKeys = db.prepare<[number, number]>(
    `DELETE FROM form_keys WHERE created_at < ?
       OR key IN (SELECT key FROM form_keys ORDER BY created_at DESC LIMIT -1 OFFSET ?)`,
  )

  app.post('/api/form/FormSubmissionKey', (c) => {
    let visitor = getCookie(c, VISITOR_COOKIE)
    if (!visitor) {
      visitor = randomUUID()
      setCookie(c, VISITOR_COOKIE, visitor, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 365 * 86_400 })
    }
    if (!keyRequests.allow(limits(visitor, clientAddress(c), KEY_LIMIT)))
      return c.json({ error: 'Too many submission keys requested.' }, 429)
    const key = randomUUID()
    const now = Date.now()
    // Room for the new key: expired keys go, then the oldest past MAX_KEYS - 1.
    pruneKeys.run(now - KEY_LIFETIME_MS, MAX_KEYS - 1)
    db.prepare('INSERT INTO form_keys (key, visitor, created_at) VALUES (?, ?, ?)').run(key, visitor, now)
    return c.json({ key })
  })

  // A post without script is a form's own: taken from a page of this site only (a page elsewhere
  // could otherwise post in a visitor's name).
  const plainFromHere: MiddlewareHandler = (c, next) =>
    isFormPost(c.req.header('content-type')) ? sameOriginOnly(c, next) : next()
  app.post('/api/form/SaveFormSubmission', plainFromHere, async (c) => {
    if (isFormPost(c.req.header('content-type'))) return plainPost(c)
    let payload: Record<string, unknown>
    try {
      payload = (await c.req.json()) as Record<string, unknown>
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
        throw new TypeError('not an object')
    } catch {
      return c.json({ error: 'The submission is not a JSON object.' }, 400)
    }
    const now = Date.now()
    const key = typeof payload.key === 'string' ? payload.key : ''
    const issued = db
      .prepare<[string], { visitor: string; created_at: number; used_at: number | null }>(
        'SELECT visitor, created_at, used_at FROM form_keys WHERE key = ?',
      )
      .get(key)
    if (!issued || issued.used_at !== null || now - issued.created_at > KEY_LIFETIME_MS) {
      return c.json({ error: 'Unknown, expired or used submission key.' }, 401)
    }
    db.prepare('UPDATE form_keys SET used_at = ? WHERE key = ?').run(now, key)
    if (!saveAttempts.allow(limits(issued.visitor, clientAddress(c), SAVE_LIMIT)))
      return c.json({ error: 'Too many submissions.' }, 429)

    const formId = typeof payload.formId === 'string' ? payload.formId : ''
    const forced = STATUS_FORM.exec(formId)
    if (forced) return c.json({}, Number(forced[1]) as 400)
    const form = DEMO_FORMS[formId]
    if (!form) return c.json({ error: 'Unknown form.' }, 404)
    if (typeof form.closed === 'string') return c.json({ error: form.closed }, 400)

    let values: Record<string, unknown>
    try {
      values = JSON.parse(String(payload.form)) as Record<string, unknown>
      if (typeof values !== 'object' || values === null || Array.isArray(values)) throw new TypeError('not an object')
    } catch {
      return c.json({ error: 'Could not parse the form fields.' }, 400)
    }
    const errors = validateSubmission(form, values)
    if (Object.keys(errors).length) return c.json({ errors }, 400)

    const result = db
      .prepare(
        `INSERT INTO form_submissions (received_id, form_id, submission_key, visitor, payload, form, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        c.get('received')?.id ?? null,
        formId,
        key,
        issued.visitor,
        JSON.stringify(payload),
        JSON.stringify(values),
        new Date(now).toISOString(),
      )
    return c.json({ id: Number(result.lastInsertRowid) })
  })

  /** A post sent without script: the same checks, limits and record, answered with a page. */
  async function plainPost(c: Context<AppEnv>) {
    const back = sameOriginPath(c.req.header('referer'), ownOrigin(c), '/')
    const visitor = getCookie(c, VISITOR_COOKIE) ?? randomUUID()
    setCookie(c, VISITOR_COOKIE, visitor, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 365 * 86_400 })
    if (!saveAttempts.allow(limits(visitor, clientAddress(c), SAVE_LIMIT)))
      return c.html(
        answerPage({ title: 'Too many submissions', back, lines: ['Wait a minute, then send the form again.'] }),
        429,
      )
    const body = new URLSearchParams(await c.req.text())
    const { formIdOf, readFormPost } = await atollServer()
    const form = DEMO_FORMS[formIdOf(body)]
    if (!form)
      return c.html(answerPage({ title: 'Unknown form', back, lines: ['This form is not one of the site’s.'] }), 404)
    if (typeof form.closed === 'string')
      return c.html(answerPage({ title: 'Not sent', back, lines: [form.closed] }), 400)
    const query = new URL(back, ownOrigin(c)).searchParams
    const { values, errors: checks } = await readFormPost(form, body, { page: DEMO_CONTEXT, query })
    const errors = { ...validateSubmission(form, values), ...checks }
    if (Object.keys(errors).length) {
      const lines = form.fields.flatMap((field) => (errors[field.id] ? [errors[field.id]!] : []))
      return c.html(answerPage({ title: 'Not sent: please check your entries', back, lines, correct: true }), 400)
    }
    const payload = {
      formId: form.formId,
      form: JSON.stringify(values),
      pagePath: new URL(back, ownOrigin(c)).pathname,
      withoutScript: true,
    }
    db.prepare(
      `INSERT INTO form_submissions (received_id, form_id, submission_key, visitor, payload, form, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      c.get('received')?.id ?? null,
      form.formId,
      randomUUID(),
      visitor,
      JSON.stringify(payload),
      payload.form,
      new Date().toISOString(),
    )
    return c.html(answerPage({ title: 'Thank you!', back, lines: ['Your form was sent.'] }))
  }

  app.get('/inbox/forms.json', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(selectSubmissions(db, c.req.query('probe')))
  })

  app.post('/inbox/forms/clear', sameOriginOnly, (c) => {
    db.exec('DELETE FROM form_submissions')
    return c.redirect('/inbox/forms', 303)
  })
  app.get('/inbox/forms/clear', (c) =>
    c.text('Forbidden: the submissions are cleared with their Clear button (a POST).', 403),
  )

  app.get('/inbox/forms', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.html(
      htmlDocument({ title: 'Form submissions · Atoll demo', body: submissionsPage(selectSubmissions(db).reverse()) }),
    )
  })
}

/** Accepted submissions, oldest first; with `probe`, only those a test's browser context sent. */
export function selectSubmissions(db: Database, probe?: string): FormSubmissionRecord[] {
  const rows =
    probe === undefined
      ? db.prepare<[], SubmissionRow>('SELECT * FROM form_submissions ORDER BY id').all()
      : db
          .prepare<[string], SubmissionRow>(
            `SELECT s.* FROM form_submissions s JOIN received r ON r.id = s.received_id
             WHERE json_extract(r.headers, '$."x-atoll-probe"') = ? ORDER BY s.id`,
          )
          .all(probe)
  return rows.map((row) => ({
    id: row.id,
    formId: row.form_id,
    visitor: row.visitor,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    values: JSON.parse(row.form) as Record<string, unknown>,
    createdAt: row.created_at,
  }))
}

function submissionsPage(submissions: FormSubmissionRecord[]) {
  return html`<header class="site-header">
      <p><a href="/">Atoll demo</a> · <a href="/inbox">Inbox</a></p>
      <h1>Form submissions</h1>
      <p>What the demo server accepted from the form pages, newest first, field by field.</p>
    </header>
    <main class="inbox">
      <div class="inbox-actions">
        <a class="button" href="/inbox/forms">Refresh</a>
        <form method="post" action="/inbox/forms/clear"><button type="submit" class="button">Clear</button></form>
        <a href="/inbox/forms.json">JSON</a>
      </div>
      ${
        submissions.length === 0
          ? html`<p class="empty-state">No submission yet. Send the <a href="/contact">contact form</a> or the <a href="/newsletter">newsletter form</a>.</p>`
          : submissions.map(
              (submission) => html`<article class="record">
              <h3>${submission.formId} <span class="count">#${submission.id}</span></h3>
              <p class="meta"><time datetime="${submission.createdAt}">${submission.createdAt}</time> · from ${String(submission.payload.pagePath ?? '')}</p>
              <dl>
                ${Object.entries(submission.values).map(([id, value]) => html`<dt>${id}</dt><dd>${isSecretField(submission.formId, id) ? MASK : readable(value)}</dd>`)}
              </dl>
            </article>`,
            )
      }
    </main>`
}

/** A password field of the form, or a field named like a secret: the page masks its value. */
function isSecretField(formId: string, id: string): boolean {
  return isSecretName(id) || passwordFieldIds(formId).has(id)
}

function readable(value: unknown): string {
  if (Array.isArray(value)) return value.map((part) => (part === '' ? '–' : String(part))).join(' · ') || '–'
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([statement, answer]) => `${statement} ${String(answer)}`)
      .join('; ')
  }
  return value === '' || value === undefined ? '–' : String(value)
}
