// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Grecaptcha } from './captcha.ts'

type CaptchaModule = typeof import('./captcha.ts')

/** A fresh module: no script loaded or loading yet. */
async function fresh(): Promise<CaptchaModule> {
  vi.resetModules()
  return import('./captcha.ts')
}

function fakeGrecaptcha() {
  const api = {
    solved: '',
    render: vi.fn((_container: HTMLElement, _parameters: object) => 7),
    getResponse: vi.fn(() => api.solved),
    reset: vi.fn(() => void (api.solved = '')),
    ready: (callback: () => void) => callback(),
  }
  return api
}

/**
 * Stands in for the network: the script the module adds is kept out of the document (happy-dom would
 * refuse to load it), and answered by defining grecaptcha and firing load, or by firing error.
 * @returns the scripts the module asked for.
 */
function serveScript(api: Grecaptcha | undefined, fail = false): HTMLScriptElement[] {
  const scripts: HTMLScriptElement[] = []
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement
    scripts.push(script)
    setTimeout(() => {
      if (!fail) window.grecaptcha = api
      script.dispatchEvent(new Event(fail ? 'error' : 'load'))
    })
  })
  return scripts
}

function container(width: number): HTMLElement {
  const element = document.createElement('div')
  document.body.append(element)
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect)
  return element
}

beforeEach(() => {
  delete window.grecaptcha
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

afterEach(() => {
  vi.restoreAllMocks()
  // The script's global goes with the test: a form of another file in the worker would take it as loaded.
  delete window.grecaptcha
})

describe('reCAPTCHA', () => {
  it('loads the explicit-render script once and renders compact under 320 px, normal from 320 px', async () => {
    const { renderCaptcha, RECAPTCHA_SCRIPT } = await fresh()
    const api = fakeGrecaptcha()
    const scripts = serveScript(api)
    const signal = new AbortController().signal
    const narrow = await renderCaptcha(container(319), 'site-key', signal)
    const wide = await renderCaptcha(container(320), 'site-key', signal)
    expect(scripts.map((script) => [script.src, script.async])).toEqual([[RECAPTCHA_SCRIPT, true]])
    expect(api.render.mock.calls.map(([, parameters]) => parameters)).toEqual([
      { sitekey: 'site-key', size: 'compact' },
      { sitekey: 'site-key', size: 'normal' },
    ])
    expect(narrow?.response()).toBe('')
    api.solved = 'token'
    expect(wide?.response()).toBe('token')
    wide?.reset()
    expect(api.reset).toHaveBeenCalledWith(7)
  })

  it('skips a container that already holds a captcha', async () => {
    const { renderCaptcha } = await fresh()
    const api = fakeGrecaptcha()
    window.grecaptcha = api
    const element = container(400)
    const signal = new AbortController().signal
    expect(await renderCaptcha(element, 'k', signal)).toBeDefined()
    expect(await renderCaptcha(element, 'k', signal)).toBeUndefined()
    expect(api.render).toHaveBeenCalledTimes(1)
  })

  it("logs 'Error rendering captcha into node' when the script fails or render throws", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { renderCaptcha, RENDER_FAILED } = await fresh()
    serveScript(undefined, true)
    expect(await renderCaptcha(container(400), 'k', new AbortController().signal)).toBeUndefined()
    const api = fakeGrecaptcha()
    api.render = vi.fn(() => {
      throw new Error('Invalid site key')
    })
    window.grecaptcha = api
    expect(await renderCaptcha(container(400), 'k', new AbortController().signal)).toBeUndefined()
    expect(error.mock.calls.map(([message]) => message)).toEqual([RENDER_FAILED, RENDER_FAILED])
    expect(RENDER_FAILED).toBe('[atoll:form] Error rendering captcha into node')
  })

  it('renders nothing when the form was destroyed while the script loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { renderCaptcha } = await fresh()
    const api = fakeGrecaptcha()
    serveScript(api)
    const life = new AbortController()
    const pending = renderCaptcha(container(400), 'k', life.signal)
    life.abort()
    expect(await pending).toBeUndefined()
    expect(api.render).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('[atoll:form] [GoogleReCaptchaAPI] Document was destroyed')
  })
})
