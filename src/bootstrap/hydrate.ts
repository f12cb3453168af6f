import type { HydrationMoment } from '../contract.ts'

/**
 * The hydration moments, like is-land's conditions: each waits for its moment, then resolves with
 * what to run once the island has mounted. When `signal` aborts first (the block was destroyed),
 * it never settles and leaves nothing listening.
 */
export type Wait = (element: HTMLElement, signal: AbortSignal) => Promise<AfterMount | void>
export type AfterMount = () => void

export const IDLE_TIMEOUT_MS = 2000 // an idle block still mounts on a page that is never idle
export const VISIBLE_MARGIN = '200px' // mount just before the block scrolls into view
/** A held click on a link is given back to the server's HTML after this long without an island. */
export const LINK_HOLD_MS = 1000

/**
 * What wakes an `interaction` block: a pointer coming over it (mouse, pen and touch alike, before any
 * press), focus moving inside it (before any key), or a click (also a scripted one).
 */
export const INTERACTION_EVENTS = ['pointerenter', 'focusin', 'click'] as const

const idle: Wait = (_, signal) =>
  new Promise((resolve) => {
    // Support: Safari has no requestIdleCallback; a timeout (its options coerce to 0 ms) stands in.
    const id = (window.requestIdleCallback ?? setTimeout)(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
    signal.addEventListener('abort', () => (window.cancelIdleCallback ?? clearTimeout)(id))
  })

/** The blocks waiting to come near the viewport, each with what wakes it. */
const nearing = new Map<Element, () => void>()
/**
 * One observer for every `visible` block: an observer each (a page has dozens of such blocks) cost
 * their creation as the page's blocks were scanned, and an intersection check each in every frame.
 */
let near: IntersectionObserver | undefined

const visible: Wait = (element, signal) =>
  new Promise((resolve) => {
    near ??= new IntersectionObserver(
      (entries) => {
        for (const { isIntersecting, target } of entries) {
          if (!isIntersecting) continue
          near!.unobserve(target)
          nearing.get(target)?.()
          nearing.delete(target)
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    )
    nearing.set(element, resolve)
    near.observe(element)
    signal.addEventListener('abort', () => {
      nearing.delete(element)
      near!.unobserve(element)
    })
  })

/**
 * Wakes on the first interaction, and holds the first click on the block until the island is
 * there: the returned replay clicks it again, so the visitor's first click is never lost. Later
 * clicks while loading are dropped.
 */
const interaction: Wait = (element, signal) =>
  new Promise((resolve) => {
    const woken = new AbortController()
    let first: HTMLElement | undefined
    // Where the click was, among the block's elements: a failed mount puts the server's nodes back
    // as fresh copies, and the click goes to the copy in the same place.
    let place = -1
    let timer: ReturnType<typeof setTimeout> | undefined
    const release = () => {
      clearTimeout(timer)
      element.removeEventListener('click', hold, true)
    }
    const replay = () => {
      release()
      const target = first?.isConnected
        ? first
        : element.dataset.islandState === 'failed' && element.querySelectorAll('*')[place]
      if (target instanceof HTMLElement) target.click()
      first = undefined
    }
    const hold = (event: Event) => {
      if (!first) {
        first = event.target as HTMLElement
        place = [...element.querySelectorAll('*')].indexOf(first)
        // A link still navigates when its island is slow to come: the visitor never waits for nothing.
        if (first.closest('a[href],area[href]')) timer = setTimeout(replay, LINK_HOLD_MS)
      }
      event.preventDefault()
      event.stopPropagation()
    }
    signal.addEventListener('abort', () => {
      woken.abort()
      release()
    })
    const wake = () => {
      woken.abort()
      resolve(replay)
    }
    // Both capture, so holding the click does not keep it from waking the block.
    element.addEventListener('click', hold, true)
    for (const type of INTERACTION_EVENTS) {
      element.addEventListener(type, wake, { capture: true, signal: woken.signal })
    }
    // An interaction that came before the runtime did (focus already inside, a pointer already over
    // it: the page is on screen before Atoll starts) wakes the block at once.
    if (element.matches(':focus-within,:hover')) wake()
  })

export const WAITS: Record<HydrationMoment, Wait> = { load: () => Promise.resolve(), idle, visible, interaction }

/** The moment a block asked for with `data-hydrate`, else its kind's default. */
export function momentFor(element: HTMLElement, fallback: HydrationMoment): HydrationMoment {
  const asked = element.dataset.hydrate
  // Own keys only: `data-hydrate="toString"` is not a moment.
  return asked && Object.hasOwn(WAITS, asked) ? (asked as HydrationMoment) : fallback
}
