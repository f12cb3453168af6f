import { describe, expect, it } from 'vitest'
import { useJourneys } from '../journey.ts'
import type { Target, Visit } from '../visit.ts'

const FORM = '#delivery-form'
const address1: Target = { label: 'Address 1', within: FORM }
const suggestions: Target = { role: 'listbox', name: 'Suggested addresses', within: FORM }
const portland: Target = { role: 'option', name: '140 Harbor Street, Portland, ME 04101, United States', within: FORM }

/** The address parts as the form holds them, by label. */
const parts = (visit: Visit) =>
  visit.evaluate((form: string) => {
    const value = (part: string) =>
      (document.querySelector(`${form} [name="delivery-address.${part}"]`) as HTMLInputElement | null)?.value
    return {
      line1: value('Line1'),
      city: value('City'),
      state: value('State'),
      zip: value('Zip'),
      country: value('Country'),
    }
  }, FORM)

const PORTLAND = { line1: '140 Harbor Street', city: 'Portland', state: 'ME', zip: '04101', country: 'United States' }

describe('the delivery form’s address lookup', () => {
  const journeys = useJourneys()

  it.each(['desktop', 'phone'] as const)(
    'suggests addresses as the visitor types, takes the one chosen and sends it (%s)',
    async (viewport) => {
      const visit = await journeys.open('/delivery', { viewport })
      // The form's island mounts as the visitor reaches for it; the lookup then makes Address 1 a combobox.
      await visit.click(address1)
      await visit.find({ role: 'combobox', name: 'Address 1', within: FORM })
      await visit.type('Harb')
      await visit.find(suggestions)
      expect(await visit.attribute(address1, 'aria-expanded')).toBe('true')
      expect(await visit.text(suggestions)).toBe(
        '14 Harbour Street, Bergen, Vestland 5003, Norway\n140 Harbor Street, Portland, ME 04101, United States',
      )

      if (viewport === 'desktop') {
        // The keyboard: Down twice to the second suggestion, Enter to choose it.
        await visit.press('ArrowDown')
        await visit.press('ArrowDown')
        await visit.waitFor(
          (form: string) =>
            document.querySelector(`${form} [role=option][aria-selected=true]`)?.textContent?.startsWith('140'),
          FORM,
        )
        await visit.press('Enter')
      } else {
        await visit.click(portland)
      }
      await visit.waitFor((form: string) => {
        const city = document.querySelector(`${form} [name="delivery-address.City"]`) as HTMLInputElement | null
        return city?.value === 'Portland'
      }, FORM)
      expect(await parts(visit)).toEqual(PORTLAND)
      await visit.gone(suggestions)
      expect(await visit.attribute(address1, 'aria-expanded')).toBe('false')
      expect(await visit.focused()).toBe('Address 1')

      const lookups = (await visit.inbox('google-maps')).map(
        (record) =>
          `${record.path}?${new URLSearchParams(record.query).get(record.path.endsWith('details') ? 'placeId' : 'input')}`,
      )
      // A lookup per pause in typing (a slow driver's keys may pause after 'Har'), then the chosen place.
      expect(lookups.slice(-2)).toEqual([
        '/api/google-maps/places/autocomplete?Harb',
        '/api/google-maps/places/details?place-4',
      ])
      expect(lookups.slice(0, -2).every((lookup) => lookup === '/api/google-maps/places/autocomplete?Har')).toBe(true)

      await visit.fill({ label: 'Your name (required)', within: FORM }, 'Ada Okafor')
      await visit.click({ role: 'button', name: 'Add me to the round', within: FORM })
      await visit.find({ text: 'You are on the Saturday round.', within: FORM })
      const save = (await visit.inbox('form')).find((call) => call.path === '/api/form/SaveFormSubmission')
      const sent = save?.body as { form: string }
      expect(JSON.parse(sent.form)['delivery-address']).toEqual([
        PORTLAND.line1,
        '',
        PORTLAND.city,
        PORTLAND.state,
        PORTLAND.zip,
        PORTLAND.country,
      ])
    },
  )
})
