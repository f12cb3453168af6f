import { describe, expect, it } from 'vitest'
import type { PageContext } from '../../contract.ts'
import {
  configUrl,
  escapeAction,
  type EscapePress,
  isLocalHost,
  isViewerOnly,
  redirectsToEditor,
  suppressesRedirect,
} from './session.ts'

const owner: PageContext = {
  locale: 'en-US',
  authenticatedAccount: { id: 'a-1' },
  websiteRoles: { admin: true },
  website: { id: 'w-1' },
}
const top = { hostname: 'bakery.example', pathname: '/shop', search: '?page=2', framed: false }

describe('editor redirect rule', () => {
  it('sends a signed-in owner to /config/ with the encoded path and query', () => {
    expect(redirectsToEditor(owner, top)).toBe(true)
    expect(configUrl(top)).toBe('/config/?frameUrl=%2Fshop%3Fpage%3D2')
    // A path that would name another host to the configuration area is this site's path.
    expect(configUrl({ pathname: '//evil.example/x', search: '' })).toBe('/config/?frameUrl=%2Fevil.example%2Fx')
  })

  it('needs every condition: signed in, no developer mode, not cloneable, not viewer-only, top window', () => {
    expect(redirectsToEditor({ locale: 'en-US' }, top)).toBe(false)
    expect(redirectsToEditor({ ...owner, website: { developerMode: true } }, top)).toBe(false)
    expect(redirectsToEditor({ ...owner, website: { cloneable: true } }, top)).toBe(false)
    expect(redirectsToEditor({ ...owner, websiteRoles: { viewer: true } }, top)).toBe(false)
    expect(redirectsToEditor(owner, { ...top, framed: true })).toBe(false)
    expect(redirectsToEditor(owner, { ...top, pathname: '/config/pages' })).toBe(false)
  })

  it('treats a viewer with another role as more than a viewer', () => {
    expect(isViewerOnly({ viewer: true })).toBe(true)
    expect(isViewerOnly({ viewer: true, editor: false })).toBe(true)
    expect(isViewerOnly({ viewer: true, storeManager: true })).toBe(false)
    expect(isViewerOnly({})).toBe(false)
    expect(isViewerOnly(undefined)).toBe(false)
    expect(redirectsToEditor({ ...owner, websiteRoles: { viewer: true, editor: true } }, top)).toBe(true)
  })

  it('is suppressed by a noredirect parameter or a hostname of localhost', () => {
    expect(suppressesRedirect(top)).toBe(false)
    expect(suppressesRedirect({ ...top, search: '?noredirect' })).toBe(true)
    expect(suppressesRedirect({ ...top, search: '?a=1&noredirect=1' })).toBe(true)
    expect(suppressesRedirect({ ...top, hostname: 'localhost' })).toBe(true)
  })

  it('counts the loopback names and addresses as localhost', () => {
    for (const host of ['localhost', 'LOCALHOST', 'shop.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isLocalHost(host)).toBe(true)
    for (const host of ['bakery.example', 'localhost.bakery.example', 'mylocalhost', '128.0.0.1', '10.0.0.1'])
      expect(isLocalHost(host)).toBe(false)
  })
})

describe('Escape key', () => {
  const press = (overrides: Partial<EscapePress>): EscapePress => ({
    shiftKey: false,
    typing: false,
    backend: false,
    signedIn: false,
    escapeToLogin: false,
    signupOpen: false,
    ...overrides,
  })

  it('in the backend closes the guide or toggles the full-screen preview', () => {
    expect(escapeAction(press({ backend: true, signedIn: true }))).toBe('editor')
  })

  it('signed in, goes to /config/ with frameUrl', () => {
    expect(escapeAction(press({ signedIn: true }))).toBe('config')
    expect(escapeAction(press({ signedIn: true, signupOpen: true }))).toBe('config')
  })

  it('anonymous, works only with useEscapeKeyToLogin, and cancels an open sign-up dialog instead', () => {
    expect(escapeAction(press({}))).toBeUndefined()
    expect(escapeAction(press({ escapeToLogin: true }))).toBe('config')
    expect(escapeAction(press({ escapeToLogin: true, signupOpen: true }))).toBe('cancel-signup')
  })

  it('Shift+Escape logs a signed-in user out, in the backend too', () => {
    expect(escapeAction(press({ shiftKey: true, signedIn: true }))).toBe('logout')
    expect(escapeAction(press({ shiftKey: true, signedIn: true, backend: true }))).toBe('logout')
    expect(escapeAction(press({ shiftKey: true, escapeToLogin: true }))).toBeUndefined()
  })

  it('does nothing while typing in a field', () => {
    for (const overrides of [
      { signedIn: true },
      { backend: true },
      { shiftKey: true, signedIn: true },
      { escapeToLogin: true },
    ]) {
      expect(escapeAction(press({ ...overrides, typing: true }))).toBeUndefined()
    }
  })
})
