/**
 * How a gallery moves between slides. `slide` runs on embla-carousel (strip, carousel, the stacked
 * swipe transitions), imported when such a gallery mounts so the layouts that never move do not
 * download it (the mount waits for it, and fails with it); `fade` cross-fades stacked slides with CSS and reads the spec's touch gestures itself
 * (embla has no fade without a plugin); `none` shows every slide and only moves the focus.
 */
import type { EmblaOptionsType } from 'embla-carousel'
import { DRAG_THRESHOLD_PX, emblaDuration } from '../../core/kit/carousel.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { isSwipe } from './gallery.ts'
import type { GalleryOptions } from './options.ts'

export interface EngineHost {
  slides: readonly HTMLElement[]
  viewport: HTMLElement
  options: GalleryOptions
  /** The current index. */
  index(): number
  /** The transition length now: 0 under prefers-reduced-motion. */
  speed(): number
  /** The engine moved by itself (a drag) to these slides: the gallery takes the first, or refuses it. */
  selected(group: readonly number[]): void
  /** A step asked for by a gesture. */
  step(direction: 1 | -1): void
  /** The movement has ended. */
  settled(): void
  /** These slides are (at least partly) in view now. */
  inView(indexes: readonly number[]): void
}

export interface Engine {
  /** Moves to the slide; `instant` skips the transition. */
  go(index: number, instant: boolean): void
  /** The slides that move together (a carousel's groups); one slide each elsewhere. */
  groups(): number[][]
  /** Whether a control can move that way (a carousel's ends). */
  canStep(direction: 1 | -1): boolean
  /** Whether the pointer gesture that ended in this click was a drag. */
  dragged(click: MouseEvent): boolean
  /** Whether every slide is in view at once (a carousel then hides its controls). */
  fits(): boolean
  destroy(): void
}

const single = (host: EngineHost) => host.slides.map((_, index) => [index])

/** The layouts that show every slide: the index is where the focus is. */
export function staticEngine(host: EngineHost): Engine {
  return {
    go(index) {
      const slide = host.slides[index]
      const focusable = slide?.querySelector<HTMLElement>('[data-part=media][tabindex]')
      if (focusable && host.viewport.contains(document.activeElement)) focusable.focus()
      host.settled()
    },
    groups: () => single(host),
    canStep: () => true,
    dragged: () => false,
    fits: () => true,
    destroy() {},
  }
}

/** Stacked slides that cross-fade (fade, ken-burns); swipes by the spec's thresholds. */
export function fadeEngine(host: EngineHost): Engine {
  const cleanup = createCleanup()
  let stopTimer = () => {}
  let start: { x: number; y: number; time: number } | undefined
  let swiped = false
  const { viewport } = host

  cleanup.listen(viewport, 'pointerdown', (event) => {
    if (event.button !== 0 || (event.target as Element).closest('button, a[href]')) return
    start = { x: event.clientX, y: event.clientY, time: event.timeStamp }
    swiped = false
  })
  const end = (event: PointerEvent) => {
    if (!start) return
    const distance = event.clientX - start.x
    const vertical = Math.abs(event.clientY - start.y)
    const duration = event.timeStamp - start.time
    start = undefined
    // A mostly vertical gesture scrolls the page; a few pixels are a click.
    if (Math.abs(distance) < 10 || vertical > Math.abs(distance)) return
    swiped = true
    if (isSwipe(distance, duration, viewport.offsetWidth)) host.step(distance < 0 ? 1 : -1)
  }
  cleanup.listen(viewport, 'pointerup', end)
  cleanup.listen(viewport, 'pointercancel', () => (start = undefined))

  return {
    go(index, instant) {
      host.slides.forEach((slide, i) => {
        slide.toggleAttribute('data-current', i === index)
        slide.inert = i !== index
      })
      host.inView([index])
      stopTimer()
      const duration = instant ? 0 : host.speed()
      if (!duration) return host.settled()
      stopTimer = cleanup.timeout(host.settled, duration)
    },
    groups: () => single(host),
    canStep: () => true,
    dragged: () => {
      const was = swiped
      swiped = false
      return was
    },
    fits: () => host.slides.length < 2,
    destroy: cleanup.clear,
  }
}

/**
 * Slides on a track, moved by embla-carousel, imported here: the promise rejects when it cannot be
 * (the gallery's mount then fails, and the loader puts the server's markup back).
 */
export async function slideEngine(host: EngineHost, kind: 'strip' | 'carousel' | 'stacked'): Promise<Engine> {
  const { options } = host
  const { default: EmblaCarousel } = await import('embla-carousel')
  const cleanup = createCleanup()
  // Where the last press started: embla stops the click after a drag only in its own capture
  // listener, which runs after the gallery's.
  let downX = 0
  cleanup.listen(host.viewport, 'pointerdown', (event) => (downX = event.clientX))

  const align: EmblaOptionsType['align'] =
    typeof options.snapPoint === 'number'
      ? (
          (point: number) => (view: number, snap: number) =>
            (view - snap) * point
        )(options.snapPoint)
      : kind === 'strip'
        ? ({ start: 'start', middle: 'center', end: 'end' } as const)[options.alignment]
        : 'start'

  const embla = EmblaCarousel(host.viewport, {
    align,
    loop: options.loop || (kind === 'strip' && options.boundaries === 'none'),
    // spec: the carousel moves by groups of slides
    slidesToScroll: kind === 'carousel' ? 'auto' : 1,
    containScroll:
      kind === 'carousel' ? 'trimSnaps' : kind === 'strip' && options.boundaries === 'hard' ? 'keepSnaps' : false,
    dragFree: options.snapPoint === 'none',
    duration: emblaDuration(options.speed),
    startIndex: 0,
    // A slide counts as in view from half of it: one that only shows its edge is not a slide to use.
    inViewThreshold: 0.5,
  })
  cleanup.add(() => embla.destroy())
  const registry = (): number[][] => embla.internalEngine().slideRegistry
  const groupOf = (index: number) =>
    Math.max(
      0,
      registry().findIndex((group) => group.includes(index)),
    )
  embla.scrollTo(groupOf(host.index()), true)
  embla.on('select', (api) => host.selected(registry()[api.selectedScrollSnap()] ?? [0]))
  embla.on('settle', () => host.settled())
  embla.on('slidesInView', (api) => host.inView(api.slidesInView()))
  embla.on('reInit', (api) => host.inView(api.slidesInView()))
  host.inView(embla.slidesInView())

  return {
    go(index, instant) {
      embla.scrollTo(groupOf(index), instant || !host.speed())
      if (instant || !host.speed()) host.settled()
    },
    groups: registry,
    canStep: (direction) => (direction > 0 ? embla.canScrollNext() : embla.canScrollPrev()),
    dragged: (click) => Math.abs(click.clientX - downX) > DRAG_THRESHOLD_PX,
    fits: () => embla.scrollSnapList().length < 2,
    destroy: cleanup.clear,
  }
}
