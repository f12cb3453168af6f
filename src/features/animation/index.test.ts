// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeIntersectionObserver } from '../../../test/mocks/observers.ts'
import { init } from './index.ts'
import { wanted } from './wanted.ts'

const block = (id: string) => document.getElementById(id)!
const loaded = (id: string) => block(id).classList.contains('animation-loaded')

describe('animated blocks feature', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    document.body.innerHTML = `
      <section data-animation="fade" id="a"><p>Rye</p></section>
      <section data-animation="slide" id="b"><img id="photo" alt=""></section>`
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeIntersectionObserver.all.clear()
    document.body.innerHTML = ''
  })

  it('is wanted only on pages with animated blocks', () => {
    expect(document.querySelector(wanted) !== null).toBe(true)
    document.body.innerHTML = '<p>plain</p>'
    expect(document.querySelector(wanted) !== null).toBe(false)
  })

  it('adds animation-loaded at half visible, and observes at the spec thresholds', () => {
    init()
    expect([...FakeIntersectionObserver.all][0]!.options?.threshold).toEqual([0, 0.1, 0.25, 0.5, 1])
    FakeIntersectionObserver.report(block('a'), 0.25)
    expect(loaded('a')).toBe(false)
    FakeIntersectionObserver.report(block('a'), 0.5)
    return vi.waitFor(() => expect(loaded('a')).toBe(true))
  })

  it('waits for the images inside to load', async () => {
    const photo = block('photo') as HTMLImageElement
    Object.defineProperty(photo, 'complete', { configurable: true, value: false })
    init()
    FakeIntersectionObserver.report(block('b'), 1)
    await Promise.resolve()
    expect(loaded('b')).toBe(false)
    photo.dispatchEvent(new Event('load'))
    await vi.waitFor(() => expect(loaded('b')).toBe(true))
  })

  it('watches animated blocks added later', async () => {
    init()
    const late = document.createElement('div')
    late.innerHTML = '<section data-animation="fade" id="late"></section>'
    document.body.append(late)
    await vi.waitFor(() => expect([...FakeIntersectionObserver.all][0]!.targets.has(block('late'))).toBe(true))
    FakeIntersectionObserver.report(block('late'), 0.1, 1200)
    await vi.waitFor(() => expect(loaded('late')).toBe(true))
  })

  it('animates nothing in the editing area', () => {
    history.replaceState(null, '', '/config/pages')
    try {
      init()
      expect(FakeIntersectionObserver.all.size).toBe(0)
    } finally {
      history.replaceState(null, '', '/')
    }
  })

  it('waits for no image after destroy', async () => {
    const photo = block('photo') as HTMLImageElement
    Object.defineProperty(photo, 'complete', { configurable: true, value: false })
    const handle = init()
    FakeIntersectionObserver.report(block('b'), 1)
    handle.destroy()
    photo.dispatchEvent(new Event('load'))
    await Promise.resolve()
    expect(loaded('b')).toBe(false)
  })

  it('observes nothing and removes its classes after destroy', async () => {
    const handle = init()
    FakeIntersectionObserver.report(block('a'), 1)
    await vi.waitFor(() => expect(loaded('a')).toBe(true))
    handle.destroy()
    expect(FakeIntersectionObserver.all.size).toBe(0)
    expect(loaded('a')).toBe(false)
  })
})
