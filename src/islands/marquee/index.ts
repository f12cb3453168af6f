/**
 * The marquee island: the block's text runs along a wave (an SVG text path) that it draws itself,
 * with a few DOM calls and no renderer. The server's text stays in place for assistive technology,
 * visually hidden; the moving copies are hidden from it. Styles are set from script (the CSSOM,
 * which a strict policy allows) because the island needs a handful of them and no stylesheet.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { onReducedMotionChange, prefersReducedMotion } from '../../core/kit/env.ts'
import {
  BASE_SPEED_PX_PER_S,
  copiesFor,
  easeSpeed,
  GAP,
  layout,
  MIN_WIDTH_PX,
  RERENDER_DEBOUNCE_MS,
  startOffset,
  waveAmplitude,
  wavePath,
  wavePeriod,
} from './marquee.ts'
import { normalizeOptions } from './options.ts'

const SVG = 'http://www.w3.org/2000/svg'

let nextId = 0

export function mount(element: HTMLElement, { settings }: IslandContext): IslandHandle {
  const options = normalizeOptions(settings)
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim()
  const speed = options.animationSpeed * BASE_SPEED_PX_PER_S
  const cleanup = createCleanup()
  const destroyed = cleanup.signal()
  const id = `atoll-marquee-${++nextId}`

  // The server's nodes, kept for screen readers and put back on destroy.
  const original = document.createElement('span')
  Object.assign(original.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  })
  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('focusable', 'false')
  Object.assign(svg.style, { display: 'block', width: '100%', overflow: 'hidden' })
  const path = document.createElementNS(SVG, 'path')
  path.id = id
  path.setAttribute('fill', 'none')
  const label = document.createElementNS(SVG, 'text')
  label.setAttribute('fill', 'currentColor')
  const run = document.createElementNS(SVG, 'textPath')
  run.setAttribute('href', `#${id}`)
  label.append(run)
  svg.append(path, label)

  let rendered = false
  let unit = 0
  let phase = 0
  let current = speed
  let target = speed
  let visible = false
  let cancelFrame: (() => void) | undefined
  let last = 0
  let cancelRender = () => {}
  let reserved = 0

  /** The width the text runs across: the block's, inside its padding. */
  function contentWidth(): number {
    const style = getComputedStyle(element)
    return element.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0)
  }

  /** The block's height inside its padding. */
  function contentHeight(): number {
    const style = getComputedStyle(element)
    return element.clientHeight - (parseFloat(style.paddingTop) || 0) - (parseFloat(style.paddingBottom) || 0)
  }

  /** Lays the wave out for the block's width now; a block under 50 px keeps the server's text. */
  function render(): void {
    const width = contentWidth()
    if (width < MIN_WIDTH_PX) {
      if (rendered) unrender()
      return
    }
    const fontSize = parseFloat(getComputedStyle(element).fontSize) || 16
    const amplitude = waveAmplitude(options.waveIntensity, fontSize)
    // The server's text, as laid out before the wave replaces it: its box is the one to keep.
    if (!rendered) reserved = contentHeight()
    const { height, baseline } = layout(fontSize, amplitude, reserved)
    if (!rendered) {
      original.append(...element.childNodes)
      element.append(original, svg)
      rendered = true
    }
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`)
    svg.setAttribute('height', String(height))
    path.setAttribute('d', wavePath(width, baseline, amplitude, wavePeriod(options.waveFrequency), 2 * fontSize))
    run.textContent = text + GAP
    unit = measure(run, fontSize)
    // Where the browser cannot measure the path, the straight line across is the shortest it can be.
    const length = (typeof path.getTotalLength === 'function' && path.getTotalLength()) || width + 4 * fontSize
    run.textContent = (text + GAP).repeat(copiesFor(length, unit))
    phase %= unit
    draw()
    update()
  }

  function unrender(): void {
    stop()
    svg.remove()
    element.append(...original.childNodes)
    original.remove()
    rendered = false
  }

  function draw(): void {
    run.setAttribute('startOffset', String(startOffset(phase, unit, options.animationDirection)))
  }

  function step(now: number): void {
    const elapsed = Math.min(now - last, 100)
    last = now
    current = easeSpeed(current, target, elapsed)
    phase = (phase + (current * elapsed) / 1000) % unit
    draw()
    cancelFrame = current || target ? cleanup.frame(step) : undefined
  }

  /** Runs the text while it is on screen, motion is welcome and there is speed left; else stops. */
  function update(): void {
    const moving = rendered && visible && !prefersReducedMotion() && (current > 0 || target > 0)
    if (!moving) return stop()
    if (cancelFrame) return
    last = performance.now()
    cancelFrame = cleanup.frame(step)
  }

  function stop(): void {
    cancelFrame?.()
    cancelFrame = undefined
  }

  const seen = cleanup.observe(
    new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? false
      update()
    }),
  )
  seen.observe(element)
  // Laid out now, then again once the width has stayed the same for a second (spec: re-render debounce).
  let width = contentWidth()
  render()
  const resized = cleanup.observe(
    new ResizeObserver(() => {
      if (contentWidth() === width) return
      width = contentWidth()
      cancelRender()
      cancelRender = cleanup.timeout(render, RERENDER_DEBOUNCE_MS)
    }),
  )
  resized.observe(element)
  cleanup.add(onReducedMotionChange(update))
  // Text measured before the page's web fonts arrive is measured again with them.
  if (document.fonts?.status === 'loading') void document.fonts.ready.then(() => destroyed.aborted || render())

  if (options.pausedOnHover) {
    const slow = (to: number) => () => {
      target = to
      update()
    }
    cleanup.listen(element, 'pointerenter', slow(0))
    cleanup.listen(element, 'pointerleave', slow(speed))
    cleanup.listen(element, 'focusin', slow(0))
    cleanup.listen(element, 'focusout', slow(speed))
  }

  return {
    destroy() {
      cleanup.clear()
      cancelFrame = undefined
      if (rendered) unrender()
    },
  }
}

/** The rendered length of one copy of the text; an estimate where the browser cannot measure. */
function measure(run: SVGTextPathElement, fontSize: number): number {
  const measured = typeof run.getComputedTextLength === 'function' ? run.getComputedTextLength() : 0
  return measured > 0 ? measured : Math.max(1, (run.textContent ?? '').length * fontSize * 0.55)
}
