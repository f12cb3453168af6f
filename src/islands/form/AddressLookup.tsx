/**
 * The address lookup's combobox (WAI-ARIA APG, combobox with list autocomplete): the form's own
 * Address 1 input gets the combobox's role and states, and this component draws the listbox under it
 * and a live count of the suggestions. The input stays uncontrolled: what the visitor types is never
 * set from here, only a chosen suggestion's details are filled in. A lookup that fails or answers
 * nothing leaves the input as it was, and shows nothing (docs/forms.md, Address lookup).
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { placesAutocomplete, placesDetails, type TrackingContext } from '../../core/clients/places.ts'
import { t } from '../../core/i18n/index.ts'
import { type FilledPart, moveActive, partsOf, type Suggestion, suggestionsOf } from './lookup.ts'

/** Milliseconds of no typing before the lookup asks: one request per pause, not per key. */
export const LOOKUP_DEBOUNCE_MS = 250
/** Characters of Address 1 before the lookup asks (fewer match too much to help). */
export const LOOKUP_MIN_CHARACTERS = 3

export interface AddressLookupProps {
  /** The form's Address 1 input. */
  input: HTMLInputElement
  /** The listbox's id; each option's is `${listId}-${index}`. */
  listId: string
  context: TrackingContext
  /** Puts a chosen place's parts into the form's inputs. */
  fill(parts: Partial<Record<FilledPart, string>>): void
}

/** Cancels the lookup in flight and gives the signal of the next one. */
function restart(request: { current: AbortController | null }): AbortSignal {
  request.current?.abort()
  request.current = new AbortController()
  return request.current.signal
}

interface View {
  suggestions: Suggestion[]
  open: boolean
  /** The index of the active option, -1 for none. */
  active: number
}

const CLOSED: View = { suggestions: [], open: false, active: -1 }

export function AddressLookup({ input, listId, context, fill }: AddressLookupProps) {
  const [view, setView] = useState<View>(CLOSED)
  /** The view as last set: the key handler reads it, as two keys can come before one render. */
  const latest = useRef(view)
  const show = useCallback((next: Partial<View>) => {
    latest.current = { ...latest.current, ...next }
    setView(latest.current)
  }, [])
  const { suggestions, open, active } = view
  /** The live count's text: set after each answer, empty before the first and after a failure. */
  const [count, setCount] = useState('')
  /** The lookup in flight (suggestions or details): a newer one cancels it. */
  const request = useRef<AbortController | null>(null)
  /** The pause after the last key, before the suggestions are asked for. */
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const optionId = (index: number) => `${listId}-${index}`
  /** Closes the list, and stops a lookup typed before (waiting or in flight): the list opens again only on typing. */
  const close = () => {
    clearTimeout(pause.current)
    request.current?.abort()
    show({ open: false, active: -1 })
  }

  const choose = (suggestion: Suggestion) => {
    close()
    // The choice shows at once; its details then fill the parts (Address 1 with the street alone).
    fill({ Line1: suggestion.description })
    const signal = restart(request)
    placesDetails({ placeId: suggestion.placeId }, context, { signal })
      .then((answer) => {
        if (!signal.aborted) fill(partsOf(answer))
      })
      // A failed lookup leaves the choice as it is (docs/forms.md): nothing to show the visitor.
      .catch(() => {})
  }

  // The combobox's states on the form's input (address-lookup.ts gives it the role), in the same
  // commit as the list: the input never names an option the list has not marked, nor the reverse.
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(open))
    if (open && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else input.removeAttribute('aria-activedescendant')
  }, [input, listId, open, active])

  // Typing: after a pause, the suggestions for what Address 1 holds; a newer pause cancels an older lookup.
  // Listening from the commit that draws the list (a layout effect), as the input is a combobox by then.
  useLayoutEffect(() => {
    const lookUp = () => {
      clearTimeout(pause.current)
      request.current?.abort()
      const text = input.value.trim()
      if (text.length < LOOKUP_MIN_CHARACTERS) {
        show(CLOSED)
        return
      }
      pause.current = setTimeout(() => {
        const signal = restart(request)
        placesAutocomplete({ input: text }, context, { signal })
          .then((answer) => {
            if (signal.aborted) return
            const found = suggestionsOf(answer)
            show({ suggestions: found, active: -1, open: found.length > 0 && document.activeElement === input })
            setCount(t('forms.lookupCount', { count: found.length }))
          })
          .catch(() => {
            if (signal.aborted) return
            // The lookup is off or down: the input works as it would without it, and says nothing.
            show(CLOSED)
            setCount('')
          })
      }, LOOKUP_DEBOUNCE_MS)
    }
    // A fill dispatches a plain Event (for the form's draft), as a browser's autofill does: only
    // typing, an InputEvent, looks up.
    const typed = (event: Event) => event instanceof InputEvent && lookUp()
    input.addEventListener('input', typed)
    // What the visitor typed while the lookup was on its way is looked up as if typed now.
    if (document.activeElement === input && input.value.trim().length >= LOOKUP_MIN_CHARACTERS) lookUp()
    return () => {
      clearTimeout(pause.current)
      request.current?.abort()
      input.removeEventListener('input', typed)
    }
  }, [input, context, show])

  // The keys of the APG's combobox: Down and Up open and move, Enter chooses, Escape closes.
  useLayoutEffect(() => {
    const key = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return
      const { suggestions, open, active } = latest.current
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!suggestions.length) return
        event.preventDefault()
        show({
          open: true,
          active: moveActive(open ? active : -1, suggestions.length, event.key === 'ArrowDown' ? 1 : -1),
        })
      } else if (event.key === 'Enter' && open && active >= 0) {
        // Enter chooses the suggestion instead of sending the form.
        event.preventDefault()
        choose(suggestions[active]!)
      } else if (event.key === 'Escape') {
        // A closed list leaves the key to the page, but a lookup on its way does not open it then.
        if (open) event.preventDefault()
        close()
      }
    }
    // Leaving Address 1 closes the list and stops a lookup; the window losing the focus (the visitor
    // switched windows) does not: Address 1 is still the page's focus, the answer is shown on return.
    const left = () => document.activeElement !== input && close()
    input.addEventListener('keydown', key)
    input.addEventListener('blur', left)
    return () => {
      input.removeEventListener('keydown', key)
      input.removeEventListener('blur', left)
    }
  })

  return (
    <>
      <ul
        className="atoll-form-lookup-list"
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: APG's combobox listbox is a list; the input keeps the focus
        role="listbox"
        aria-label={t('forms.lookupLabel')}
        hidden={!open || suggestions.length === 0}
      >
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: the options are never focused: the combobox keeps the focus
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter, Escape), on the input
          <li
            key={suggestion.placeId}
            id={optionId(index)}
            className="atoll-form-lookup-option"
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an APG option, made active through the input's aria-activedescendant
            role="option"
            aria-selected={open && index === active ? 'true' : 'false'}
            // The input keeps the focus (and its caret) while a pointer chooses.
            onMouseDown={(event: { preventDefault(): void }) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {suggestion.description}
          </li>
        ))}
      </ul>
      <div className="atoll-visually-hidden" role="status">
        {count}
      </div>
    </>
  )
}
