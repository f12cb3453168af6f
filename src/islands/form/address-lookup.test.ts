// @vitest-environment happy-dom
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { formHandlers } from '../../../test/msw/handlers/form.ts'
import { describePlace, PLACES, placesHandlers } from '../../../test/msw/handlers/places.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { LOOKUP_DEBOUNCE_MS } from './AddressLookup.tsx'
import { mount } from './index.ts'
import messages from 'virtual:atoll-messages'

const seen = useServer(...formHandlers, ...placesHandlers)

const ADDRESS = { id: 'address-1', type: 'address', title: 'Delivery address', lookup: true }
const DEFINITION = { formId: 'f-1', fields: [ADDRESS] }
const BASE = 'contact-address-1'

let handle: IslandHandle | undefined

async function mountForm(settings: Record<string, unknown> = DEFINITION) {
  document.body.innerHTML = '<div data-block="form" id="contact"></div>'
  handle = await mount(document.getElementById('contact')!, { kind: 'form', settings, page: { locale: 'en-US' } })
}

const part = (name: string) => document.getElementById(`${BASE}-${name}`) as HTMLInputElement
const line1 = () => part('Line1')
/** Mounts the form and waits for its lookup chunk to make Address 1 a combobox. */
async function mountLookup() {
  await mountForm()
  await vi.waitFor(() => expect(line1().getAttribute('role')).toBe('combobox'))
}
/** Types into Address 1 as a visitor does: the value, then an InputEvent. */
const typeAddress = (text: string) => {
  line1().focus()
  line1().value = text
  line1().dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text.at(-1) ?? null }))
}
const press = (key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  line1().dispatchEvent(event)
  return event
}
const listbox = () => document.getElementById(`${BASE}-Line1-suggestions`)!
const options = () => [...listbox().querySelectorAll('[role=option]')].map((option) => option.textContent)
const status = () => document.querySelector('.atoll-form-lookup [role=status]')!.textContent
const lookups = (kind: 'autocomplete' | 'details') =>
  seen.filter((request) => request.url.pathname === `/api/google-maps/places/${kind}`)
const suggestionsShown = () =>
  vi.waitFor(() => {
    expect(listbox().hidden).toBe(false)
    expect(line1().getAttribute('aria-expanded')).toBe('true')
  })

beforeAll(() => loadMessages(messages, 'en-US'))

afterEach(() => {
  handle?.destroy()
  handle = undefined
  document.body.innerHTML = ''
  sessionStorage.clear()
})

describe('address lookup', () => {
  it('looks up what the visitor typed while the lookup was on its way', async () => {
    await mountForm()
    expect(line1().hasAttribute('role')).toBe(false)
    typeAddress('Harb')
    await suggestionsShown()
    expect(options()).toEqual([describePlace(PLACES[0]!), describePlace(PLACES[2]!)])
    expect(lookups('autocomplete').map((request) => request.url.searchParams.get('input'))).toEqual(['Harb'])
  })

  it('suggests addresses as Address 1 is typed, as an APG combobox with a live count', async () => {
    await mountLookup()
    const input = line1()
    expect(input.getAttribute('aria-autocomplete')).toBe('list')
    expect(input.getAttribute('aria-controls')).toBe(listbox().id)
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(listbox().getAttribute('role')).toBe('listbox')
    expect(listbox().getAttribute('aria-label')).toBe('Suggested addresses')
    expect(listbox().hidden).toBe(true)

    typeAddress('Harb')
    await suggestionsShown()
    expect(options()).toEqual([describePlace(PLACES[0]!), describePlace(PLACES[2]!)])
    expect(status()).toBe('2 addresses found')
    expect(input.value).toBe('Harb')
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)

    const [request] = lookups('autocomplete')
    expect(lookups('autocomplete')).toHaveLength(1)
    expect(request!.url.searchParams.get('input')).toBe('Harb')
    expect(JSON.parse(request!.url.searchParams.get('trackingContext')!)).toEqual({
      productPage: 'form',
      productSection: 'address',
      formId: 'f-1',
      fieldId: 'address-1',
    })
  })

  it('asks once per pause in typing, not before three characters, and says when nothing matches', async () => {
    await mountLookup()
    typeAddress('Ha')
    typeAddress('Har')
    typeAddress('Harb')
    await suggestionsShown()
    expect(lookups('autocomplete').map((request) => request.url.searchParams.get('input'))).toEqual(['Harb'])

    typeAddress('Zz')
    await vi.waitFor(() => expect(listbox().hidden).toBe(true))
    typeAddress('Zzz')
    await vi.waitFor(() => expect(status()).toBe('No addresses found'))
    expect(listbox().hidden).toBe(true)
    expect(line1().getAttribute('aria-expanded')).toBe('false')
  })

  it('cancels a lookup the visitor has typed past, and shows only the newer answer', async () => {
    const aborted: string[] = []
    server.use(
      http.get('/api/google-maps/places/autocomplete', async ({ request }) => {
        const input = new URL(request.url).searchParams.get('input')!
        if (input !== 'Harb') return undefined // the default handler answers
        request.signal.addEventListener('abort', () => aborted.push(input))
        await delay('infinite')
        return HttpResponse.json({ predictions: [] })
      }),
    )
    await mountLookup()
    typeAddress('Harb')
    await vi.waitFor(() => expect(lookups('autocomplete')).toHaveLength(1))
    typeAddress('Quay')
    await suggestionsShown()
    expect(aborted).toEqual(['Harb'])
    expect(options()).toEqual([describePlace(PLACES[1]!)])
    expect(status()).toBe('1 address found')
  })

  it('looks up while another window has the focus, and stops once the focus leaves Address 1', async () => {
    await mountLookup()
    typeAddress('Harb')
    // The visitor switched windows before the pause ended: Address 1 hears blur, and stays the page's focus.
    line1().dispatchEvent(new FocusEvent('blur'))
    expect(document.activeElement).toBe(line1())
    await suggestionsShown()
    expect(lookups('autocomplete')).toHaveLength(1)
    line1().blur()
    await vi.waitFor(() => expect(line1().getAttribute('aria-expanded')).toBe('false'))
    expect(listbox().hidden).toBe(true)
  })

  it('stops with Escape a lookup typed before it, in flight or still waiting: the list opens again only on typing', async () => {
    const aborted: string[] = []
    server.use(
      http.get('/api/google-maps/places/autocomplete', async ({ request }) => {
        const input = new URL(request.url).searchParams.get('input')!
        if (input !== 'Harbo') return undefined // the default handler answers
        request.signal.addEventListener('abort', () => aborted.push(input))
        await delay('infinite')
        return HttpResponse.json({ predictions: [] })
      }),
    )
    await mountLookup()
    typeAddress('Harb')
    await suggestionsShown()
    // In flight: the answer to 'Harbo' would open the list again after the visitor closed it.
    typeAddress('Harbo')
    await vi.waitFor(() => expect(lookups('autocomplete')).toHaveLength(2))
    press('Escape')
    await vi.waitFor(() => expect(aborted).toEqual(['Harbo']))
    expect(listbox().hidden).toBe(true)
    // Still waiting for the pause after the last key: nothing is asked once it has passed.
    typeAddress('Harbou')
    press('Escape')
    await new Promise((resolve) => setTimeout(resolve, LOOKUP_DEBOUNCE_MS * 2))
    expect(lookups('autocomplete')).toHaveLength(2)
    expect(listbox().hidden).toBe(true)
    expect(line1().value).toBe('Harbou')
  })

  it('moves with Down and Up (wrapping), closes with Escape, and chooses with Enter, filling the parts', async () => {
    await mountLookup()
    typeAddress('Harb')
    await suggestionsShown()
    const option = (index: number) => listbox().querySelectorAll('[role=option]')[index]!

    const activeIs = (index: number) =>
      vi.waitFor(() => {
        expect(line1().getAttribute('aria-activedescendant')).toBe(option(index).id)
        expect(option(index).getAttribute('aria-selected')).toBe('true')
      })

    expect(press('ArrowDown').defaultPrevented).toBe(true)
    await activeIs(0)
    press('ArrowDown')
    await activeIs(1)
    expect(option(0).getAttribute('aria-selected')).toBe('false')
    press('ArrowDown')
    await activeIs(0)
    press('ArrowUp')
    await activeIs(1)

    expect(press('Escape').defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(line1().getAttribute('aria-expanded')).toBe('false'))
    expect(line1().hasAttribute('aria-activedescendant')).toBe(false)
    expect(listbox().hidden).toBe(true)
    expect(line1().value).toBe('Harb')

    press('ArrowDown')
    await vi.waitFor(() => expect(line1().getAttribute('aria-expanded')).toBe('true'))
    await activeIs(0)
    const enter = press('Enter')
    expect(enter.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(line1().getAttribute('aria-expanded')).toBe('false'))
    await vi.waitFor(() => expect(part('City').value).toBe('Bergen'))
    expect({
      line1: line1().value,
      line2: part('Line2').value,
      state: part('State').value,
      zip: part('Zip').value,
      country: part('Country').value,
    }).toEqual({ line1: '14 Harbour Street', line2: '', state: 'Vestland', zip: '5003', country: 'Norway' })
    expect(lookups('details').map((request) => request.url.searchParams.get('placeId'))).toEqual(['place-1'])
    // The filled parts are not typing: no lookup for them, and Enter sent no form.
    expect(lookups('autocomplete')).toHaveLength(1)
    expect(seen.some((request) => request.url.pathname.startsWith('/api/form/'))).toBe(false)
    // They are the form's draft, as typed ones are.
    expect(JSON.parse(sessionStorage.getItem('atoll.form-draft.f-1')!)).toMatchObject({
      'address-1.City': ['Bergen'],
    })
  })

  it('chooses a suggestion with a click, the input keeping the focus', async () => {
    await mountLookup()
    typeAddress('Quay')
    await suggestionsShown()
    const option = listbox().querySelector<HTMLElement>('[role=option]')!
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true })
    option.dispatchEvent(press)
    expect(press.defaultPrevented).toBe(true)
    option.click()
    await vi.waitFor(() => expect(line1().value).toBe('2 Quay Road'))
    expect(part('Zip').value).toBe('5014')
    expect(document.activeElement).toBe(line1())
  })

  it('leaves Enter to the form when no suggestion is active', async () => {
    await mountLookup()
    typeAddress('Harb')
    await suggestionsShown()
    expect(press('Enter').defaultPrevented).toBe(false)
  })

  it('works as a plain input when the lookup fails: what was typed stays, no message, the form still sends', async () => {
    const errors = vi.spyOn(console, 'error')
    server.use(http.get('/api/google-maps/places/autocomplete', () => HttpResponse.error()))
    await mountLookup()
    typeAddress('14 Harbour Street')
    await vi.waitFor(() => expect(lookups('autocomplete')).toHaveLength(1))
    await vi.waitFor(() => expect(line1().getAttribute('aria-expanded')).toBe('false'))
    expect(listbox().hidden).toBe(true)
    expect(status()).toBe('')
    expect(line1().value).toBe('14 Harbour Street')
    expect(document.querySelector('.atoll-form-summary')).toBeNull()

    part('City').value = 'Bergen'
    document.querySelector<HTMLButtonElement>('.atoll-form-submit')!.click()
    await vi.waitFor(() => expect(document.querySelector('.atoll-form-submitted')).not.toBeNull())
    const save = seen.find((request) => request.url.pathname === '/api/form/SaveFormSubmission')!
    expect(JSON.parse(JSON.parse(save.body).form)).toEqual({
      'address-1': ['14 Harbour Street', '', 'Bergen', '', '', ''],
    })
    expect(errors).not.toHaveBeenCalled()
  })

  it('keeps the chosen suggestion when its details fail', async () => {
    server.use(http.get('/api/google-maps/places/details', () => HttpResponse.json({}, { status: 500 })))
    await mountLookup()
    typeAddress('Quay')
    await suggestionsShown()
    press('ArrowDown')
    press('Enter')
    await vi.waitFor(() => expect(lookups('details')).toHaveLength(1))
    expect(line1().value).toBe(describePlace(PLACES[1]!))
    expect(part('City').value).toBe('')
    expect(document.querySelector('.atoll-form-summary')).toBeNull()
  })

  it('is not loaded for a form whose address field does not ask for it', async () => {
    await mountForm({ formId: 'f-2', fields: [{ ...ADDRESS, lookup: false }] })
    await import('./address-lookup.ts')
    await new Promise((resolve) => setTimeout(resolve))
    expect(line1().hasAttribute('role')).toBe(false)
    expect(document.querySelector('.atoll-form-lookup')).toBeNull()
  })

  it('is undone by destroy: the input is a plain input again and the list is gone', async () => {
    await mountLookup()
    const input = line1()
    handle!.destroy()
    handle = undefined
    expect(
      ['role', 'aria-expanded', 'aria-controls', 'aria-autocomplete'].filter((name) => input.hasAttribute(name)),
    ).toEqual([])
    expect(document.querySelector('.atoll-form-lookup')).toBeNull()
  })
})
