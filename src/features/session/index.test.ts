// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { init } from './index.ts'
import { NO_REDIRECT_KEY } from './session.ts'
import { wanted } from './wanted.ts'

const alert = vi.hoisted(() => vi.fn(async () => {}))
// Fresh modules for this file: a module another file of the worker imported holds the real
// one this file mocks, which the mock would not reach.
vi.hoisted(() => vi.resetModules())

vi.mock('../../core/dialogs/index.ts', () => ({ dialog: { alert } }))
const logout = vi.hoisted(() => vi.fn(async () => {}))
vi.mock('../../core/session/logout.ts', async () => ({
  logout,
  redirectOrigins: (await import('../../core/security/url.ts')).redirectOrigins,
}))

const owner: PageContext = { locale: 'en-US', authenticatedAccount: { id: 'a-1' }, websiteRoles: { admin: true } }
const visitor: PageContext = { locale: 'en-US' }
const escapeToLogin: PageContext = { locale: 'en-US', websiteSettings: { useEscapeKeyToLogin: true } }

const openAt = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url)
const press = (target: EventTarget, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init }))
/** Lets the feature's dynamic imports and dialogs settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

let assign: ReturnType<typeof vi.spyOn>
let replace: ReturnType<typeof vi.spyOn>
let handle: { destroy(): void } | undefined

beforeEach(() => {
  openAt('https://bakery.example/shop?page=2')
  sessionStorage.clear()
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {})
  replace = vi.spyOn(location, 'replace').mockImplementation(() => {})
  alert.mockClear()
  logout.mockClear()
})
afterEach(() => {
  handle?.destroy()
  handle = undefined
  document.body.innerHTML = ''
})

describe('wanted', () => {
  it('loads for a signed-in account, Escape to log in, the logout notice and the mobile app only', () => {
    expect(wanted(owner)).toBe(true)
    expect(wanted(escapeToLogin)).toBe(true)
    expect(wanted(visitor)).toBe(false)
    openAt('https://bakery.example/?logout=true')
    expect(wanted(visitor)).toBe(true)
    openAt('https://bakery.example/?a=1&platform=mobile-app&container=ios')
    expect(wanted(visitor)).toBe(true)
    openAt('https://bakery.example/?page=2')
    expect(wanted(visitor)).toBe(false)
  })
})

describe('editor redirect', () => {
  it('replaces the page with /config/?frameUrl= for a signed-in owner', () => {
    handle = init(owner)
    expect(replace).toHaveBeenCalledWith('/config/?frameUrl=%2Fshop%3Fpage%3D2')
  })

  it('stays for a viewer-only account', () => {
    handle = init({ ...owner, websiteRoles: { viewer: true } })
    expect(replace).not.toHaveBeenCalled()
  })

  it('remembers noredirect for the session', () => {
    openAt('https://bakery.example/shop?noredirect')
    handle = init(owner)
    handle.destroy()
    expect(sessionStorage.getItem(NO_REDIRECT_KEY)).toBe('1')
    openAt('https://bakery.example/about')
    handle = init(owner)
    expect(replace).not.toHaveBeenCalled()
  })

  it('does not redirect on localhost or 127.0.0.1', () => {
    openAt('http://127.0.0.1:4173/shop')
    handle = init(owner)
    expect(replace).not.toHaveBeenCalled()
  })
})

describe('Escape key', () => {
  beforeEach(() => openAt('http://localhost:4173/shop?page=2'))

  it('signed in, goes to /config/ with frameUrl', () => {
    handle = init(owner)
    press(document.body)
    expect(assign).toHaveBeenCalledWith('/config/?frameUrl=%2Fshop%3Fpage%3D2')
  })

  it('never acts while typing in a field, or on an Escape a dialog already took', () => {
    handle = init(owner)
    document.body.innerHTML = '<input id="q"><div contenteditable="true" id="note"></div><textarea id="t"></textarea>'
    for (const id of ['q', 'note', 't']) press(document.getElementById(id)!)
    document.addEventListener('keydown', (event) => event.preventDefault(), { capture: true, once: true })
    press(document.body)
    press(document.body, { repeat: true })
    expect(assign).not.toHaveBeenCalled()
  })

  it('anonymous, does nothing without useEscapeKeyToLogin', () => {
    handle = init({ ...visitor })
    press(document.body)
    expect(assign).not.toHaveBeenCalled()
  })

  it('anonymous with useEscapeKeyToLogin, goes to /config/, or cancels an open sign-up dialog', () => {
    handle = init(escapeToLogin)
    document.body.innerHTML = '<dialog data-signup open><button>Join</button></dialog>'
    const dialog = document.querySelector('dialog')!
    const cancelled = vi.fn()
    dialog.addEventListener('cancel', cancelled)
    press(dialog.querySelector('button')!)
    expect(cancelled).toHaveBeenCalledTimes(1)
    expect(dialog.open).toBe(false)
    expect(assign).not.toHaveBeenCalled()
    press(document.body)
    expect(assign).toHaveBeenCalledWith('/config/?frameUrl=%2Fshop%3Fpage%3D2')
  })

  it('Shift+Escape logs out', async () => {
    handle = init(owner)
    press(document.body, { shiftKey: true })
    await settle()
    expect(logout).toHaveBeenCalledTimes(1)
    expect(assign).not.toHaveBeenCalled()
  })

  it('listens to nothing after destroy', () => {
    handle = init(owner)
    handle.destroy()
    press(document.body)
    press(document.body, { shiftKey: true })
    expect(assign).not.toHaveBeenCalled()
    expect(logout).not.toHaveBeenCalled()
  })
})

describe('logout', () => {
  beforeEach(() => openAt('http://localhost:4173/shop'))

  it('runs from a [data-logout] control, for a signed-in account', async () => {
    handle = init(owner)
    document.body.innerHTML = '<button data-logout>Log out</button>'
    document.querySelector('button')!.click()
    await settle()
    expect(logout).toHaveBeenCalledTimes(1)
  })

  it("alerts 'Unable to log out' with the error when it fails", async () => {
    logout.mockRejectedValueOnce(new Error('This service is temporarily unavailable. Please try again later.'))
    handle = init(owner)
    press(document.body, { shiftKey: true })
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith({
        title: 'Unable to log out. Please try again.',
        message: 'This service is temporarily unavailable. Please try again later.',
      }),
    )
  })

  it("shows 'Logout Successful' after logout=true, and takes the flag out of the address", async () => {
    openAt('http://localhost:4173/?logout=true&lang=en')
    handle = init(visitor)
    await vi.waitFor(() =>
      expect(alert).toHaveBeenCalledWith({
        title: 'Logout Successful',
        message: 'You have been successfully logged out.',
      }),
    )
    expect(location.search).toBe('?lang=en')
  })
})

describe('native bridge start-up', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).webkit
  })

  it('marks the page, sends info, and follows a [data-native-dismiss] link when the app refuses', async () => {
    openAt('https://bakery.example/shop?platform=mobile-app&container=ios')
    const sent: { id: string; name: string; data?: unknown }[] = []
    const handler = { postMessage: (message: (typeof sent)[number]) => sent.push(message) }
    ;(window as unknown as Record<string, unknown>).webkit = { messageHandlers: { info: handler, dismiss: handler } }
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.title = 'Shop'
    handle = init(visitor)
    await vi.waitFor(() => expect(document.documentElement.dataset.mobileApp).toBe('ios'))
    expect(sent).toEqual([{ id: expect.any(String), name: 'info', data: { url: location.href, title: 'Shop' } }])

    document.body.innerHTML = '<a href="/" data-native-dismiss>Done</a>'
    const link = document.querySelector('a')!
    link.click()
    expect(link.getAttribute('aria-busy')).toBe('true')
    expect(sent[1]).toEqual({ id: expect.any(String), name: 'dismiss' })
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'atoll:native', id: sent[1]!.id, error: 'Cannot close' },
        source: window,
      }),
    )
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://bakery.example/'))
    expect(link.hasAttribute('aria-busy')).toBe(false)
    expect(warnings).toHaveBeenCalledWith('[atoll:session] Cannot close')
    handle.destroy()
    expect(document.documentElement.dataset.mobileApp).toBeUndefined()
  })

  it("logs 'mobile platform not correctly identified' for an unknown container", async () => {
    openAt('https://bakery.example/shop?platform=mobile-app')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    handle = init(visitor)
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[atoll:session] mobile platform not correctly identified'),
    )
    expect(document.documentElement.dataset.mobileApp).toBeUndefined()
  })
})
