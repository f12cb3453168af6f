/**
 * The suggestions of the search box: a listbox of the first results (their titles, the typed words
 * marked), the active one as the box's `aria-activedescendant`; and a polite status with the count.
 */
import { useEffect, useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'
import { markParts, type SearchResult } from '../../core/search/search.ts'

/** What the island's store holds: the suggestions, the chosen one, whether the list shows, the status. */
export type PreviewState = Pick<SuggestionsProps, 'items' | 'words' | 'active' | 'open' | 'status'>

/**
 * The list as the island's store has it: rendered once, it follows the store, and keeps the chosen
 * option in view once drawn.
 */
export function SuggestionsView({
  store,
  ...props
}: { store: StoreApi<PreviewState> } & Pick<SuggestionsProps, 'id' | 'onChoose'>) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  useEffect(() => {
    if (state.active >= 0)
      document.getElementById(optionId(props.id, state.active))?.scrollIntoView({ block: 'nearest' })
  }, [state.active, props.id])
  return <Suggestions {...state} {...props} />
}

export interface SuggestionsProps {
  id: string
  items: SearchResult[]
  words: string[]
  active: number
  open: boolean
  status: string
  onChoose(index: number): void
}

export const optionId = (listId: string, index: number) => `${listId}-${index}`

export function Suggestions({ id, items, words, active, open, status, onChoose }: SuggestionsProps) {
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: APG's combobox listbox is a list; the box keeps the focus */}
      <ul id={id} role="listbox" className="atoll-suggest-list" hidden={!open || items.length === 0}>
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: the options are never focused: the combobox keeps the focus
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter), on the box
          <li
            key={item.id}
            id={optionId(id, index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an APG option, made active through the box's aria-activedescendant
            role="option"
            aria-selected={index === active}
            // The box keeps the focus: a press on an option does not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(index)}
          >
            {markParts(item.title, words).map((part, i) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one title, in order
              part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
            )}
          </li>
        ))}
      </ul>
      <p className="atoll-visually-hidden" role="status">
        {status}
      </p>
    </>
  )
}
