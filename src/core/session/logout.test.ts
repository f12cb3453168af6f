// @vitest-environment happy-dom
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionHandlers } from '../../../test/msw/handlers/session.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import { getCookie } from '../storage/cookies.ts'

const seen = useServer(...sessionHandlers)

/** A fresh module each test: the one-at-a-time lock lives as long as the page. */
const load = async () => {
  vi.resetModules()
  return import('./logout.ts')
}

describe('logout', () => {
  beforeEach(() => {
    document.cookie = 'ss_lastid=atoll-demo; path=/'
  })
  afterEach(() => {
    document.cookie = 'ss_lastid=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  })

  it('posts to /api/auth/Logout, clears ss_lastid, then goes to the site root with logout=true', async () => {
    const { logout } = await load()
    const navigate = vi.fn()
    await logout({ navigate })
    expect(seen.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual(['POST /api/auth/Logout'])
    expect(getCookie('ss_lastid')).toBeUndefined()
    expect(navigate).toHaveBeenCalledWith(`${location.origin}/?logout=true`)
  })

  it('sends one request for two quick logouts', async () => {
    server.use(
      http.post('/api/auth/Logout', async () => {
        await delay(50)
        return HttpResponse.json({})
      }),
    )
    const { logout } = await load()
    const navigate = vi.fn()
    const first = logout({ navigate })
    const second = logout({ navigate })
    expect(second).toBe(first)
    await Promise.all([first, second])
    expect(seen).toHaveLength(1)
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('goes to the preview URL the server answers with', async () => {
    server.use(http.post('/api/auth/Logout', () => HttpResponse.json({ previewUrl: '/config/preview?x=1' })))
    const { logout } = await load()
    const navigate = vi.fn()
    await logout({ navigate })
    expect(navigate).toHaveBeenCalledWith(`${location.origin}/config/preview?x=1&logout=true`)
  })

  it('keeps ss_lastid after a failure, and can be tried again', async () => {
    server.use(http.post('/api/auth/Logout', () => new HttpResponse(null, { status: 503 }), { once: true }))
    const { logout } = await load()
    const navigate = vi.fn()
    await expect(logout({ navigate })).rejects.toThrow(
      'This service is temporarily unavailable. Please try again later.',
    )
    expect(getCookie('ss_lastid')).toBe('atoll-demo')
    await logout({ navigate })
    expect(seen).toHaveLength(2)
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})

describe('logoutUrl', () => {
  it('adds logout=true to the site root, or to an http(s) target only', async () => {
    const { logoutUrl } = await load()
    const base = 'https://bakery.example/shop/bread?x=1'
    expect(logoutUrl(undefined, base)).toBe('https://bakery.example/?logout=true')
    expect(logoutUrl('https://bakery.example/config/preview', base)).toBe(
      'https://bakery.example/config/preview?logout=true',
    )
    expect(logoutUrl('javascript:alert(1)', base)).toBe('https://bakery.example/?logout=true')
    expect(logoutUrl(42, base)).toBe('https://bakery.example/?logout=true')
  })

  it("keeps the preview URL on the site's origin, or one the context allows", async () => {
    const { logoutUrl } = await load()
    const base = 'https://bakery.example/shop'
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example/x', 'data:text/html,x']) {
      expect(logoutUrl(target, base)).toBe('https://bakery.example/?logout=true')
    }
    expect(logoutUrl('https://preview.example/site', base, ['https://preview.example'])).toBe(
      'https://preview.example/site?logout=true',
    )
  })
})
