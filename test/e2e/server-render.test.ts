// The islands' server rendering (`atoll/server`) of each flavour: run on the Preact build (e2e) and on
// the React one (e2e-react, RENDERER_TESTS), each against the demo server rendering with that
// flavour's own server build.
import { describe, expect, inject, it } from 'vitest'
import { baseUrl, usePages } from './harness.ts'
import { keepsElement } from './hydration.ts'

const flavour = inject('flavour')

/**
 * The contact form's opening tag as each renderer writes it: react-dom/server names the property
 * (`noValidate=""`), preact-render-to-string the bare attribute. A browser reads both alike, so only
 * the HTML the server sent tells them apart.
 */
const FORM_TAG = {
  react: '<form noValidate="" action="/api/form/SaveFormSubmission" method="post">',
  preact: '<form action="/api/form/SaveFormSubmission" method="post" novalidate>',
}

describe(`the islands rendered on the server (${flavour})`, () => {
  const pages = usePages()

  it("are written by the flavour's own renderer", async () => {
    const html = await (await fetch(`${baseUrl()}/contact`)).text()
    const [ours, theirs] = flavour === 'react' ? [FORM_TAG.react, FORM_TAG.preact] : [FORM_TAG.preact, FORM_TAG.react]
    expect(html).toContain(ours)
    expect(html).not.toContain(theirs)
  })

  it("hydrate the server's form in place, its nodes kept, with no mismatch logged", async () => {
    const { page, consoleErrors, consoleMessages, pageErrors } = await pages.open('/contact')
    const form = page.locator('#contact-form')
    const email = form.getByLabel('Email (required)', { exact: true })
    // The form hydrates when the visitor reaches for it.
    expect(
      await keepsElement(page, '#contact-form form', async () => {
        await form.hover()
        await page.waitForSelector('#contact-form[data-island-state=mounted]')
      }),
    ).toBe(true)
    // Hydrated, not merely kept: the island's own check answers the visitor.
    await email.fill('not-an-address')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect
      .poll(() =>
        form.getByText('Email is not valid. Email addresses should follow the format name@example.com.').count(),
      )
      .toBeGreaterThan(0)
    // React reports a mismatch as a recoverable error (the page's error event, the console); the
    // island, a rendering it would not hydrate, in a warning.
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
    expect(consoleMessages.filter(({ text }) => text.includes('drawn afresh'))).toEqual([])
  })
})
