import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { FormSubmissionRecord } from '../../demo-site/server/routes/form.ts'
import { baseUrl, type PageProbe, usePages } from './harness.ts'

/** The address lookup of the form (docs/forms.md, Address lookup) on the demo's delivery page. */

const pages = usePages()

const address1 = (page: Page) => page.getByLabel('Address 1')
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Suggested addresses' })

/** Focuses Address 1 (the form mounts at the visitor's first focus) and waits for the lookup to make it a combobox. */
async function reachLookup(page: Page): Promise<void> {
  await address1(page).click()
  await page.waitForSelector('#delivery-form-delivery-address-Line1[role=combobox]')
}

/** The places lookups the server received from this page, as `kind: params`. */
async function lookups(probe: PageProbe): Promise<{ path: string; params: Record<string, unknown> }[]> {
  return (await probe.inbox('google-maps')).map((record) => {
    const params: Record<string, unknown> = Object.fromEntries(new URLSearchParams(record.query))
    params.trackingContext = JSON.parse(String(params.trackingContext))
    delete params.crumb
    return { path: record.path, params }
  })
}

async function submissions(probe: PageProbe): Promise<FormSubmissionRecord[]> {
  const response = await fetch(`${baseUrl()}/inbox/forms.json?probe=${probe.id}`)
  return (await response.json()) as FormSubmissionRecord[]
}

describe('address lookup', () => {
  it('suggests addresses as the visitor types, is chosen with the keyboard, fills the parts and is sent', async () => {
    const probe = await pages.open('/delivery')
    const { page } = probe
    await reachLookup(page)
    await address1(page).pressSequentially('Harb')
    await listbox(page).waitFor()
    // A slow hand pauses after 'Har' too: the list may show that answer first, then the one for 'Harb'.
    await expect
      .poll(() => listbox(page).getByRole('option').allTextContents())
      .toEqual([
        '14 Harbour Street, Bergen, Vestland 5003, Norway',
        '140 Harbor Street, Portland, ME 04101, United States',
      ])
    expect(await address1(page).getAttribute('aria-expanded')).toBe('true')
    await page.getByRole('status').filter({ hasText: '2 addresses found' }).waitFor({ state: 'attached' })

    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    // The input names the active option once the list has drawn it.
    const portland = listbox(page).getByRole('option', { name: '140 Harbor Street, Portland, ME 04101, United States' })
    await portland.and(page.locator('[aria-selected=true]')).waitFor()
    expect(await address1(page).getAttribute('aria-activedescendant')).toBe(await portland.getAttribute('id'))
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Portland')
    expect({
      line1: await address1(page).inputValue(),
      state: await page.getByLabel('State').inputValue(),
      zip: await page.getByLabel('ZIP Code').inputValue(),
      country: await page.getByLabel('Country').inputValue(),
      expanded: await address1(page).getAttribute('aria-expanded'),
      focused: await address1(page).evaluate((input) => document.activeElement === input),
    }).toEqual({
      line1: '140 Harbor Street',
      state: 'ME',
      zip: '04101',
      country: 'United States',
      expanded: 'false',
      focused: true,
    })
    expect(await listbox(page).isHidden()).toBe(true)

    // What the server received: a lookup per pause in typing (one when the keys come quickly, the
    // last for 'Harb'), then the chosen place's details.
    const context = { productPage: 'form', productSection: 'address', formId: 'delivery', fieldId: 'delivery-address' }
    const received = await lookups(probe)
    const typed = received.slice(0, -1)
    expect(typed.at(-1)).toEqual({
      path: '/api/google-maps/places/autocomplete',
      params: { input: 'Harb', trackingContext: context },
    })
    for (const { path, params } of typed) {
      expect(path).toBe('/api/google-maps/places/autocomplete')
      expect(['Har', 'Harb']).toContain(params.input)
    }
    expect(received.at(-1)).toEqual({
      path: '/api/google-maps/places/details',
      params: { placeId: 'place-4', trackingContext: context },
    })

    await page.getByLabel('Your name').fill('Ada Okafor')
    await page.getByRole('button', { name: 'Add me to the round' }).click()
    await page.getByText('You are on the Saturday round.').waitFor()
    const [submission] = await submissions(probe)
    expect(submission?.values['delivery-address']).toEqual([
      '140 Harbor Street',
      '',
      'Portland',
      'ME',
      '04101',
      'United States',
    ])
  })

  it('closes with Escape, keeping what was typed', async () => {
    const { page } = await pages.open('/delivery')
    await reachLookup(page)
    await address1(page).pressSequentially('Quay')
    await listbox(page).waitFor()
    await page.keyboard.press('Escape')
    await listbox(page).waitFor({ state: 'hidden' })
    expect(await address1(page).inputValue()).toBe('Quay')
    expect(await address1(page).getAttribute('aria-expanded')).toBe('false')
  })

  it('is a plain field when the lookup fails: typing works, nothing is lost, no error is shown, the form is sent', async () => {
    const probe = await pages.open('/delivery', {
      beforeGoto: async (page) => {
        await page.route('**/api/google-maps/places/**', (route) => route.abort('connectionfailed'))
      },
    })
    // Chromium reports each aborted load on the console.
    probe.expectConsoleError(/Failed to load resource/, 'any')
    const { page } = probe
    await reachLookup(page)
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/places/autocomplete'))
    await address1(page).pressSequentially('14 Harbour Street')
    await failed
    await page.getByLabel('City').fill('Bergen')
    await page.getByLabel('Country').fill('Norway')
    expect(await address1(page).inputValue()).toBe('14 Harbour Street')
    expect(await address1(page).getAttribute('aria-expanded')).toBe('false')
    expect(await listbox(page).isHidden()).toBe(true)
    expect(await page.locator('.atoll-form-summary, .atoll-form-error').count()).toBe(0)

    await page.getByLabel('Your name').fill('Ada Okafor')
    await page.getByRole('button', { name: 'Add me to the round' }).click()
    await page.getByText('You are on the Saturday round.').waitFor()
    const [submission] = await submissions(probe)
    expect(submission?.values['delivery-address']).toEqual(['14 Harbour Street', '', 'Bergen', '', '', 'Norway'])
  })
})
