// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/page"}
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inEditor, onReducedMotionChange, prefersReducedMotion } from './env.ts'

describe('inEditor', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is false on a published page and true under /config/', () => {
    expect(inEditor()).toBe(false)
    history.replaceState(null, '', '/configure-your-order')
    expect(inEditor()).toBe(false)
    history.replaceState(null, '', '/config')
    expect(inEditor()).toBe(true)
    history.replaceState(null, '', '/config/pages')
    expect(inEditor()).toBe(true)
    history.replaceState(null, '', '/')
  })

  it('is true in a frame of the editor, false in a frame of another origin', () => {
    vi.stubGlobal('parent', { location: { pathname: '/config/' } })
    expect(inEditor()).toBe(true)
    const foreign = {
      get location(): Location {
        throw new DOMException('Blocked a frame', 'SecurityError')
      },
    }
    vi.stubGlobal('parent', foreign)
    vi.stubGlobal('top', foreign)
    expect(inEditor()).toBe(false)
  })
})

describe('prefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads the media query at each call and reports changes', () => {
    let matches = false
    const listeners = new Set<(event: { matches: boolean }) => void>()
    vi.stubGlobal('matchMedia', () => ({
      get matches() {
        return matches
      },
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
    }))
    expect(prefersReducedMotion()).toBe(false)
    const seen: boolean[] = []
    const stop = onReducedMotionChange((reduce) => seen.push(reduce))
    matches = true
    for (const listener of listeners) listener({ matches })
    expect(prefersReducedMotion()).toBe(true)
    stop()
    expect(listeners.size).toBe(0)
    expect(seen).toEqual([true])
  })
})
