/**
 * The gallery's index and the rules for changing it (spec: index rules): the one place that moves a
 * gallery. The other parts (thumbnails, address, autoplay, linked galleries, controls) listen to its
 * changes, as Embla's plugins listen to its `select`.
 */
import { createCleanup } from '../../core/kit/cleanup.ts'
import { prefersReducedMotion } from '../../core/kit/env.ts'
import type { Engine } from './engines.ts'
import { normalizeIndex, step } from './gallery.ts'
import type { GalleryOptions } from './options.ts'
import { resetVideos, type Slide } from './slides.ts'

/** How long after a transition's own length a move counts as over, should the engine stay silent. */
export const MOTION_BACKSTOP_MS = 250

/** How a move was asked for. */
export interface Move {
  /** Without the transition. */
  instant?: boolean
  /** The engine already moved there (a drag): it is not told again. */
  engine?: boolean
  /** A linked gallery moved there: it is not told back. */
  linked?: boolean
}

export type ChangeListener = (index: number, move: Move) => void

export interface Navigation {
  index(): number
  /** Whether a transition runs now. */
  moving(): boolean
  /** The transition length now: 0 under prefers-reduced-motion. */
  speed(): number
  /** Moves to `target` (normalised by the spec's index rules). @returns false when refused. */
  goTo(target: unknown, move?: Move): boolean
  /** One step, or a group in a carousel. spec: wraps when looping, else reachedEnd or reachedBeginning. */
  stepBy(direction: 1 | -1): boolean
  /** The engine says the movement has ended. */
  settled(): void
  /**
   * Calls `listener` after each change, in the order of registration; `late` ones after the
   * `atoll:gallery-change` event (linked galleries follow then, so the events come in order).
   */
  onChange(listener: ChangeListener, late?: boolean): () => void
  /** Calls `listener` when a movement ends or the slides in view change (the controls' state). */
  onSettle(listener: () => void): () => void
  /** A rule that may refuse a move to `index` (a linked gallery in motion). */
  refuse(rule: (index: number) => boolean): () => void
  /** The engine that moves the slides; set once it is there. */
  attach(engine: Engine): void
  engine(): Engine
  destroy(): void
}

export interface NavigationSetup {
  element: HTMLElement
  options: GalleryOptions
  slides: readonly Slide[]
  start: number
}

export function createNavigation({ element, options, slides, start }: NavigationSetup): Navigation {
  const cleanup = createCleanup()
  const count = slides.length
  const early = new Set<ChangeListener>()
  const late = new Set<ChangeListener>()
  const settles = new Set<() => void>()
  const rules = new Set<(index: number) => boolean>()
  let index = start
  let moving = false
  let engine: Engine | undefined
  const subscribe = <T>(set: Set<T>, item: T) => {
    set.add(item)
    return () => void set.delete(item)
  }
  const settled = () => {
    moving = false
    for (const listener of settles) listener()
  }
  const speed = () => (prefersReducedMotion() ? 0 : options.speed)
  const id = element.id || null

  function goTo(target: unknown, move: Move = {}): boolean {
    const next = normalizeIndex(target, count)
    if (next === index) return true
    // spec: refused while the gallery, or a linked gallery with a different index, is in motion
    if ((moving && !move.engine) || [...rules].some((rule) => rule(next))) return false
    const previous = index
    index = next
    const animate = !move.instant && speed() > 0
    moving = animate
    // The engine says when it has settled; this is the backstop for a move that went nowhere.
    if (animate) cleanup.timeout(() => (moving = false), speed() + MOTION_BACKSTOP_MS)
    if (!move.engine) engine?.go(next, !animate)
    // spec: a video whose slide is left is reset (a strip or carousel resets those that leave the view)
    if (options.design === 'stacked') resetVideos(slides[previous]!.element)
    for (const listener of early) listener(next, move)
    document.dispatchEvent(new CustomEvent('atoll:gallery-change', { detail: { id, index: next } }))
    for (const listener of late) listener(next, move)
    for (const listener of settles) listener()
    return true
  }

  return {
    index: () => index,
    moving: () => moving,
    speed,
    goTo,
    stepBy(direction) {
      const groups = engine?.groups() ?? slides.map((_, i) => [i])
      const group = Math.max(
        0,
        groups.findIndex((members) => members.includes(index)),
      )
      const result = step(group, groups.length, direction, options.loop)
      if ('reached' in result) {
        document.dispatchEvent(new CustomEvent(`atoll:gallery-reached-${result.reached}`, { detail: { id } }))
        return false
      }
      return goTo(groups[result.index]?.[0] ?? result.index)
    },
    settled,
    onChange: (listener, isLate = false) => subscribe(isLate ? late : early, listener),
    onSettle: (listener) => subscribe(settles, listener),
    refuse: (rule) => subscribe(rules, rule),
    attach(attached) {
      engine = attached
    },
    engine() {
      if (!engine) throw new Error('gallery: no engine yet')
      return engine
    },
    destroy() {
      cleanup.clear()
      for (const set of [early, late, settles, rules]) set.clear()
    },
  }
}
