// @vitest-environment happy-dom
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { dataHandlers } from '../../../test/msw/handlers/data.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import { setPageContext } from '../../../test/page-context.ts'
import { showSystemError } from '../dialogs/system-error.ts'
import { HttpError, NetworkError, ParseError, TimeoutError } from '../errors.ts'
import { hasMessage, loadMessages } from '../i18n/index.ts'
import { getCookie, setCookie } from '../storage/cookies.ts'
import { RETRY_DELAY_MS } from './catalogue.ts'
import { API_ORIGIN_ERROR } from './client.ts'
import { apiUrl, del, get, post, put } from './index.ts'

const i18n = vi.hoisted(() => ({ locale: 'en-US' }))

// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('../i18n/index.ts', async () => {
  const { compileMessage } = await import('../i18n/validate.ts')
  const { formatMessage } = await import('../i18n/format.ts')
  const dictionaries = {
    'en-US': (await import('../../dictionaries/en-US/data.json')).default,
    'fr-FR': (await import('../../dictionaries/fr-FR/data.json')).default,
  }
  return {
    loadMessages: vi.fn(async () => {}),
    hasMessage: vi.fn(() => false),
    t: (id: string, values?: Record<string, string | number>) => {
      const messages: Record<string, string> = dictionaries[i18n.locale as 'en-US']
      if (!(id in messages)) throw new Error(`no message ${id}`)
      return formatMessage(compileMessage(messages[id]!) as never, values, i18n.locale)
    },
  }
})
vi.mock('../dialogs/system-error.ts', () => ({ showSystemError: vi.fn(async () => {}) }))
vi.mock('../storage/cookies.ts', async (importOriginal) => {
  const cookies = await importOriginal<typeof import('../storage/cookies.ts')>()
  return { ...cookies, setCookie: vi.fn(cookies.setCookie) }
})

const seen = useServer(...dataHandlers)
const ORIGIN = 'http://localhost:3000'
const UNABLE = 'Unable to connect. Please try again.'
const NOT_FOUND = 'Unable to locate content'

/** Replies with `status` and `reply` as JSON, through the shared status handler. */
const answer = (status: number, reply?: unknown, options = {}) =>
  get(`/api/test/status/${status}`, {
    ...options,
    searchParams: reply === undefined ? {} : { reply: JSON.stringify(reply) },
  })

beforeEach(() => {
  document.cookie = 'crumb=c0; path=/'
  i18n.locale = 'en-US'
  vi.mocked(setCookie).mockClear()
  vi.mocked(showSystemError).mockClear()
  vi.mocked(loadMessages)
    .mockClear()
    .mockImplementation(async () => {})
})

describe('requests', () => {
  test('every URL carries the crumb cookie as its crumb parameter, beside its own query', async () => {
    await get('/api/test/echo?page=2', { searchParams: { q: 'shoes', limit: 10, skip: undefined } })
    await post('/api/test/echo', { json: {} })
    await put('/api/test/echo', { json: {} })
    await del('/api/test/echo')
    expect(seen.map((request) => [request.method, request.url.search])).toEqual([
      ['GET', '?page=2&q=shoes&limit=10&crumb=c0'],
      ['POST', '?crumb=c0'],
      ['PUT', '?crumb=c0'],
      ['DELETE', '?crumb=c0'],
    ])
  })

  test('the crumb follows the cookie when it changes', async () => {
    document.cookie = 'crumb=c9; path=/'
    await get('/api/test/echo')
    expect(seen[0]?.url.searchParams.get('crumb')).toBe('c9')
  })

  test('another host never receives the crumb', async () => {
    server.use(http.get('https://elsewhere.example/api/x', () => HttpResponse.json({})))
    await get('https://elsewhere.example/api/x')
    expect(seen[0]?.url.href).toBe('https://elsewhere.example/api/x')
  })

  test('JSON is the default: a JSON body is sent as JSON and the answer is parsed', async () => {
    const reply = await post('/api/test/echo', { json: { name: 'Ada' } })
    expect(reply).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"name":"Ada"}' })
    expect(seen[0]?.headers.get('accept')).toBe('application/json')
  })

  test('form fields are sent form-encoded', async () => {
    const reply = await post('/api/test/echo', { form: { a: 1, b: 'two words' } })
    expect(reply).toMatchObject({
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
      body: 'a=1&b=two+words',
    })
  })

  test('headers are sent and a text answer is read as text', async () => {
    server.use(http.get('/api/test/text', ({ request }) => HttpResponse.text(`hello ${request.headers.get('x-name')}`)))
    await expect(get('/api/test/text', { responseType: 'text', headers: { 'x-name': 'Ada' } })).resolves.toBe(
      'hello Ada',
    )
  })

  test("the caller's headers replace the defaults whatever their case", async () => {
    const reply = await post('/api/test/echo', {
      json: { name: 'Ada' },
      headers: { Accept: 'text/plain', 'Content-Type': 'application/vnd.atoll+json' },
    })
    expect(reply).toMatchObject({ contentType: 'application/vnd.atoll+json', body: '{"name":"Ada"}' })
    expect(seen[0]?.headers.get('accept')).toBe('text/plain')
  })

  test('same-origin requests send credentials', async () => {
    await get('/api/test/echo')
    expect(seen[0]?.credentials).toBe('same-origin')
    expect(seen[0]?.headers.get('cookie')).toContain('crumb=c0')
  })

  test('a secure request goes to the site’s own domain over https, with credentials and the crumb', async () => {
    server.use(http.post('https://localhost/api/rest/secure', () => HttpResponse.json({ ok: true })))
    await expect(post('/api/rest/secure', { secure: true, json: {} })).resolves.toEqual({ ok: true })
    expect(seen[0]?.url.href).toBe('https://localhost/api/rest/secure?crumb=c0')
    expect(seen[0]?.credentials).toBe('include')
  })
})

describe('an API on another origin (website.apiOrigin)', () => {
  const API = 'https://api.example.com'
  /** Writes the page context, as the template does, and hands on what the loader reads of it. */
  const context = (website: Record<string, unknown>) => setPageContext({ website })
  afterEach(() => setPageContext())

  test('every call goes there with credentials, the crumb and its anti-forgery headers', async () => {
    context({ id: 'site-1', apiOrigin: API })
    server.use(
      http.get(`${API}/api/commerce/cart`, () => HttpResponse.json({ entries: [] })),
      http.post(`${API}/api/form/SaveFormSubmission`, () => HttpResponse.json({ ok: true })),
    )
    await expect(get('/api/commerce/cart')).resolves.toEqual({ entries: [] })
    await post('/api/form/SaveFormSubmission', {
      json: { key: 'k' },
      headers: { 'X-CSRF-Token': 'c0', 'X-SiteUser-XSRF-Token': 'member-token' },
    })
    expect(seen.map((request) => request.url.href)).toEqual([
      `${API}/api/commerce/cart?crumb=c0`,
      `${API}/api/form/SaveFormSubmission?crumb=c0`,
    ])
    expect(seen.map((request) => request.credentials)).toEqual(['include', 'include'])
    expect(seen[1]?.headers.get('x-csrf-token')).toBe('c0')
    expect(seen[1]?.headers.get('x-siteuser-xsrf-token')).toBe('member-token')
    expect(apiUrl('/api/track/Track')).toBe(`${API}/api/track/Track`)
  })

  test('an origin written with a trailing slash is that origin; another host still gets no crumb', async () => {
    context({ apiOrigin: `${API}/` })
    server.use(
      http.get(`${API}/api/content/items`, () => HttpResponse.json({ items: [] })),
      http.get('https://elsewhere.example/feed', () => HttpResponse.json([])),
    )
    await get('/api/content/items')
    await get('https://elsewhere.example/feed')
    expect(seen.map((request) => request.url.href)).toEqual([
      `${API}/api/content/items?crumb=c0`,
      'https://elsewhere.example/feed',
    ])
    expect(seen[1]?.credentials).toBe('same-origin')
  })

  test.each([
    ['a path', `${API}/v1`],
    ['credentials', 'https://user:secret@api.example.com'],
    ['a query', `${API}?site=1`],
    ['another scheme', 'ftp://api.example.com'],
    ['no scheme', 'api.example.com'],
    ['a number', 42],
  ])('an origin with %s is refused with one console error, and calls go to the page', async (_, value) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    context({ apiOrigin: value })
    await get('/api/test/echo')
    await get('/api/test/echo')
    expect(seen.map((request) => request.url.href)).toEqual([
      `${ORIGIN}/api/test/echo?crumb=c0`,
      `${ORIGIN}/api/test/echo?crumb=c0`,
    ])
    expect(logged.mock.calls).toEqual([[API_ORIGIN_ERROR, JSON.stringify(value)]])
    expect(API_ORIGIN_ERROR).toBe(
      "[atoll] #atoll-context: website.apiOrigin must be an http(s) origin without path or credentials (https://api.example.com), the page's own used:",
    )
  })
})

describe('the error catalogue', () => {
  test.each([
    [401, 'Unauthorized request'],
    [403, 'Unauthorized request'],
    [500, 'Internal server error. Please try again later.'],
    [501, 'Internal server error. Please try again later.'],
    [503, 'This service is temporarily unavailable. Please try again later.'],
    [400, UNABLE],
    [404, NOT_FOUND],
    [410, NOT_FOUND],
    [429, UNABLE],
    [502, UNABLE],
  ])('status %i rejects with “%s”', async (status, message) => {
    const error = await answer(status).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ message, status, url: `${ORIGIN}/api/test/status/${status}` })
  })

  test("a failure takes its text from the messages a module loaded, without fetching the data layer's own", async () => {
    vi.mocked(hasMessage).mockReturnValueOnce(true)
    await expect(answer(503)).rejects.toMatchObject({
      message: 'This service is temporarily unavailable. Please try again later.',
    })
    expect(loadMessages).not.toHaveBeenCalled()
    await expect(answer(503)).rejects.toMatchObject({ id: 'data.unavailable' })
    expect(loadMessages).toHaveBeenCalledTimes(1)
  })

  test('a status message comes from the dictionary of the page locale, with its id', async () => {
    i18n.locale = 'fr-FR'
    await expect(answer(403)).rejects.toMatchObject({ message: 'Requête non autorisée', id: 'data.unauthorized' })
    await expect(answer(503)).rejects.toMatchObject({
      message: 'Ce service est temporairement indisponible. Veuillez réessayer plus tard.',
    })
  })

  test('204 is an empty success', async () => {
    await expect(answer(204)).resolves.toBeNull()
    await expect(del('/api/test/status/204')).resolves.toBeNull()
  })

  test('1223 is an empty success', async () => {
    // fetch cannot build a 1223 response (an old browser's name for 204), so a stand-in answer is used.
    const fake = {
      status: 1223,
      ok: false,
      body: null,
      headers: new Headers(),
      text: async () => '',
      clone: () => fake,
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => fake),
    )
    try {
      await expect(get('/api/anything')).resolves.toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test('a 200 without a body is an empty success', async () => {
    await expect(answer(200)).resolves.toBeNull()
  })

  test("an unparseable success rejects with 'Something went wrong'; the console has the parse message, method, URL and status", async () => {
    const page = '<!doctype html><title>Sign in to the network</title><p>secret-session-id=42'
    server.use(http.put('/api/test/garbage', () => HttpResponse.html(page)))
    const parserMessage = (() => {
      try {
        return JSON.parse(page)
      } catch (error) {
        return (error as Error).message
      }
    })()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const error = await put('/api/test/garbage', { json: {} }).catch((reason: unknown) => reason)
      expect(error).toBeInstanceOf(ParseError)
      expect(error).toMatchObject({
        message: 'Something went wrong',
        id: 'data.failed',
        url: `${ORIGIN}/api/test/garbage`,
      })
      expect(JSON.stringify(error)).not.toContain('doctype')
      expect(logged.mock.calls).toEqual([
        [
          `[atoll:data] PUT ${ORIGIN}/api/test/garbage answered 200: Internal Error: Unable to parse server response from (${ORIGIN}/api/test/garbage) as JSON: ${parserMessage}.`,
        ],
      ])
    } finally {
      logged.mockRestore()
    }
  })

  test('an answer without a JSON body logs one console error naming the method, the URL and the status; a refusal the caller reads, none', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      server.use(http.delete('/api/test/gone', () => new HttpResponse('<h1>Not Found</h1>', { status: 404 })))
      await expect(del('/api/test/gone')).rejects.toMatchObject({ message: NOT_FOUND, status: 404 })
      await expect(answer(500)).rejects.toMatchObject({ message: 'Internal server error. Please try again later.' })
      await expect(answer(409, { error: 'Only 2 left' })).rejects.toMatchObject({ body: { error: 'Only 2 left' } })
      await expect(answer(400, { error: 'Name is required' })).rejects.toMatchObject({ message: 'Name is required' })
      expect(logged.mock.calls).toEqual([
        [`[atoll:data] DELETE ${ORIGIN}/api/test/gone answered 404`],
        [`[atoll:data] GET ${ORIGIN}/api/test/status/500 answered 500`],
      ])
    } finally {
      logged.mockRestore()
    }
  })

  test('a 200 body with error goes to failure with its text and body', async () => {
    const error = await answer(200, { error: 'That name is taken' }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ message: 'That name is taken', status: 200, body: { error: 'That name is taken' } })
  })

  test.each([400, 401, 500, 502])(
    'status %i with error, message or billingErrorCode goes to the failure handler with that body',
    async (status) => {
      await expect(answer(status, { error: 'Card declined', errors: { 'email-1': 'Bad' } })).rejects.toMatchObject({
        message: 'Card declined',
        status,
        body: { error: 'Card declined', errors: { 'email-1': 'Bad' } },
      })
      await expect(answer(status, { message: 'Try a smaller file' })).rejects.toMatchObject({
        message: 'Try a smaller file',
        body: { message: 'Try a smaller file' },
      })
      await expect(answer(status, { billingErrorCode: 7 })).rejects.toMatchObject({
        message: 'Something went wrong',
        id: 'data.failed',
        body: { billingErrorCode: 7 },
      })
    },
  )

  test('other statuses keep their status message whatever the body says', async () => {
    await expect(answer(403, { error: 'nope' })).rejects.toMatchObject({
      message: 'Unauthorized request',
      body: { error: 'nope' },
    })
    await expect(answer(404, { error: 'nope' })).rejects.toMatchObject({ message: NOT_FOUND, status: 404 })
    await expect(answer(429, { error: 'nope' })).rejects.toMatchObject({ message: UNABLE, status: 429 })
  })

  test('a network failure rejects with the connect message', async () => {
    server.use(http.get('/api/test/down', () => HttpResponse.error()))
    const error = await get('/api/test/down').catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({ message: UNABLE, url: `${ORIGIN}/api/test/down` })
  })
})

describe('retries', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Runs `call` with fake timers until it settles; returns its outcome. */
  async function withFakeTimers<T>(call: () => Promise<T>): Promise<PromiseSettledResult<T>> {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const outcome = Promise.allSettled([call()])
    await vi.advanceTimersByTimeAsync(5_000)
    return (await outcome)[0]!
  }

  test('an unexpected status is retried every 200 ms as many times as the retry count', async () => {
    let calls = 0
    server.use(
      http.all('/api/test/flaky', () =>
        ++calls <= 3 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ ok: true }),
      ),
    )
    const outcome = await withFakeTimers(() => post('/api/test/flaky', { retry: 3, json: {} }))
    expect(outcome).toEqual({ status: 'fulfilled', value: { ok: true } })
    const start = seen[0]!.at
    expect(seen.map((request) => request.at - start)).toEqual([0, 200, 400, 600])
  })

  test('when the retries run out, the last answer’s message is given', async () => {
    server.use(http.get('/api/test/flaky', () => new HttpResponse(null, { status: 502 })))
    const outcome = await withFakeTimers(() => get('/api/test/flaky', { retry: 2 }))
    expect(outcome).toMatchObject({ status: 'rejected', reason: { message: UNABLE, status: 502 } })
    expect(seen).toHaveLength(3)
  })

  test('a network failure is retried', async () => {
    let calls = 0
    server.use(
      http.get('/api/test/flaky', () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true }))),
    )
    const outcome = await withFakeTimers(() => get('/api/test/flaky', { retry: 1 }))
    expect(outcome).toEqual({ status: 'fulfilled', value: { ok: true } })
    expect(seen.map((request) => request.at - seen[0]!.at)).toEqual([0, 200])
  })

  test('without a retry count nothing is retried', async () => {
    await expect(answer(502)).rejects.toMatchObject({ message: UNABLE })
    expect(seen).toHaveLength(1)
  })

  test.each([401, 403, 404, 410, 500, 501, 503])('status %i is not retried', async (status) => {
    const outcome = await withFakeTimers(() => answer(status, undefined, { retry: 3 }))
    expect(outcome.status).toBe('rejected')
    expect(seen).toHaveLength(1)
  })

  test('a failure body is not retried', async () => {
    const outcome = await withFakeTimers(() => answer(400, { error: 'Bad' }, { retry: 3 }))
    expect(outcome).toMatchObject({ status: 'rejected', reason: { message: 'Bad' } })
    expect(seen).toHaveLength(1)
  })
})

describe('timeouts', () => {
  test('no answer at all settles with a TimeoutError', async () => {
    server.use(http.get('/api/test/hang', () => delay('infinite')))
    const error = await get('/api/test/hang', { timeout: 50 }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ message: UNABLE, timeout: 50, url: `${ORIGIN}/api/test/hang` })
  })

  test('a body that stalls after its headers settles with a TimeoutError', async () => {
    const stalled = () =>
      new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"a":')) })
    server.use(
      http.get(
        '/api/test/stall',
        () => new HttpResponse(stalled(), { headers: { 'content-type': 'application/json' } }),
      ),
    )
    await expect(get('/api/test/stall', { timeout: 50 })).rejects.toBeInstanceOf(TimeoutError)
  })

  test('a dictionary that never loads does not hold a failure past the timeout', async () => {
    vi.mocked(loadMessages).mockImplementation(() => new Promise(() => {}))
    await expect(answer(502, undefined, { timeout: 100 })).rejects.toBeInstanceOf(TimeoutError)
  })

  test('the timeout covers the retries', async () => {
    server.use(http.get('/api/test/flaky', () => new HttpResponse(null, { status: 502 })))
    const started = performance.now()
    await expect(get('/api/test/flaky', { retry: 1_000, timeout: 500 })).rejects.toBeInstanceOf(TimeoutError)
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(seen.length).toBeGreaterThan(1)
    expect(seen.length).toBeLessThanOrEqual(4)
    // A retry that was waiting when the time ran out sends nothing.
    const sent = seen.length
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(seen).toHaveLength(sent)
  })
})

describe("a caller's signal", () => {
  test('settles a call on its way at once: a NetworkError, no retry, nothing logged', async () => {
    server.use(http.get('/api/test/slow', () => delay('infinite')))
    const errors = vi.spyOn(console, 'error')
    const controller = new AbortController()
    const call = get('/api/test/slow', { signal: controller.signal, retry: 3 }).catch((reason: unknown) => reason)
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    controller.abort()
    expect(await call).toBeInstanceOf(NetworkError)
    expect(seen).toHaveLength(1)
    expect(errors).not.toHaveBeenCalled()
  })

  test('an aborted signal sends nothing', async () => {
    await expect(get('/api/test/slow', { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(NetworkError)
    expect(seen).toHaveLength(0)
  })
})

describe('body flags', () => {
  test('crumbFail: three calls failing together share one renewal and are each retried once', async () => {
    const issued: string[] = []
    server.use(
      http.all('/api/test/guarded', ({ request }) => {
        const crumb = new URL(request.url).searchParams.get('crumb')
        if (crumb && issued.includes(crumb)) return HttpResponse.json({ ok: crumb })
        // Every failure issues a new crumb, so that separate renewals would show in the retries.
        issued.push(`fresh-${issued.length + 1}`)
        return HttpResponse.json({ crumbFail: true, crumb: issued.at(-1) }, { status: 401 })
      }),
    )
    const replies = await Promise.all([
      get('/api/test/guarded'),
      post('/api/test/guarded', { json: { a: 1 } }),
      del('/api/test/guarded'),
    ])

    expect(replies).toEqual([{ ok: 'fresh-1' }, { ok: 'fresh-1' }, { ok: 'fresh-1' }])
    const crumbs = seen.map((request) => `${request.method} ${request.url.searchParams.get('crumb')}`)
    expect(crumbs.slice(0, 3).sort()).toEqual(['DELETE c0', 'GET c0', 'POST c0'])
    expect(crumbs.slice(3).sort()).toEqual(['DELETE fresh-1', 'GET fresh-1', 'POST fresh-1'])
    expect(
      seen.find((request) => request.method === 'POST' && request.url.searchParams.get('crumb') === 'fresh-1')?.body,
    ).toBe('{"a":1}')
    expect(setCookie).toHaveBeenCalledTimes(1)
    expect(setCookie).toHaveBeenCalledWith('crumb', 'fresh-1')
    expect(getCookie('crumb')).toBe('fresh-1')
  })

  test('crumbFail without a crumb field retries with the cookie the answer set', async () => {
    document.cookie = 'crumb=c1; path=/'
    server.use(
      http.get('/api/test/guarded', ({ request }) => {
        if (new URL(request.url).searchParams.get('crumb') === 'from-header') return HttpResponse.json({ ok: true })
        // What the browser does with the answer's Set-Cookie header before the body is read.
        document.cookie = 'crumb=from-header; path=/'
        return HttpResponse.json({ crumbFail: true })
      }),
    )
    await expect(get('/api/test/guarded')).resolves.toEqual({ ok: true })
    expect(seen.map((request) => request.url.searchParams.get('crumb'))).toEqual(['c1', 'from-header'])
    expect(setCookie).not.toHaveBeenCalled()
  })

  test('crumbFail is retried only once', async () => {
    document.cookie = 'crumb=c2; path=/'
    server.use(
      http.get('/api/test/guarded', () => HttpResponse.json({ crumbFail: true, crumb: 'c3', error: 'Bad crumb' })),
    )
    await expect(get('/api/test/guarded')).rejects.toMatchObject({ message: 'Bad crumb', body: { crumbFail: true } })
    expect(seen.map((request) => request.url.searchParams.get('crumb'))).toEqual(['c2', 'c3'])
  })

  test('loginRequired dispatches atoll:login-required and fails', async () => {
    const heard = vi.fn()
    document.addEventListener('atoll:login-required', heard)
    try {
      await expect(answer(200, { loginRequired: true })).rejects.toMatchObject({
        message: 'Unauthorized request',
        body: { loginRequired: true },
      })
      expect(heard).toHaveBeenCalledTimes(1)
      expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual({
        url: expect.stringContaining(`${ORIGIN}/api/test/status/200`),
      })
    } finally {
      document.removeEventListener('atoll:login-required', heard)
    }
  })

  test('authorizationFail shows the system error dialog and fails', async () => {
    await expect(answer(401, { authorizationFail: true, error: 'Not allowed here' })).rejects.toMatchObject({
      message: 'Not allowed here',
      status: 401,
    })
    await vi.waitFor(() => expect(showSystemError).toHaveBeenCalledTimes(1))
    expect(showSystemError).toHaveBeenCalledWith({
      kind: 'other',
      url: expect.stringContaining(`${ORIGIN}/api/test/status/401`),
      format: 'json',
      message: 'Not allowed here',
    })
  })

  test('an answer without flags neither dispatches nor shows a dialog', async () => {
    const heard = vi.fn()
    document.addEventListener('atoll:login-required', heard)
    await answer(200, { fine: true })
    await expect(answer(400, { error: 'x' })).rejects.toThrow('x')
    document.removeEventListener('atoll:login-required', heard)
    expect(heard).not.toHaveBeenCalled()
    expect(showSystemError).not.toHaveBeenCalled()
  })
})

describe('cancellation on destroy (signal)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Waits until the server has seen `count` requests. */
  const sent = (count: number) => vi.waitFor(() => expect(seen).toHaveLength(count))

  test('aborting a held request rejects at once: no retry, no event, no dialog, no console error', async () => {
    server.use(http.get('/api/test/hang', () => delay('infinite')))
    const heard = vi.fn()
    document.addEventListener('atoll:login-required', heard)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const controller = new AbortController()
    try {
      const call = get('/api/test/hang', { retry: 3, signal: controller.signal }).catch((reason: unknown) => reason)
      await sent(1)
      controller.abort()
      expect(await call).toBeInstanceOf(NetworkError)
      // Well past the 200 ms a retry would wait: still the one request.
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 2))
      expect(seen).toHaveLength(1)
      expect(heard).not.toHaveBeenCalled()
      expect(showSystemError).not.toHaveBeenCalled()
      expect(logged).not.toHaveBeenCalled()
    } finally {
      document.removeEventListener('atoll:login-required', heard)
      logged.mockRestore()
    }
  })

  test('a call aborted while it waits to retry sends nothing more', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    server.use(http.get('/api/test/flaky', () => new HttpResponse(null, { status: 502 })))
    const controller = new AbortController()
    const call = get('/api/test/flaky', { retry: 3, signal: controller.signal }).catch((reason: unknown) => reason)
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS / 2)
    controller.abort()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await call).toBeInstanceOf(NetworkError)
    expect(seen).toHaveLength(1)
  })

  test('an authorizationFail answer whose caller is destroyed as it arrives shows no dialog', async () => {
    const controller = new AbortController()
    const cancelled = answer(401, { authorizationFail: true, error: 'Not allowed here' }, { signal: controller.signal })
    await expect(cancelled).rejects.toMatchObject({ message: 'Not allowed here', status: 401 })
    controller.abort()
    // A call after it, not cancelled, shows its dialog: the dialog's chunk has loaded for both by then.
    await expect(answer(401, { authorizationFail: true, error: 'Still not allowed' })).rejects.toThrow()
    await vi.waitFor(() => expect(showSystemError).toHaveBeenCalled())
    expect(vi.mocked(showSystemError).mock.calls.map(([details]) => details.message)).toEqual(['Still not allowed'])
  })

  test('with a signal that is never aborted, the answer and the timeout work as before', async () => {
    const { signal } = new AbortController()
    await expect(get('/api/test/echo', { signal })).resolves.toMatchObject({ method: 'GET' })
    server.use(http.get('/api/test/hang', () => delay('infinite')))
    await expect(get('/api/test/hang', { timeout: 50, signal })).rejects.toBeInstanceOf(TimeoutError)
  })
})

describe('misconfiguration', () => {
  test.each([
    ['retry', { retry: -1 }],
    ['retry', { retry: 1.5 }],
    ['timeout', { timeout: 0 }],
    ['timeout', { timeout: Number.NaN }],
    ['responseType', { responseType: 'xml' }],
    ['json and form', { json: {}, form: { a: 1 } }],
  ])('a bad %s throws a TypeError naming it', (option, options) => {
    expect(() => get('/api/test/echo', options as never)).toThrow(TypeError)
    expect(() => get('/api/test/echo', options as never)).toThrow(option)
    expect(seen).toHaveLength(0)
  })

  test('a path that is not a string throws a TypeError', () => {
    expect(() => get(42 as never)).toThrow('path')
  })
})
