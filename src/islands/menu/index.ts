/**
 * The menu block's tabs (WAI-ARIA tabs pattern, manual activation: spec "arrow keys move between
 * tabs with wrap-around; Enter or Space selects"). It enhances the server's tabs and panels in place,
 * so panels keep their own nodes and no renderer is needed. The block has no settings.
 */
import type { IslandHandle } from '../../contract.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { focusTarget } from '../../core/kit/keys.ts'
import { initialTab } from './menu.ts'

let nextId = 0

export function mount(element: HTMLElement): IslandHandle {
  const own = (part: string) =>
    [...element.querySelectorAll<HTMLElement>(`[data-part=${part}]`)].filter(
      (node) => node.closest('[data-block]') === element,
    )
  const tabs = own('tab')
  const panels = own('panel')
  if (!tabs.length || tabs.length !== panels.length) {
    throw new TypeError('menu: needs as many [data-part=panel] as [data-part=tab], at least one')
  }
  const cleanup = createCleanup()

  // The tab list is the tabs' own parent; when the panels share it, the tabs get a wrapper of their own.
  let list = tabs[0]!.parentElement!
  let wrapper: HTMLElement | undefined
  if (tabs.some((tab) => tab.parentElement !== list) || panels.some((panel) => list.contains(panel))) {
    wrapper = list = document.createElement('div')
    tabs[0]!.before(wrapper)
    wrapper.append(...tabs)
  }
  list.setAttribute('role', 'tablist')

  const prefix = element.id || `atoll-menu-${++nextId}`
  tabs.forEach((tab, index) => {
    const panel = panels[index]!
    tab.id ||= `${prefix}-tab-${index + 1}`
    panel.id ||= `${prefix}-panel-${index + 1}`
    tab.setAttribute('role', 'tab')
    tab.setAttribute('aria-controls', panel.id)
    panel.setAttribute('role', 'tabpanel')
    panel.setAttribute('aria-labelledby', tab.id)
    panel.tabIndex = 0
  })

  function select(index: number): void {
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === index))
      tab.tabIndex = i === index ? 0 : -1
      panels[i]!.hidden = i !== index
    })
  }
  select(initialTab(tabs.map((tab) => tab.getAttribute('aria-selected') === 'true')))

  const indexOf = (event: Event) => tabs.indexOf((event.target as Element).closest?.('[data-part=tab]') as HTMLElement)
  cleanup.listen(list, 'click', (event) => {
    const index = indexOf(event)
    if (index >= 0) select(index)
  })
  cleanup.listen(list, 'keydown', (event) => {
    const index = indexOf(event)
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return
    // A native button turns Enter and Space into a click; other tabs get the same keys here.
    if (event.key === 'Enter' || event.key === ' ') {
      if (tabs[index]!.localName === 'button') return
      event.preventDefault()
      select(index)
      return
    }
    const target = focusTarget(event.key, index, tabs.length, { horizontal: true })
    if (target < 0) return
    event.preventDefault()
    tabs[target]!.focus()
  })

  return {
    destroy() {
      cleanup.clear()
      if (wrapper) {
        wrapper.before(...tabs)
        wrapper.remove()
      }
    },
  }
}
