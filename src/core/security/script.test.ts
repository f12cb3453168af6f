// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadScript, ScriptError } from './script.ts'

const ALLOW = ['https://provider.example']
let n = 0

/**
 * A parent in the page whose scripts happy-dom does not load (it loads no script of a type it does
 * not know): the test settles each script itself.
 */
function holder(): HTMLElement {
  const parent = document.body.appendChild(document.createElement('div'))
  const append = parent.append.bind(parent)
  parent.append = (...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) node.type = 'text/x-held'
    append(...nodes)
  }
  return parent
}

const scripts = (parent: Element) => [...parent.querySelectorAll('script')]

describe('loadScript', () => {
  // The loader keeps its elements for the page's life: each test asks for a URL of its own.
  let URL_A = ''
  beforeEach(() => {
    URL_A = `https://provider.example/widget-${++n}.js`
  })
  afterEach(() => vi.useRealTimers())

  it('adds one script element for every caller of a URL, and resolves them all on load', async () => {
    const parent = holder()
    const first = loadScript(URL_A, { allow: ALLOW, parent })
    const second = loadScript(URL_A, { allow: ALLOW, parent })
    expect(scripts(parent).map((script) => script.src)).toEqual([URL_A])
    scripts(parent)[0]!.dispatchEvent(new Event('load'))
    const [a, b] = await Promise.all([first, second])
    expect(a).toBe(b)
    // Once loaded, a later caller gets the same element at once.
    expect(await loadScript(URL_A, { allow: ALLOW, parent })).toBe(a)
    expect(scripts(parent)).toHaveLength(1)
  })

  it.each([
    ['/\\evil.example/x.js'],
    ['//evil.example/x.js'],
    ['https://provider.example.evil.com/x.js'],
    ['https://provider.example@evil.com/x.js'],
    ['http://provider.example/x.js'],
    ['https://provider.example:444/x.js'],
    ['/s/x.js'],
    ['javascript:alert(1)'],
    ['data:text/javascript,alert(1)'],
  ])('refuses %s and adds nothing to the page', async (url) => {
    const parent = holder()
    const error = await loadScript(url, { allow: ALLOW, parent }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ScriptError)
    expect(error).toMatchObject({ reason: 'refused' })
    expect((error as Error).message).toBe(
      `Refused the script ${JSON.stringify(url)}: only scripts from https://provider.example are loaded`,
    )
    expect(scripts(parent)).toEqual([])
  })

  it('rejects every caller when the script fails, and tries afresh on the next call', async () => {
    const parent = holder()
    const first = loadScript(URL_A, { allow: ALLOW, parent })
    const second = loadScript(URL_A, { allow: ALLOW, parent })
    scripts(parent)[0]!.dispatchEvent(new Event('error'))
    await expect(first).rejects.toMatchObject({ reason: 'failed', message: `${URL_A} did not load` })
    await expect(second).rejects.toMatchObject({ reason: 'failed' })
    expect(scripts(parent)).toEqual([])
    void loadScript(URL_A, { allow: ALLOW, parent }).catch(() => {})
    expect(scripts(parent)).toHaveLength(1)
  })

  it('times a caller out, and removes the element when no caller is left', async () => {
    vi.useFakeTimers()
    const parent = holder()
    const waiting = loadScript(URL_A, { allow: ALLOW, parent, timeout: 10_000 })
    const outcome = waiting.catch((reason: unknown) => reason)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(scripts(parent)).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ reason: 'timeout', message: `${URL_A} did not load within 10 s` })
    expect(scripts(parent)).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('keeps the element while another caller holds it, and removes it with the last one', async () => {
    const parent = holder()
    const one = new AbortController()
    const two = new AbortController()
    const first = loadScript(URL_A, { allow: ALLOW, parent, signal: one.signal })
    const second = loadScript(URL_A, { allow: ALLOW, parent, signal: two.signal })
    one.abort()
    await expect(first).rejects.toMatchObject({ reason: 'aborted' })
    expect(scripts(parent)).toHaveLength(1)
    scripts(parent)[0]!.dispatchEvent(new Event('load'))
    await second
    two.abort()
    expect(scripts(parent)).toEqual([])
  })
})
