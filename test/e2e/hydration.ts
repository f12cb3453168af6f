import type { Page } from 'playwright-core'

/**
 * Whether the element `selector` finds now is still the one it finds once `until` has resolved:
 * what a hydration keeps, and a redraw replaces. False when there is none before.
 */
export async function keepsElement(page: Page, selector: string, until: () => Promise<unknown>): Promise<boolean> {
  const before = await page.evaluateHandle((query) => document.querySelector(query), selector)
  await until()
  return page.evaluate(([element, query]) => element !== null && element === document.querySelector(query), [
    before,
    selector,
  ] as const)
}
