/**
 * Tooltips. One positioned text box needs no renderer and no positioning library: the spec's rule
 * (above the target, else below, kept off the viewport's edges) is a few lines.
 */
import { adoptStyles } from '../dom/styles.ts'
import css from './dialog.css?inline'
import { TOOLTIP_DELAY_MS, TOOLTIP_EDGE_MARGIN, TOOLTIP_OFFSET, TOOLTIP_WIDTH, Z_INDEX_TOP } from './options.ts'

interface Box {
  left: number
  top: number
  width: number
  height: number
}

let count = 0
/** The teardowns of every tooltip given and not taken back. */
const given = new Set<() => void>()

/**
 * Where a tooltip of size `tip` goes for a target at `target` (viewport coordinates): centred
 * 15 px above the target, or 15 px below when there is no room above, and at least 20 px from every
 * edge of the viewport when the viewport allows it.
 */
export function placeTooltip(
  target: Box,
  tip: { width: number; height: number },
  viewport: { width: number; height: number },
): { left: number; top: number } {
  const clamp = (value: number, max: number) =>
    Math.max(TOOLTIP_EDGE_MARGIN, Math.min(value, max - TOOLTIP_EDGE_MARGIN))
  const above = target.top - TOOLTIP_OFFSET - tip.height
  const top = above >= TOOLTIP_EDGE_MARGIN ? above : target.top + target.height + TOOLTIP_OFFSET
  return {
    left: clamp(target.left + (target.width - tip.width) / 2, viewport.width - tip.width),
    top: clamp(top, viewport.height - tip.height),
  }
}

/**
 * Gives `target` a tooltip that appears after 1200 ms of hover or keyboard focus, and goes on
 * leave, blur or Escape. The target is described by the tooltip while it shows.
 * @returns the teardown: removes the tooltip and every listener.
 * @throws TypeError when `target` is not an element or `text` not a string.
 * @example
 * const untip = tooltip(button, 'Copies the link')
 */
export function tooltip(target: HTMLElement, text: string): () => void {
  if (!(target instanceof HTMLElement)) throw new TypeError('tooltip: target must be an element')
  if (typeof text !== 'string') throw new TypeError('tooltip: text must be a string')
  const id = `atoll-tooltip-${++count}`
  const listening = new AbortController()
  const { signal } = listening
  let timer: ReturnType<typeof setTimeout> | undefined
  let tip: HTMLElement | undefined

  const show = () => {
    adoptStyles(css)
    tip = document.createElement('div')
    tip.id = id
    tip.setAttribute('role', 'tooltip')
    tip.className = 'atoll-managed-ui atoll-tooltip'
    tip.textContent = text
    Object.assign(tip.style, {
      width: `${TOOLTIP_WIDTH}px`,
      maxWidth: `calc(100vw - ${2 * TOOLTIP_EDGE_MARGIN}px)`,
      zIndex: String(Z_INDEX_TOP),
    })
    document.body.append(tip)
    const { width, height } = tip.getBoundingClientRect()
    const { left, top } = placeTooltip(
      target.getBoundingClientRect(),
      { width, height },
      { width: innerWidth, height: innerHeight },
    )
    Object.assign(tip.style, { left: `${left}px`, top: `${top}px` })
    describe(true)
  }

  const schedule = () => {
    if (!tip && !timer) timer = setTimeout(show, TOOLTIP_DELAY_MS) // spec: tooltip delay 1200 ms
  }

  const hide = () => {
    clearTimeout(timer)
    timer = undefined
    if (!tip) return
    tip.remove()
    tip = undefined
    describe(false)
  }

  const describe = (on: boolean) => {
    const ids = (target.getAttribute('aria-describedby') ?? '').split(' ').filter((token) => token && token !== id)
    if (on) ids.push(id)
    if (ids.length) target.setAttribute('aria-describedby', ids.join(' '))
    else target.removeAttribute('aria-describedby')
  }

  for (const type of ['pointerenter', 'focusin']) target.addEventListener(type, schedule, { signal })
  for (const type of ['pointerleave', 'focusout', 'pointerdown']) target.addEventListener(type, hide, { signal })
  document.addEventListener('keydown', (event) => event.key === 'Escape' && hide(), { signal })

  const untip = () => {
    hide()
    listening.abort()
    given.delete(untip)
  }
  given.add(untip)
  return untip
}

/** Takes back every tooltip: removed from the page, their targets no longer listening. */
export function removeTooltips(): void {
  for (const untip of [...given]) untip()
}
