/**
 * The search preview (`search-preview`): the header's search form (`GET /search?q=`, which works
 * without script) gains a suggestions list as the visitor types, after the WAI-ARIA combobox pattern
 * with a listbox popup: ↓/↑ move through the suggestions (`aria-activedescendant`; the focus stays in
 * the box), Enter opens the chosen one or, with none chosen, submits the form to `/search?q=`,
 * Escape closes the list (and clears the box when it is already closed). The results come from the
 * site search (`GET /api/search/GeneralSearch`), debounced; an answer to an older query is dropped.
 * Lazy: its chunk loads on the box's first focus (its moment, `interaction`).
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { createStore } from 'zustand/vanilla'
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { get } from '../../core/data/index.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { queryWords, readResults, SEARCH_DEBOUNCE_MS, SEARCH_PATH, searchQuery } from '../../core/search/search.ts'
import { normalizeOptions } from './options.ts'
import css from './search-preview.css?inline'
import { optionId, type PreviewState, SuggestionsView } from './Suggestions.tsx'
import messages from 'virtual:atoll-messages'

/** How many suggestions the list shows (the spec is silent): a glance, the search page has the rest. */
export const SUGGESTIONS = 6

let nextId = 0

export async function mount(element: HTMLElement, { settings, page, signal }: IslandContext): Promise<IslandHandle> {
  const { collectionId } = normalizeOptions(settings)
  const input = element.querySelector<HTMLInputElement>('input[type=search], input[name=q]')
  if (!input) throw new TypeError('search-preview: the block needs its search input')
  await loadMessages(messages, page.locale)
  adoptStyles(css)
  const cleanup = createCleanup(signal)
  // Aborts the suggestions under way on destroy; their answer is then neither drawn nor logged.
  const destroyed = cleanup.signal()
  const log = blockLogger('search-preview', element)
  const listId = `atoll-suggest-${++nextId}`
  const kept = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'autocomplete'].map(
    (name) => [name, input.getAttribute(name)] as const,
  )
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-expanded', 'false')
  input.setAttribute('aria-controls', listId)
  input.setAttribute('autocomplete', 'off')

  const container = document.createElement('div')
  element.append(container)
  const store = createStore<PreviewState>(() => ({ items: [], words: [], active: -1, open: false, status: '' }))
  const update = (patch: Partial<PreviewState>) => store.setState(patch)
  let sequence = 0
  // The box is the server's: its combobox state follows the store at once, the list as it draws.
  cleanup.add(
    store.subscribe(({ items, active, open }) => {
      input.setAttribute('aria-expanded', String(open && items.length > 0))
      if (open && active >= 0) input.setAttribute('aria-activedescendant', optionId(listId, active))
      else input.removeAttribute('aria-activedescendant')
    }),
  )
  // Rendered once: the view follows the store (docs/blocks.md, State in a rendering island).
  const root = createRoot(container)
  root.render(createElement(SuggestionsView, { store, id: listId, onChoose: go }))

  function go(index: number): void {
    const item = store.getState().items[index]
    if (item) location.assign(item.url)
  }

  function close(patch: Partial<PreviewState> = {}): void {
    update({ ...patch, open: false, active: -1 })
  }

  function search(): void {
    const query = searchQuery(input!.value)
    const ticket = ++sequence
    if (!query) return close({ items: [], status: '' })
    get(SEARCH_PATH, {
      searchParams: { q: query, offset: 0, limit: SUGGESTIONS, collectionId: collectionId || undefined },
      signal: destroyed,
    })
      .then(readResults)
      .then(
        (answer) => {
          if (ticket !== sequence || destroyed.aborted) return
          const items = answer.items.slice(0, SUGGESTIONS)
          // A suggestion chosen while this answer was on its way (from the list of what was typed
          // before) stays chosen where this list has it, so the answer does not take it from under
          // the visitor's Enter.
          const { items: shown, active } = store.getState()
          const chosen = shown[active]?.id
          update({
            items,
            words: queryWords(query),
            active: chosen === undefined ? -1 : items.findIndex((item) => item.id === chosen),
            open: document.activeElement === input,
            status: t('content.results', { count: answer.totalCount }),
          })
        },
        (error: unknown) => {
          if (ticket !== sequence || destroyed.aborted) return
          log.error('the suggestions did not load', error)
          close({ items: [], status: t('editor.unableToLoadResults') })
        },
      )
  }

  let cancelWait = () => {}
  cleanup.listen(input, 'input', () => {
    cancelWait()
    cancelWait = cleanup.timeout(search, SEARCH_DEBOUNCE_MS)
  })
  cleanup.listen(input, 'keydown', (event: KeyboardEvent) => {
    const { items, active, open } = store.getState()
    const count = items.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      // The box itself (no option) is one more stop between the last option and the first, as in
      // APG's list autocomplete; a closed list opens on its first (↓) or last (↑) option.
      const next = open ? ((active + 1 + step + count + 1) % (count + 1)) - 1 : step === 1 ? 0 : count - 1
      update({ active: next, open: true })
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault()
      go(active)
    } else if (event.key === 'Escape') {
      if (open && count) {
        event.preventDefault()
        close()
      } else if (input!.value) {
        event.preventDefault()
        input!.value = ''
        close({ items: [], status: '' })
      }
    }
  })
  // Leaving the box closes the list; the window losing the focus (the visitor switched windows)
  // leaves it as it is: the box is still the page's focus, and is where the visitor comes back to.
  cleanup.listen(input, 'blur', () => document.activeElement !== input && close())
  // Typed before the chunk arrived: the list follows what is there.
  if (input.value.trim()) search()

  return {
    destroy() {
      cleanup.clear()
      root.unmount()
      container.remove()
      for (const [name, value] of kept) value === null ? input.removeAttribute(name) : input.setAttribute(name, value)
      input.removeAttribute('aria-activedescendant')
    },
  }
}
