// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ANDROID_INTERFACE,
  disconnect,
  dismiss,
  info,
  isMobileApp,
  NATIVE_ANSWER,
  NATIVE_BACK_URL,
  nativeContainer,
  type NativeRequest,
  pendingRequests,
  request,
} from './bridge.ts'

type Native = Record<string, unknown>
const native = window as unknown as Native

/** The page's address, as the app opened it. */
const openAt = (search: string) => history.replaceState(null, '', `/shop${search}`)

/** The native side answering, as the app does: a message posted in the page's own window. */
const answer = (message: Record<string, unknown>) =>
  window.dispatchEvent(new MessageEvent('message', { data: { type: NATIVE_ANSWER, ...message }, source: window }))

/** iOS handlers that record what the page sent. */
function installIos(...names: string[]): NativeRequest[] {
  const sent: NativeRequest[] = []
  native.webkit = {
    messageHandlers: Object.fromEntries(
      names.map((name) => [name, { postMessage: (m: NativeRequest) => sent.push(m) }]),
    ),
  }
  return sent
}

afterEach(() => {
  disconnect()
  delete native.webkit
  delete native[ANDROID_INTERFACE]
  openAt('')
})

describe('platform', () => {
  it('is the mobile app only with platform=mobile-app', () => {
    expect(isMobileApp('?platform=mobile-app&container=ios')).toBe(true)
    expect(isMobileApp('?platform=web')).toBe(false)
    expect(isMobileApp('')).toBe(false)
  })

  it("throws 'mobile platform not correctly identified' without a known container", () => {
    expect(nativeContainer('?platform=mobile-app&container=android')).toBe('android')
    expect(nativeContainer('?platform=mobile-app&container=web-view')).toBe('web-view')
    expect(() => nativeContainer('?platform=mobile-app')).toThrow(new Error('mobile platform not correctly identified'))
    expect(() => nativeContainer('?platform=mobile-app&container=windows')).toThrow(
      'mobile platform not correctly identified',
    )
    expect(() => nativeContainer('?container=ios')).toThrow('mobile platform not correctly identified')
    openAt('?platform=mobile-app')
    expect(() => request('info')).toThrow('mobile platform not correctly identified')
  })
})

describe('requests', () => {
  it('carry a promise id and stay pending until the native side resolves them', async () => {
    openAt('?platform=mobile-app&container=ios')
    const sent = installIos('info')
    const settled = vi.fn()
    const reply = info({ title: 'Shop' }).then(settled)
    expect(sent).toEqual([{ id: expect.any(String), name: 'info', data: { title: 'Shop' } }])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).not.toHaveBeenCalled()
    expect(pendingRequests()).toBe(1)
    answer({ id: 'another-id', result: 'wrong' })
    answer({ id: sent[0]!.id, result: { appVersion: '4.2' } })
    await reply
    expect(settled).toHaveBeenCalledWith({ appVersion: '4.2' })
    expect(pendingRequests()).toBe(0)
  })

  it('reject with the native error, and ignore answers from other windows', async () => {
    openAt('?platform=mobile-app&container=ios')
    const sent = installIos('dismiss')
    const reply = request('dismiss')
    const [{ id }] = sent as [NativeRequest]
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: NATIVE_ANSWER, id, result: 'spoofed' }, source: null }),
    )
    expect(pendingRequests()).toBe(1)
    answer({ id, error: 'The view cannot close' })
    await expect(reply).rejects.toThrow('The view cannot close')
  })

  it("reject with '[JS -> Native Bridge] {name} not found' for a missing handler", async () => {
    openAt('?platform=mobile-app&container=ios')
    installIos('info')
    await expect(request('share')).rejects.toThrow(new Error('[JS -> Native Bridge] share not found'))
    openAt('?platform=mobile-app&container=android')
    await expect(info({})).rejects.toThrow('[JS -> Native Bridge] info not found')
  })

  it('go to the Android interface as JSON text', async () => {
    openAt('?platform=mobile-app&container=android')
    const sent: string[] = []
    native[ANDROID_INTERFACE] = { info: (json: string) => sent.push(json) }
    const reply = info({ url: 'https://bakery.example/' })
    const message = JSON.parse(sent[0]!) as NativeRequest
    expect(message).toEqual({ id: expect.any(String), name: 'info', data: { url: 'https://bakery.example/' } })
    answer({ id: message.id, result: true })
    await expect(reply).resolves.toBe(true)
  })
})

describe('dismiss', () => {
  it('asks the app to close the page', async () => {
    openAt('?platform=mobile-app&container=ios')
    const sent = installIos('dismiss')
    const reply = dismiss()
    answer({ id: sent[0]!.id, result: null })
    await expect(reply).resolves.toBeNull()
    expect(sent[0]!.name).toBe('dismiss')
  })

  it('opens the deep link meaning back in the web-view container', async () => {
    openAt('?platform=mobile-app&container=web-view')
    const navigate = vi.fn()
    await dismiss(navigate)
    expect(navigate).toHaveBeenCalledWith(NATIVE_BACK_URL)
    expect(pendingRequests()).toBe(0)
  })
})
