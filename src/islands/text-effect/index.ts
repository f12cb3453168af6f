/**
 * The text-effect island: a shape (spec: circle, cross, enclose ... wave) drawn as SVG over or behind
 * the block's text, appearing by draw, fade or fadeScale when the text scrolls into view or after a
 * layout transition. The motion runs on the Web Animations API, which a strict Content-Security-Policy
 * allows (no inline style); the few layout styles are set through the CSSOM for the same reason. One
 * SVG and no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { prefersReducedMotion } from '../../core/kit/env.ts'
import { normalizeOptions } from './options.ts'
import { shapePath, shapeStroke } from './shapes.ts'
import {
  dashOffset,
  drawDuration,
  FADE_SCALE_FROM,
  GLOBAL_ANIMATION_WATCH_MS,
  LAYOUT_DELAY_MS,
  strokeWidth,
  TRIGGER_DEBOUNCE_MS,
  VISIBLE_DELAY_MS,
} from './text-effect.ts'

const SVG = 'http://www.w3.org/2000/svg'
/** Elements of an animated block (the `animation` feature): their entrance is the layout transition. */
const ANIMATED = '[data-animation]'
const ANIMATED_CLASS = 'animation-loaded'

export function mount(element: HTMLElement, { settings }: IslandContext): IslandHandle {
  const options = normalizeOptions(settings)
  const durationMs = options.duration * 1000
  const draws = options.animation === 'draw'
  const cleanup = createCleanup()
  /** How far the shape has appeared (0 to 1) when no animation is running. */
  let progress = 0
  let running: Animation | undefined
  let cancelPending = () => {}
  let pendingDelay = Infinity

  const computed = getComputedStyle(element)
  const saved = { position: element.style.position, display: element.style.display, isolation: element.style.isolation }
  if (computed.position === 'static') element.style.position = 'relative'
  if (computed.display === 'inline') element.style.display = 'inline-block'
  // Its own stacking context, so a shape behind the text stays in front of the block's background.
  element.style.isolation = 'isolate'

  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('focusable', 'false')
  svg.setAttribute('preserveAspectRatio', 'none')
  Object.assign(svg.style, {
    position: 'absolute',
    inset: '0',
    width: '100%',
    height: '100%',
    overflow: 'visible',
    pointerEvents: 'none',
    zIndex: options.layer === 'front' ? '1' : '-1',
    mixBlendMode: options.blend === 'none' ? 'normal' : options.blend,
  })
  const path = document.createElementNS(SVG, 'path')
  path.setAttribute('fill', 'none')
  path.setAttribute('stroke', options.color)
  path.setAttribute('stroke-linecap', options.linecap)
  path.setAttribute('stroke-linejoin', 'round')
  // A normalised length: dashes of 1 cover the whole path whatever its shape and size.
  path.setAttribute('pathLength', '1')
  if (draws) path.setAttribute('stroke-dasharray', '1 1')
  svg.append(path)
  element.append(svg)

  /** Fits the shape to the text's box now. */
  function render(): void {
    const w = element.offsetWidth
    const h = element.offsetHeight
    const fontSize = parseFloat(computed.fontSize) || options.fontSize
    svg.setAttribute('viewBox', `0 0 ${w} ${h}`)
    path.setAttribute('d', shapePath(options.shape, w, h))
    path.setAttribute('stroke-width', String(shapeStroke(options.shape, strokeWidth(options.thickness, fontSize), h)))
  }

  /** Shows the shape at `share` (0 to 1) of its appearance, without animating. */
  function show(share: number): void {
    progress = share
    if (draws) path.setAttribute('stroke-dashoffset', String(dashOffset(share, options.direction)))
    else svg.setAttribute('opacity', String(share))
    if (options.animation === 'fadeScale') svg.style.scale = String(FADE_SCALE_FROM + (1 - FADE_SCALE_FROM) * share)
  }

  /** Where a running animation has got to, as a share of the appearance. */
  function reached(): number {
    const timing = running?.effect?.getComputedTiming()
    if (!running || typeof timing?.progress !== 'number') return progress
    return draws ? progress + (1 - progress) * timing.progress : timing.progress
  }

  /**
   * Makes the shape appear after `delay` ms. A draw already under way carries on from where it is,
   * over the duration scaled by what is left (spec: clamped between 20% and 100%).
   */
  function play(delay: number): void {
    if (progress >= 1 || (running && !draws)) return
    const from = reached()
    running?.cancel()
    show(1)
    if (draws) {
      running = path.animate([{ strokeDashoffset: dashOffset(from, options.direction) }, { strokeDashoffset: 0 }], {
        duration: drawDuration(durationMs, from),
        delay,
        easing: 'ease-in-out',
        fill: 'backwards',
      })
    } else {
      const frames: Keyframe[] =
        options.animation === 'fadeScale'
          ? [
              { opacity: 0, scale: String(FADE_SCALE_FROM) },
              { opacity: 1, scale: '1' },
            ]
          : [{ opacity: 0 }, { opacity: 1 }]
      running = svg.animate(frames, { duration: durationMs, delay, easing: 'ease-out', fill: 'backwards' })
    }
    progress = from
    const animation = running
    animation.finished.then(
      () => {
        if (running !== animation) return
        running = undefined
        progress = 1
      },
      () => undefined,
    )
  }

  /** Triggers that come together (spec: debounce 10 ms) start one animation, with the shortest delay. */
  function trigger(delay: number): void {
    pendingDelay = Math.min(pendingDelay, delay)
    cancelPending()
    cancelPending = cleanup.timeout(() => {
      const chosen = pendingDelay
      pendingDelay = Infinity
      play(chosen)
    }, TRIGGER_DEBOUNCE_MS)
  }

  /**
   * Inside an animated block, the shape starts 250 ms into the block's entrance (the layout
   * transition): at once when the entrance is running, else when it comes; a block that does not
   * come in within 2 s (spec: global-animation watch) no longer holds it back.
   */
  function whenSeen(): void {
    const block = element.parentElement?.closest<HTMLElement>(ANIMATED)
    if (!block) return trigger(VISIBLE_DELAY_MS)
    if (block.classList.contains(ANIMATED_CLASS)) {
      return trigger(
        typeof block.getAnimations === 'function' && block.getAnimations().length ? LAYOUT_DELAY_MS : VISIBLE_DELAY_MS,
      )
    }
    const watch = cleanup.observe(
      new MutationObserver(() => {
        if (!block.classList.contains(ANIMATED_CLASS)) return
        watch.disconnect()
        cancelCap()
        trigger(LAYOUT_DELAY_MS)
      }),
    )
    watch.observe(block, { attributes: true, attributeFilter: ['class'] })
    const cancelCap = cleanup.timeout(() => {
      watch.disconnect()
      trigger(VISIBLE_DELAY_MS)
    }, GLOBAL_ANIMATION_WATCH_MS)
  }

  render()
  // A layout transition (the text reflows: a resize, a web font, a block moving in) fits the shape
  // again once it settles; a draw under way waits 250 ms for the layout, then carries on.
  let cancelResize = () => {}
  const resized = cleanup.observe(
    new ResizeObserver(() => {
      cancelResize()
      cancelResize = cleanup.timeout(() => {
        render()
        if (running) play(LAYOUT_DELAY_MS)
      }, TRIGGER_DEBOUNCE_MS)
    }),
  )
  resized.observe(element)

  if (prefersReducedMotion()) {
    // Reduced motion: the end state at once, and nothing waits to animate.
    show(1)
  } else {
    show(0)
    const seen = cleanup.observe(
      new IntersectionObserver(([entry]) => {
        if (!entry?.isIntersecting) return
        seen.disconnect()
        whenSeen()
      }),
    )
    seen.observe(element)
  }

  return {
    destroy() {
      cleanup.clear()
      running?.cancel()
      svg.remove()
      Object.assign(element.style, saved)
    },
  }
}
