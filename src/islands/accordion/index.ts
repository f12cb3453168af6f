/**
 * The accordion island. It enhances the server's markup in place instead of re-rendering it: the
 * panels keep the server's nodes (their images, their nested blocks), nothing shifts on mount, and
 * the island needs no renderer chunk. State changes go through the pure functions of accordion.ts.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { focusTarget } from '../../core/kit/keys.ts'
import { initialOpen, toggle } from './accordion.ts'
import { animationMs, normalizeOptions } from './options.ts'

interface Item {
  trigger: HTMLElement
  panel: HTMLElement
}

let nextId = 0

export function mount(element: HTMLElement, { settings }: IslandContext): IslandHandle {
  const options = normalizeOptions(settings as Record<string, unknown>)
  const items = findItems(element)
  const cleanup = createCleanup()
  const running = new Set<Animation>()
  cleanup.add(() => {
    for (const animation of running) animation.cancel()
  })
  let open = initialOpen(items.length, options)

  const prefix = element.id || `atoll-accordion-${++nextId}`
  items.forEach(({ trigger, panel }, index) => {
    trigger.id ||= `${prefix}-trigger-${index + 1}`
    panel.id ||= `${prefix}-panel-${index + 1}`
    trigger.setAttribute('aria-controls', panel.id)
    panel.setAttribute('role', 'region')
    panel.setAttribute('aria-labelledby', trigger.id)
    if (trigger.localName !== 'button') {
      trigger.setAttribute('role', 'button')
      trigger.tabIndex = 0
    }
    show(index, open[index] ?? false, 0)
  })

  function show(index: number, isOpen: boolean, duration: number): void {
    const item = items[index]
    if (!item) return
    item.trigger.setAttribute('aria-expanded', String(isOpen))
    if (item.panel.hidden === !isOpen) return
    if (isOpen) item.panel.hidden = false
    if (!duration || typeof item.panel.animate !== 'function') {
      item.panel.hidden = !isOpen
      return
    }
    const height = `${item.panel.scrollHeight}px`
    const frames = [
      { height: '0px', overflow: 'hidden' },
      { height, overflow: 'hidden' },
    ]
    const animation = item.panel.animate(isOpen ? frames : frames.reverse(), { duration, easing: 'ease' })
    running.add(animation)
    animation.finished.then(
      () => {
        running.delete(animation)
        if (!isOpen) item.panel.hidden = true
      },
      () => running.delete(animation),
    )
  }

  function activate(index: number): void {
    // spec: clicks are blocked while the animation runs
    if (running.size) return
    const next = toggle(open, index, options)
    const duration = animationMs()
    next.forEach((isOpen, i) => isOpen !== open[i] && show(i, isOpen, duration))
    open = next
  }

  const triggers = items.map((item) => item.trigger)
  const indexOf = (event: Event) =>
    triggers.indexOf((event.target as Element).closest?.('[data-part=trigger]') as HTMLElement)

  cleanup.listen(element, 'click', (event) => {
    const index = indexOf(event)
    if (index >= 0) activate(index)
  })
  cleanup.listen(element, 'keydown', (event) => {
    const index = indexOf(event)
    if (index < 0) return
    // A native button turns Enter and Space into a click; other triggers get the same keys here.
    if ((event.key === 'Enter' || event.key === ' ') && triggers[index]?.localName !== 'button') {
      event.preventDefault()
      activate(index)
      return
    }
    const target = focusTarget(event.key, index, triggers.length)
    if (target >= 0) {
      event.preventDefault()
      triggers[target]?.focus()
    }
  })

  return { destroy: cleanup.clear }
}

/** The accordion's own items: nested accordions inside a panel keep theirs. */
function findItems(element: HTMLElement): Item[] {
  const items: Item[] = []
  // A walk that never enters a nested block: linear in the accordion's own content, however deep
  // the blocks nest (a query of every item, then a climb to each one's block, is not).
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_ELEMENT, (node) =>
    (node as Element).hasAttribute('data-block')
      ? NodeFilter.FILTER_REJECT
      : (node as Element).getAttribute('data-part') === 'item'
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_SKIP,
  )
  while (walker.nextNode()) {
    const item = walker.currentNode as HTMLElement
    const trigger = item.querySelector<HTMLElement>('[data-part=trigger]')
    const panel = item.querySelector<HTMLElement>('[data-part=panel]')
    if (!trigger || !panel) {
      throw new TypeError('accordion: every [data-part=item] needs a [data-part=trigger] and a [data-part=panel]')
    }
    items.push({ trigger, panel })
  }
  return items
}
