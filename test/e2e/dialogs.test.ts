import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type PageProbe, usePages } from './harness.ts'

const opener = (kind: string) => `[data-part=open][data-dialog="${kind}"]`
const DIALOG = '.atoll-dialog-layer[data-state=shown] [aria-modal=true]'

/** What has focus: a button's text, `dialog` for the dialog itself, or the tag name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element) return null
    if (element.hasAttribute('aria-modal')) return 'dialog'
    return element.localName === 'button' ? element.textContent?.trim() : element.localName
  })
const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)
const insideDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[aria-modal=true]'))
const outcome = (page: Page) => page.textContent('[data-part=outcome]')
const openDialogs = (page: Page) => page.locator(DIALOG).count()

/** Tabs from the top of the page until `selector` has focus: the keyboard alone, as a visitor would. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await focusIsIn(page, selector)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}

describe('dialogs', () => {
  const pages = usePages()
  let probe: PageProbe | undefined

  async function open(options: { reducedMotion?: boolean } = { reducedMotion: true }): Promise<Page> {
    probe = await pages.open('/dialogs', options)
    await probe.page.waitForSelector('html[data-demo-ready]')
    return probe.page
  }

  /** Tabs to the opener and presses `key` on it; resolves once the dialog is open. */
  async function openWith(page: Page, kind: string, key = 'Enter'): Promise<void> {
    await tabTo(page, opener(kind))
    await page.keyboard.press(key)
    await page.waitForSelector(DIALOG)
  }

  it('confirm-reject: labelled, described, focus on Confirm, Tab and Shift+Tab trapped, Space rejects, focus returns', async () => {
    const page = await open()
    await openWith(page, 'confirm-reject')
    const aria = await page.$eval(DIALOG, (dialog) => ({
      role: dialog.getAttribute('role'),
      title: document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent,
      message: document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
    }))
    expect(aria).toEqual({
      role: 'alertdialog',
      title: 'Take the rye loaf off the menu?',
      message: 'Customers can no longer order it. You can put it back at any time.',
    })
    expect(await focused(page)).toBe('Confirm')
    const order: unknown[] = []
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      order.push(await focused(page))
    }
    expect(order).toEqual(['Reject', 'Confirm', 'Reject', 'Confirm', 'Reject'])
    await page.keyboard.press(' ')
    await expect.poll(() => outcome(page)).toBe('confirm-reject: reject')
    expect(await openDialogs(page)).toBe(0)
    expect(await focusIsIn(page, opener('confirm-reject'))).toBe(true)
  })

  it('confirm-cancel: opened with Space, Tab to Cancel, Enter cancels, focus returns', async () => {
    const page = await open()
    await openWith(page, 'confirm-cancel', ' ')
    expect(await page.$$eval(`${DIALOG} button`, (buttons) => buttons.map((b) => b.textContent))).toEqual([
      'Cancel',
      'Confirm',
    ])
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('Cancel')
    await page.keyboard.press('Enter')
    await expect.poll(() => outcome(page)).toBe('confirm-cancel: cancel')
    expect(await focusIsIn(page, opener('confirm-cancel'))).toBe(true)
  })

  it('confirm: one button, Enter confirms, focus returns', async () => {
    const page = await open()
    await openWith(page, 'confirm')
    expect(await page.$$eval(`${DIALOG} button`, (buttons) => buttons.map((b) => b.textContent))).toEqual(['Confirm'])
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('Confirm')
    await page.keyboard.press('Enter')
    await expect.poll(() => outcome(page)).toBe('confirm: confirm')
    expect(await focusIsIn(page, opener('confirm'))).toBe(true)
  })

  it('none: no buttons, focus on the dialog and kept there, Escape cancels, focus returns', async () => {
    const page = await open()
    await openWith(page, 'none')
    expect(
      await page.$eval(DIALOG, (dialog) => [dialog.getAttribute('role'), dialog.querySelectorAll('button').length]),
    ).toEqual(['dialog', 0])
    expect(await focused(page)).toBe('dialog')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Shift+Tab')
    expect(await focused(page)).toBe('dialog')
    await page.keyboard.press('Escape')
    await expect.poll(() => outcome(page)).toBe('none: cancel')
    expect(await focusIsIn(page, opener('none'))).toBe(true)
  })

  it.each(['confirm-reject', 'confirm-cancel', 'confirm'])('%s: Escape cancels', async (kind) => {
    const page = await open()
    await openWith(page, kind)
    await page.keyboard.press('Escape')
    await expect.poll(() => outcome(page)).toBe(`${kind}: cancel`)
    expect(await openDialogs(page)).toBe(0)
    expect(await focusIsIn(page, opener(kind))).toBe(true)
  })

  it('keeps focus inside over many Tabs, makes the page inert, and a click outside cancels', async () => {
    const page = await open()
    await openWith(page, 'confirm-reject')
    for (let presses = 0; presses < 8; presses++) {
      await page.keyboard.press(presses % 3 ? 'Tab' : 'Shift+Tab')
      expect(await insideDialog(page)).toBe(true)
    }
    expect(await page.$eval('main', (main) => (main as HTMLElement).inert)).toBe(true)
    await page.mouse.click(5, 5)
    await expect.poll(() => outcome(page)).toBe('confirm-reject: cancel')
    expect(await page.$eval('main', (main) => (main as HTMLElement).inert)).toBe(false)
  })

  it('is styled under the strict policy: 350 px wide, padding 20, above the page at z-index 30000', async () => {
    const page = await open()
    await openWith(page, 'confirm')
    const box = await page.$eval(DIALOG, (dialog) => {
      const layer = getComputedStyle(dialog.parentElement!)
      return {
        width: dialog.getBoundingClientRect().width,
        padding: getComputedStyle(dialog).paddingTop,
        position: layer.position,
        zIndex: layer.zIndex,
      }
    })
    expect(box).toEqual({ width: 350, padding: '20px', position: 'fixed', zIndex: '30000' })
    await page.keyboard.press('Escape')
  })

  it('fades out and is removed within the 600 ms fallback when motion is allowed', async () => {
    const page = await open({ reducedMotion: false })
    await openWith(page, 'confirm')
    const started = Date.now()
    await page.keyboard.press('Enter')
    await page.waitForSelector('.atoll-dialog-layer[data-state=hiding]', { state: 'attached' })
    await page.waitForSelector('.atoll-dialog-layer', { state: 'detached', timeout: 2000 })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(await outcome(page)).toBe('confirm: confirm')
  })

  it('alert: one Okay button, Enter dismisses, focus returns', async () => {
    const page = await open()
    await openWith(page, 'alert')
    expect(await page.$$eval(`${DIALOG} button`, (buttons) => buttons.map((b) => b.textContent))).toEqual(['Okay'])
    expect(await focused(page)).toBe('Okay')
    await page.keyboard.press('Enter')
    await expect.poll(() => outcome(page)).toBe('alert: dismissed')
    expect(await focusIsIn(page, opener('alert'))).toBe(true)
  })

  it('toast: its text in the polite live region at the top right, gone after 2 s', async () => {
    const page = await open()
    await tabTo(page, opener('toast'))
    await page.keyboard.press('Enter')
    const region = page.locator('[role=status][aria-live=polite].atoll-toasts')
    await expect.poll(() => region.textContent()).toBe('Cardamom bun added to your basket')
    const box = await page.$eval('.atoll-toast', (toast) => {
      const rect = toast.getBoundingClientRect()
      return { right: innerWidth - rect.right < 40, top: rect.top < 40 }
    })
    expect(box).toEqual({ right: true, top: true })
    expect(await focusIsIn(page, opener('toast'))).toBe(true)
    await expect.poll(() => outcome(page), { timeout: 4000 }).toBe('toast: hidden')
    expect(await region.textContent()).toBe('')
  })

  it('tooltip: appears 1200 ms after keyboard focus, 250 px wide and 20 px off the edges, Escape hides it', async () => {
    const page = await open()
    await tabTo(page, '[data-tooltip]')
    const focusedAt = Date.now()
    const tip = await page.waitForSelector('[role=tooltip]')
    expect(Date.now() - focusedAt).toBeGreaterThanOrEqual(1100)
    const box = await tip.evaluate((element) => {
      const rect = element.getBoundingClientRect()
      return { text: element.textContent, width: rect.width, inside: rect.left >= 20 && rect.right <= innerWidth - 20 }
    })
    expect(box).toEqual({ text: 'Copies a link to this page, ready to share', width: 250, inside: true })
    expect(await page.$eval('[data-tooltip]', (target) => target.getAttribute('aria-describedby'))).toBe(
      await tip.getAttribute('id'),
    )
    await page.keyboard.press('Escape')
    await page.waitForSelector('[role=tooltip]', { state: 'detached' })
  })

  it('Atoll.destroy() closes and removes open dialogs, toasts and tooltips, and leaves the page as it was', async () => {
    const page = await open({ reducedMotion: false })
    await tabTo(page, '[data-tooltip]')
    await page.waitForSelector('[role=tooltip]')
    await page.evaluate(() => void window.Atoll!.dialog.toast('Cardamom bun added to your basket'))
    await page.waitForSelector('.atoll-toast')
    await page.evaluate(() => void window.Atoll!.dialog.alert({ title: 'Saved' }))
    await page.waitForSelector(DIALOG)
    await page.evaluate(() => void window.Atoll!.dialog.confirm({ title: 'Delete this page?' }))
    await expect.poll(() => openDialogs(page)).toBe(2)
    expect(
      await page.$$eval('body > *', (children) => children.filter((child) => child.hasAttribute('inert')).length),
    ).toBeGreaterThan(0)

    await page.evaluate(() => window.Atoll!.destroy())
    expect(
      await page.evaluate(() => ({
        layers: document.querySelectorAll('.atoll-managed-ui').length,
        inert: document.querySelectorAll('[inert]').length,
        hidden: document.querySelectorAll('body > [aria-hidden]').length,
        scrollLock: [getComputedStyle(document.body).overflow, getComputedStyle(document.documentElement).overflow],
        describedBy: document.querySelector('[data-tooltip]')!.getAttribute('aria-describedby'),
      })),
    ).toEqual({ layers: 0, inert: 0, hidden: 0, scrollLock: ['visible', 'visible'], describedBy: null })
  })

  it('system error: the spec text, Reload Page focused, Clear by keyboard, then never shown again', async () => {
    const page = await open()
    await openWith(page, 'system-error')
    const shown = await page.$eval(DIALOG, (dialog) => ({
      message: document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
      buttons: [...dialog.querySelectorAll('button')].map((b) => b.textContent),
    }))
    expect(shown).toEqual({
      message: 'Something Went Wrong! Our system has encountered an error...',
      buttons: ['Clear', 'Reload Page'],
    })
    expect(await focused(page)).toBe('Reload Page')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => outcome(page)).toBe('system-error: closed')
    expect(await focusIsIn(page, opener('system-error'))).toBe(true)
    await page.$eval('[data-part=outcome]', (output) => (output.textContent = ''))
    await page.keyboard.press('Enter')
    await expect.poll(() => outcome(page)).toBe('system-error: closed')
    expect(await openDialogs(page)).toBe(0)
  })

  it('system error: Reload Page reloads the page', async () => {
    const page = await open()
    await openWith(page, 'system-error')
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    await page.waitForSelector('html[data-demo-ready]')
    expect(await openDialogs(page)).toBe(0)
    expect(await outcome(page)).toBe('')
  })
})
