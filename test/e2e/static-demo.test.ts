/**
 * The static demo (docs/static-demo.md): `dist-static/` served by a plain file server, with no demo
 * server behind it; the mock worker answers `/api/` from the fixtures and keeps state in the browser.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../demo-site/server/server.ts'
import { featureReady, type PageProbe, usePages } from './harness.ts'

const STATIC_DIR = join(REPO_ROOT, 'dist-static')
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

/** The newest change under `path` (a file or a folder), in ms. */
function newest(path: string): number {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** Builds dist-static/ when it is missing or older than the bundle or the demo site it is made from. */
function buildIfStale(): void {
  const built = join(STATIC_DIR, 'index.html')
  const sources = ['dist', 'demo-site/static', 'demo-site/server', 'demo-site/pages', 'demo-site/public']
  if (existsSync(built) && newest(built) > Math.max(...sources.map((source) => newest(join(REPO_ROOT, source))))) return
  execFileSync('npx', ['tsx', 'demo-site/static/build.ts'], { cwd: REPO_ROOT, stdio: 'inherit' })
}

/** What any static host does: a file for its path, `<path>/index.html` for a folder, else 404. */
function serveFiles(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    for (const file of [join(root, path), join(root, path, 'index.html')]) {
      if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) continue
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      response.end(await readFile(file))
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server })
    })
  })
}

describe('the static demo', () => {
  let site: { url: string; server: Server } | undefined
  beforeAll(async () => {
    buildIfStale()
    site = await serveFiles(STATIC_DIR)
  }, 60_000)
  afterAll(() => new Promise<void>((resolve) => (site ? site.server.close(() => resolve()) : resolve())))
  const pages = usePages()

  /** Opens a page of the static site; nothing it calls may reach the file server's `/api/`. */
  async function open(path: string): Promise<PageProbe> {
    const probe = await pages.open(`${site!.url}${path}`, { reducedMotion: true })
    // The demo site has no captcha key: the contact form says so, once per page with it.
    probe.expectConsoleError(/captcha/i, 'any')
    return probe
  }

  it('sends the contact form and shows its thanks, answered by the mock worker', async () => {
    const { page, requests } = await open('/contact')
    // The bootstrap adds the runtime once the worker controls the page.
    await page.waitForFunction(() => window.Atoll?.ready)
    // The server-rendered form hydrates when the visitor reaches for it.
    await page.locator('#contact-form').hover()
    await page.waitForSelector('#contact-form[data-island-state=mounted]')
    const fill = (id: string, value: string) => page.fill(`#contact-form #contact-form-${id}`, value)
    await fill('name-First', 'Ada')
    await fill('name-Last', 'Okafor')
    await fill('email', 'ada@harbour.shop')
    await page.selectOption('#contact-form-topic', 'Celebration cake')
    await page.check('#contact-form-reply-0')
    await fill('date-Month', '04')
    await fill('date-Day', '12')
    await fill('date-Year', '2027')
    await fill('message', 'A cake for twelve, please.')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.waitForSelector('#contact-form .atoll-form-submitted')
    expect(await page.textContent('#contact-form .atoll-form-submitted')).toBe(
      'Thank you. We answer every message within one working day.',
    )
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('atoll-static-demo') ?? '{}'))
    expect(stored.submissions).toEqual([
      expect.objectContaining({
        id: 1,
        formId: 'contact',
        values: expect.objectContaining({ message: 'A cake for twelve, please.' }),
      }),
    ])
    expect(requests.filter((url) => url.includes('/api/form/'))).toHaveLength(2)
  })

  it('adds to the cart: the indicator counts it, and the cart page lists it', async () => {
    const { page } = await open('/store/sourdough-loaf')
    await page.waitForSelector('#cart-indicator[data-island-state=mounted]')
    await page.waitForSelector('[data-block=product][data-island-state=mounted]')
    await page.getByRole('radio', { name: 'Small' }).check()
    await expect
      .poll(() => page.locator('.atoll-purchase-details dd').allTextContents())
      .toEqual(['1.1 lbs', '8" × 5" × 4"'])
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => page.locator('#cart-indicator [data-part=count]').textContent()).toBe('1')
    await page.getByRole('link', { name: /in cart/ }).click()
    await page.waitForURL(/\/cart\/?$/)
    await page.waitForSelector('#sqs-cart-root[data-island-state=mounted]')
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Quantity of Sourdough loaf' }).inputValue()).toBe('1')
    await expect.poll(() => page.locator('#sqs-cart-root [data-part=subtotal]').textContent()).toBe('$6.50')
    // The worker prices the cart with the demo server's rules: $5.00 shipping, 8% tax.
    expect(await page.locator('#sqs-cart-root .atoll-cart-totals p').allTextContents()).toEqual([
      'Shipping $5.00',
      'Tax $0.52',
      'Total $12.02',
    ])
    await expect.poll(() => page.locator('#cart-indicator [data-part=count]').textContent()).toBe('1')
  })

  it("refuses an add past the stock with the store's own message", async () => {
    const probe = await open('/store/seeded-bread')
    const { page } = probe
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 409 (Conflict)')
    await page.waitForSelector('[data-block=product][data-island-state=mounted]')
    await page.getByRole('radio', { name: 'Small' }).click()
    await page.getByLabel('Quantity').fill('3')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => page.locator('#cart-indicator [data-part=count]').textContent()).toBe('3')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Unable to add item Only 5 of Seeded bread (Small) in stock, and the cart already holds 3.')
    expect(await page.locator('#cart-indicator [data-part=count]').textContent()).toBe('3')
  })

  it('answers a body that is not JSON, and the session-recording id, as the demo server does', async () => {
    const probe = await open('/store')
    const { page } = probe
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 400 (Bad Request)', 2)
    // The bootstrap adds the runtime once the worker controls the page.
    await page.waitForFunction(() => window.Atoll?.ready)
    const answers = await page.evaluate(async () => {
      const post = (body: string) =>
        fetch('/api/commerce/cart/entries', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
      const read = async (response: Response) => [response.status, await response.text()]
      return [
        await read(await post('{"itemId":')),
        await read(await post('[1]')),
        await read(await fetch('/api/commerce/fullstory/getId')),
      ]
    })
    expect(answers).toEqual([
      [400, JSON.stringify({ error: 'The body is not valid JSON.' })],
      [400, JSON.stringify({ error: 'The body must be a JSON object.' })],
      [200, 'automated-mock-id'],
    ])
  })

  it('searches the site and shows the results for a query', async () => {
    const { page } = await open('/search')
    await page.waitForSelector('#search[data-island-state=mounted]')
    await page.getByRole('searchbox', { name: 'Search the site' }).pressSequentially('harbour lo')
    await expect
      .poll(() => page.locator('#search [data-part=result] a').first().textContent())
      .toBe('How we bake the harbour loaf')
    expect(await page.textContent('#search [data-part=count]')).toMatch(/^\d+ results?$/)
  })

  it('runs a page the browser loaded past its worker (a hard reload) once the worker takes it', async () => {
    const { page, context } = await open('/search')
    await page.waitForFunction(() => window.Atoll?.ready)
    // The reload waits for the first load's requests: the page features still ask (the tracking's
    // settings) once the blocks are ready, and a request of a page that has told msw's worker it
    // closed goes past the worker to the static host (a 404 in the console).
    await page.waitForLoadState('networkidle')
    // Chromium's hard reload (Ctrl+Shift+R): the page is loaded without the installed worker.
    await context.addInitScript(() => {
      ;(window as { startedControlled?: boolean }).startedControlled = navigator.serviceWorker.controller !== null
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Page.reload', { ignoreCache: true })
    await page.waitForLoadState('load')
    await page.waitForFunction(() => window.Atoll?.ready)
    expect(await page.evaluate(() => (window as { startedControlled?: boolean }).startedControlled)).toBe(false)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await page.getByRole('searchbox', { name: 'Search the site' }).pressSequentially('rye')
    await expect.poll(() => page.locator('#search [data-part=result] a').allTextContents()).toContain('Rye loaf')
  })

  it("shows the results of the header's search, whose query comes in the address", async () => {
    const { page } = await open('/store/sourdough-loaf')
    // By its label: the island the focus wakes makes the searchbox a combobox.
    const box = page.getByLabel('Search the site', { exact: true })
    await box.fill('rye')
    await box.press('Enter')
    await page.waitForURL(/\/search\/?\?q=rye$/)
    await expect.poll(() => page.locator('#search [data-part=result] a').allTextContents()).toContain('Rye loaf')
    expect(await page.getByRole('searchbox', { name: 'Search the site' }).inputValue()).toBe('rye')
  })

  it("runs a page's own script after the runtime, as the parser would: the dialogs page's buttons", async () => {
    const { page } = await open('/dialogs')
    await page.waitForSelector('html[data-demo-ready]')
    await page.click('[data-part=open][data-dialog="confirm"]')
    await page.waitForSelector('.atoll-dialog-layer[data-state=shown] [aria-modal=true]')
    await page
      .locator('.atoll-dialog-layer[data-state=shown] [aria-modal=true]')
      .getByRole('button', { name: 'Confirm' })
      .click()
    await expect.poll(() => page.textContent('[data-part=outcome]')).toBe('confirm: confirm')
  })

  it("defines the page script's kinds before the runtime finds their blocks: the define page", async () => {
    const probe = await open('/define')
    probe.expectConsoleError('[atoll:oven-camera] #oven: Could not mount: The oven camera is offline', 1)
    await probe.page.waitForSelector('#hours[data-island-state=mounted]')
    await expect.poll(() => probe.page.getAttribute('#oven', 'data-island-state')).toBe('failed')
  })

  it("lists a post's seeded comments and shows the visitor's own, awaiting approval", async () => {
    const { page } = await open('/blog/harbour-loaf')
    await page.waitForSelector('#comments[data-island-state=mounted]')
    const names = () => page.locator('#comments [data-part=comment] > article [data-part=name]').allTextContents()
    expect(await names()).toEqual(['Ines', 'Mara Quint', 'Jonas'])
    const form = page.getByRole('form', { name: 'Post comment' })
    await form.getByLabel('Name').fill('Ada')
    await form.getByLabel('Email').fill('ada@example.com')
    await form.getByLabel('Comment').fill('Is there a rye version?')
    await form.getByRole('button', { name: 'Post comment' }).click()
    await expect.poll(names).toEqual(['Ines', 'Mara Quint', 'Jonas', 'Ada'])
    expect(await page.locator('#comments li', { hasText: 'Ada' }).textContent()).toContain('Awaiting approval')
    expect(await page.getByRole('status').filter({ hasText: 'approved' }).textContent()).toBe(
      'Your comment will appear once it is approved.',
    )
  })

  it('likes a post and takes the like back', async () => {
    const { page } = await open('/blog/harbour-loaf')
    await page.waitForSelector('#likes[data-island-state=mounted]')
    const like = page.getByRole('button', { name: /Like/ })
    await like.click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => page.textContent('#likes [data-part=count]')).toBe('1')
    await like.click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false')
    await expect.poll(() => page.textContent('#likes [data-part=count]')).toBe('0')
  })

  it("lists the upcoming events in the calendar, in the site's time zone", async () => {
    const { page } = await open('/events')
    await page.waitForSelector('#calendar[data-island-state=mounted]')
    await page.locator('#calendar .atoll-calendar[aria-busy=false]').waitFor()
    const workshop = page.locator('#calendar .atoll-calendar-events li').filter({ hasText: 'Sourdough workshop' })
    expect(await workshop.locator('.atoll-calendar-when').textContent()).toMatch(/, 10:00 AM – 1:00 PM$/)
  })
  it("lists the quartet's tour dates by month, each with its tickets link", async () => {
    // The worker dates the concerts from its own reading of the clock (UTC days), between these two.
    const tenDaysOn = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    const before = tenDaysOn()
    const { page } = await open('/music')
    await page.getByRole('heading', { name: 'Tour dates' }).scrollIntoViewIfNeeded()
    const tickets = page.getByRole('link', { name: /^Tickets for / })
    await expect.poll(() => tickets.count()).toBe(5)
    // The demo server's fixture (routes/tour-dates.ts): five concerts, the first ten days from today.
    const names = await Promise.all((await tickets.all()).map((link) => link.getAttribute('aria-label')))
    expect(names.map((name) => name?.replace(/, [^,]*, [^,]*$|, [^,]*$/, ''))).toEqual([
      'Tickets for Harbour Hall',
      'Tickets for The Mill Stage',
      'Tickets for Kulturhuset',
      'Tickets for Rye Room',
      'Tickets for Quay Sessions',
    ])
    const first = page.getByRole('listitem').filter({ hasText: 'Harbour Hall' })
    expect(await first.textContent()).toMatch(/Harbour Hall Bergen, Norway Tickets$/)
    expect([before, tenDaysOn()]).toContain(await first.getByRole('time').getAttribute('datetime'))
  })

  it('takes a review of each product of a review request, thanks for it, and then says it is used', async () => {
    const probe = await open('/reviews?token=demo-review-valid')
    const { page } = probe
    // The reload asks for the request once both reviews are in: the worker answers 409, as the server.
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 409 (Conflict)')
    const loaf = page.getByRole('region', { name: 'Sourdough loaf' })
    const buns = page.getByRole('region', { name: 'Cardamom buns, box of six' })
    await loaf.getByRole('radiogroup', { name: 'Rating' }).waitFor()
    await loaf.getByRole('radio', { name: '4 stars' }).check()
    await loaf.getByLabel('Review').fill('Tangy, open crumb, keeps for days.')
    await loaf.getByRole('button', { name: 'Submit Review' }).click()
    await loaf.getByText('Thank you for your review').waitFor()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('atoll-static-demo') ?? '{}'))
    expect(stored.reviews).toEqual([
      expect.objectContaining({
        token: 'demo-review-valid',
        itemId: 'item-1001',
        rating: 4,
        body: 'Tangy, open crumb, keeps for days.',
      }),
    ])
    await buns.getByRole('radio', { name: '5 stars' }).check()
    await buns.getByRole('button', { name: 'Submit Review' }).click()
    await buns.getByText('Thank you for your review').waitFor()
    await page.reload()
    await page.getByText('You have already reviewed this purchase').waitFor()
  })

  it("says so of an expired review request, in the spec's words", async () => {
    const probe = await open('/reviews?token=demo-review-expired')
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 410 (Gone)')
    await probe.page.getByText('Your review request has expired').waitFor()
  })

  it("suggests the demo's addresses in the delivery form, and fills the address with the one chosen", async () => {
    const { page } = await open('/delivery')
    const line1 = page.getByLabel('Address 1')
    // The form mounts at the first focus; the lookup then makes the field a combobox.
    await line1.click()
    await page.getByRole('combobox', { name: 'Address 1' }).waitFor()
    await line1.pressSequentially('Harb')
    const listbox = page.getByRole('listbox', { name: 'Suggested addresses' })
    await expect
      .poll(() => listbox.getByRole('option').allTextContents())
      .toEqual([
        '14 Harbour Street, Bergen, Vestland 5003, Norway',
        '140 Harbor Street, Portland, ME 04101, United States',
      ])
    await listbox.getByRole('option', { name: '140 Harbor Street, Portland, ME 04101, United States' }).click()
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Portland')
    expect({
      line1: await line1.inputValue(),
      state: await page.getByLabel('State').inputValue(),
      zip: await page.getByLabel('ZIP Code').inputValue(),
      country: await page.getByLabel('Country').inputValue(),
    }).toEqual({ line1: '140 Harbor Street', state: 'ME', zip: '04101', country: 'United States' })
  })

  it("shows the events summary's rendering: the events to come, without the passed one the page lists", async () => {
    const { page } = await open('/summary-list')
    const titles = () =>
      page.getByRole('list', { name: 'Coming up at the bakery' }).getByRole('heading', { level: 3 }).allTextContents()
    // The page's HTML, as a cache may keep it, lists the last month's events; the rendering does not.
    expect(await titles()).toContain('Autumn open house')
    await page.getByText('Autumn open house').waitFor({ state: 'detached' })
    // The demo's events from today (content/events.ts), in an order that depends on the day of the week.
    expect((await titles()).sort()).toEqual([
      'Christmas market stall',
      'Closed for inventory',
      'Early morning bake, open doors',
      'Friday evening concert: The Harbour Quartet',
      'Rye baking class',
      'Sourdough workshop',
      'Spring menu tasting',
    ])
  })
  it("signs in as a viewer in the demo's signed-in mode, and logs out: the site root says Logout Successful", async () => {
    const probe = await open('/session')
    const { page, context } = probe
    await page.getByRole('link', { name: 'Sign in as a viewer' }).click()
    await page.waitForURL(/\/session\/?$/)
    // The page's own script names the account of the page context, which the bootstrap gave the role.
    await expect.poll(() => page.getByText(/, signed in /).textContent()).toBe('Ola Berg, signed in (viewer)')
    // The button is the session feature's, which starts after the page's own script: a click before
    // it listens is not heard (docs/features.md).
    await featureReady(probe)
    await page.getByRole('button', { name: 'Log out' }).click()
    const notice = page.getByRole('alertdialog')
    await notice.waitFor()
    expect(await notice.getByRole('heading').textContent()).toBe('Logout Successful')
    expect((await context.cookies()).map(({ name }) => name)).not.toContain('demo-role')
    await page.goto(`${site!.url}/session`)
    await page.waitForFunction(() => window.Atoll?.ready)
    expect(await page.getByText('a visitor', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Log out' }).isHidden()).toBe(true)
  })
  it('answers a member sign-in 404: the members page is the access-denied page, which a static host cannot swap', async () => {
    const probe = await open('/members')
    const { page } = probe
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 404 (Not Found)')
    probe.expectConsoleError(
      /^\[atoll:member-sign-in\] #member-sign-in: the sign-in failed HttpError: Unable to locate content/,
    )
    await page.waitForSelector('#member-sign-in[data-island-state=mounted]')
    await page.getByLabel('Email').fill('member@harbourstreet.test')
    await page.getByLabel('Password').fill('rye-and-sourdough')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Unable to locate content')
    expect(await page.getByRole('heading', { name: 'Members only' }).isVisible()).toBe(true)
  })
})
