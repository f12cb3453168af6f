import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { baseUrl, type PageProbe, usePages } from './harness.ts'
import { keepsElement } from './hydration.ts'

const ENTRIES = '/api/commerce/cart/entries'

describe('the product page', () => {
  const pages = usePages()

  async function open(slug: string, options?: Parameters<typeof pages.open>[1]): Promise<PageProbe> {
    const probe = await pages.open(`/store/${slug}`, options)
    await probe.page.waitForSelector('[data-block=product][data-island-state=mounted]')
    return probe
  }
  const price = (page: Page) => page.locator('.atoll-purchase-price').textContent()
  const addButton = (page: Page) => page.locator('.atoll-purchase-add')
  const posts = async (probe: PageProbe) =>
    (await probe.inbox('commerce')).filter((record) => record.method === 'POST' && record.path === ENTRIES)

  it("downloads only the messages of the page's islands, in the page's language", async () => {
    const probe = await open('sourdough-loaf')
    const { page } = probe
    await page.waitForSelector('[data-block=gallery][data-island-state=mounted]')
    await page.waitForSelector('[data-block=cart-indicator][data-island-state=mounted]')
    expect(await addButton(page).textContent()).toBe('Add to Cart')
    expect(await page.getByRole('button', { name: 'Next slide' }).count()).toBeGreaterThan(0)

    const parts = probe.requests
      .map((url) => /\/(messages-[\w-]+)-[a-z0-9]{8}\.js$/.exec(new URL(url).pathname)?.[1])
      .filter(Boolean)
    // The cart indicator's part waits for the cart's first change (the server's count stands until then).
    expect(parts.sort()).toEqual(['messages-en-US-gallery', 'messages-en-US-product'])
    // The search box in the header loads its part when the visitor reaches for it.
    await page.getByRole('searchbox').focus()
    await page.waitForSelector('[data-block=search-preview][data-island-state=mounted]')
    expect(probe.requests.filter((url) => url.includes('/messages-en-US-search-preview-'))).toHaveLength(1)
    expect(probe.requests.filter((url) => url.includes('/dictionary-'))).toEqual([])
  })

  it('follows the options: "from" while open, then what is missing, then the chosen variant and its stock', async () => {
    const { page } = await open('linen-apron')
    expect(await price(page)).toBe('from $28.00')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please select a Size')

    await page.getByLabel('Size').selectOption('M')
    expect(await page.getByRole('alert').textContent()).toBe('Please select a Colour')
    await page.getByRole('radio', { name: 'Indigo' }).click()
    expect(await page.getByRole('radio', { name: 'Indigo' }).isChecked()).toBe(true)
    expect(await price(page)).toBe('$28.00')
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(await page.getByLabel('Quantity').getAttribute('max')).toBe('5')
  })

  it('adds the chosen variant once, locked while adding, announces it and every indicator counts it', async () => {
    const probe = await open('sourdough-loaf')
    const { page } = probe
    await page.getByRole('radio', { name: 'Large' }).click()
    await page.getByLabel('Quantity').fill('2')

    // The add is held until the button has been seen locked and clicked again.
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(`**${ENTRIES}*`, async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => addButton(page).textContent()).toBe('Adding…')
    expect(await addButton(page).getAttribute('aria-disabled')).toBe('true')
    // Forced: Playwright waits for an aria-disabled button to be enabled, which it is only once the
    // held add has failed on the data layer's timeout.
    await addButton(page).click({ force: true })
    release()

    const status = page.getByRole('status').filter({ hasText: 'added' })
    await expect.poll(() => status.textContent()).toBe('Sourdough loaf added to cart')
    expect(await status.getAttribute('aria-live')).toBe('polite')
    await expect.poll(() => page.locator('#cart-indicator [data-part=count]').textContent()).toBe('2')
    expect(await page.locator('#cart-indicator').getAttribute('aria-label')).toBe('2 items in cart')
    expect(await addButton(page).textContent()).toBe('Add to Cart')
    const sent = await posts(probe)
    expect(sent.map((record) => record.body)).toEqual([{ itemId: 'item-1001', sku: 'SQ1001002', quantity: 2 }])
  }, 60_000)

  it("shows the chosen size's weight in lbs and its dimensions in inches, the imperial store's units, and adds that size", async () => {
    const probe = await open('sourdough-loaf')
    const { page } = probe
    const details = () =>
      page
        .locator('.atoll-purchase-details div')
        .evaluateAll((lines) =>
          lines.map((line) => `${line.querySelector('dt')?.textContent}: ${line.querySelector('dd')?.textContent}`),
        )
    // The two sizes weigh and measure differently: nothing shows before a size is chosen.
    expect(await details()).toEqual([])
    await page.getByRole('radio', { name: 'Large' }).click()
    await expect.poll(details).toEqual(['Weight: 2 lbs', 'Dimensions: 11" × 6" × 4.5"'])
    await page.getByRole('radio', { name: 'Small' }).click()
    await expect.poll(details).toEqual(['Weight: 1.1 lbs', 'Dimensions: 8" × 5" × 4"'])
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect
      .poll(async () => (await posts(probe)).map((record) => record.body))
      .toEqual([{ itemId: 'item-1001', sku: 'SQ1001001', quantity: 1 }])
    expect(probe.consoleErrors).toEqual([])
  })

  it("shows the weight and dimensions every variant shares in the server's rendering, without script", async () => {
    const { page } = await pages.open('/store/linen-apron', { javaScriptEnabled: false })
    const shared = page.locator('.atoll-purchase-details')
    expect(await shared.locator('dt').allTextContents()).toEqual(['Weight', 'Dimensions'])
    expect(await shared.locator('dd').allTextContents()).toEqual(['0.4 lbs', '10" × 8" × 1"'])
  })

  it("shows the server's refusal under 'Unable to add item' and keeps the visitor's choice", async () => {
    const probe = await open('seeded-bread')
    const { page } = probe
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 409 (Conflict)')
    await page.getByRole('radio', { name: 'Small' }).click()
    await page.getByLabel('Quantity').fill('3')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect.poll(() => page.locator('#cart-indicator [data-part=count]').textContent()).toBe('3')

    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Unable to add item Only 5 of Seeded bread (Small) in stock, and the cart already holds 3.')
    expect(await page.getByRole('radio', { name: 'Small' }).isChecked()).toBe(true)
    expect(await page.getByLabel('Quantity').inputValue()).toBe('3')
    expect(await page.locator('#cart-indicator [data-part=count]').textContent()).toBe('3')
    expect(await addButton(page).textContent()).toBe('Add to Cart')
  })

  it('hydrates the purchase form the server rendered: the same form, made live', async () => {
    const probe = await pages.open('/store/sourdough-loaf')
    const { page } = probe
    expect(await page.locator('[data-part=purchase] > [data-atoll-rendered] form.atoll-purchase').count()).toBe(1)
    expect(
      await keepsElement(page, 'form.atoll-purchase', () =>
        page.waitForSelector('[data-block=product][data-island-state=mounted]'),
      ),
    ).toBe(true)
    await page.getByRole('radio', { name: 'Small' }).click()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'added' }).textContent())
      .toBe('Sourdough loaf added to cart')
    expect(page.url()).toBe(`${baseUrl()}/store/sourdough-loaf`)
    expect(probe.consoleErrors).toEqual([])
    expect(probe.pageErrors).toEqual([])
  })

  it('adds what the browser put back in the form on Back: the chosen options and the quantity shown', async () => {
    const probe = await open('linen-apron')
    const { page } = probe
    await page.getByLabel('Size').selectOption('M')
    await page.getByRole('radio', { name: 'Indigo' }).click()
    await page.getByLabel('Quantity').fill('4')
    await Promise.all([
      page.waitForURL(`${baseUrl()}/store`),
      page.getByRole('link', { name: 'Store', exact: true }).click(),
    ])
    // Playwright's Chromium keeps no page in the back-forward cache: Back loads the page again, and
    // the browser restores the form's controls as the visitor left them.
    await page.goBack()
    await page.waitForSelector('[data-block=product][data-island-state=mounted]')
    expect(
      await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
    ).toBe('back_forward')
    expect(await page.getByLabel('Size').inputValue()).toBe('M')
    expect(await page.getByRole('radio', { name: 'Indigo' }).isChecked()).toBe(true)
    // Chromium saves a field's value only when it differs from the field's default (its value
    // attribute). Preact leaves the attribute alone, so the 4 comes back; React writes it as the
    // state changes, so there the field is back at its default.
    const quantity = inject('flavour') === 'react' ? 1 : 4
    expect(await page.getByLabel('Quantity').inputValue()).toBe(String(quantity))
    expect(await price(page)).toBe('$28.00')

    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'added' }).textContent())
      .toBe('Linen apron added to cart')
    expect(await page.getByRole('alert').count()).toBe(0)
    expect((await posts(probe)).map((record) => record.body)).toEqual([
      { itemId: 'item-1007', sku: 'SQ1007004', quantity },
    ])
  })

  it('reads the controls again when the page is shown from the back-forward cache, and the cart indicator asks the server', async () => {
    const probe = await open('sourdough-loaf')
    const { page, context } = probe
    await page.waitForSelector('[data-block=cart-indicator][data-island-state=mounted]')
    // What a page held in the cache can meet: controls changed without an input event, and a cart
    // changed on another page (here, behind the page's back).
    await page.evaluate(() => {
      document.querySelector<HTMLInputElement>('input[type=radio][value=Large]')!.checked = true
      document.querySelector<HTMLInputElement>('input[name=quantity]')!.value = '3'
    })
    const added = await context.request.post(`${baseUrl()}${ENTRIES}`, {
      data: { itemId: 'item-1003', sku: 'SQ1003001', quantity: 2 },
    })
    expect(added.ok()).toBe(true)
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))
    await expect.poll(() => price(page)).toBe('$9.50')
    await expect.poll(() => page.locator('#cart-indicator [data-part=count]').textContent()).toBe('2')

    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'added' }).textContent())
      .toBe('Sourdough loaf added to cart')
    expect(await page.getByRole('alert').count()).toBe(0)
    expect((await posts(probe)).map((record) => record.body).at(-1)).toEqual({
      itemId: 'item-1001',
      sku: 'SQ1001002',
      quantity: 3,
    })
    await expect.poll(() => page.locator('#cart-indicator [data-part=count]').textContent()).toBe('5')
  })

  it('adds to the cart without script: the chosen variant and quantity, then the cart page', async () => {
    const probe = await pages.open('/store/sourdough-loaf', { javaScriptEnabled: false })
    const { page } = probe
    await page.getByRole('radio', { name: 'Large' }).check()
    await page.getByLabel('Quantity').fill('2')
    await Promise.all([
      page.waitForURL(`${baseUrl()}/cart`, { waitUntil: 'load' }),
      page.getByRole('button', { name: 'Add to Cart' }).click(),
    ])
    expect(await page.getByRole('spinbutton', { name: 'Quantity of Sourdough loaf' }).inputValue()).toBe('2')
    const sent = (await probe.inbox('commerce')).filter((record) => record.method === 'POST' && record.path === ENTRIES)
    expect(Object.fromEntries(new URLSearchParams(String(sent[0]?.body)))).toEqual({
      itemId: 'item-1001',
      'option:Size': 'Large',
      quantity: '2',
    })
  })

  it('answers a purchase posted without script with the missing option', async () => {
    const probe = await pages.open('/store/sourdough-loaf', { javaScriptEnabled: false })
    probe.expectConsoleError('Failed to load resource: the server responded with a status of 400 (Bad Request)')
    await Promise.all([
      probe.page.waitForURL(`${baseUrl()}${ENTRIES}`),
      probe.page.getByRole('button', { name: 'Add to Cart' }).click(),
    ])
    expect(await probe.page.textContent('main p')).toBe('Please select a Size')
  })

  it('says Sold Out for a product or a variant with no stock, and adds nothing', async () => {
    const rye = await open('rye-loaf')
    expect(await price(rye.page)).toBe('Sold out $7.20')
    expect(await rye.page.getByRole('button', { name: 'Sold Out' }).isDisabled()).toBe(true)

    const apron = await open('linen-apron')
    await apron.page.getByLabel('Size').selectOption('L')
    await apron.page.getByRole('radio', { name: 'Indigo' }).click()
    expect(await price(apron.page)).toBe('Sold out $30.00')
    expect(await apron.page.getByRole('button', { name: 'Sold Out' }).isDisabled()).toBe(true)
    await apron.page.getByRole('radio', { name: 'Natural' }).click()
    expect(await price(apron.page)).toBe('$30.00')
    expect(await apron.page.getByLabel('Quantity').getAttribute('max')).toBe('2')
  })

  it('takes a gift card to its checkout with the website, product and SKU', async () => {
    const { page } = await open('gift-card')
    await page.getByLabel('Amount').selectOption('$50')
    await page.getByRole('button', { name: 'Purchase' }).click()
    await page.waitForURL('**/checkout/giftcard?*')
    expect(new URL(page.url()).search).toBe('?websiteId=demo-site&giftCardProductId=item-1011&sku=SQ1011002')
  })

  it('shows the renewal text of a subscription and takes it to the subscription checkout with its cart', async () => {
    const { page } = await open('bread-club')
    expect(await price(page)).toBe('$30.00 renews every month for 12 payments')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await page.waitForURL('**/checkout/subscribe?*')
    expect(new URL(page.url()).searchParams.get('cartToken')).toMatch(/\S+/)
  })

  it('shows the images as a slideshow with a thumbnail strip, magnified under the pointer from a larger width', async () => {
    const probe = await open('sourdough-loaf')
    const { page } = probe
    await page.waitForSelector('[data-block=gallery][data-island-state=mounted]')
    await page.getByRole('button', { name: 'Show slide 2' }).click()
    await expect
      .poll(() => page.locator('[data-part=slide][data-current]').getAttribute('data-slide-id'))
      .toBe('item-1001-image-2')

    const zoom = page.locator('[data-part=slide][data-current] [data-block=image-zoom]')
    await zoom.hover()
    const lens = zoom.locator('.atoll-zoom-lens[data-active]')
    await expect.poll(() => lens.count()).toBe(1)
    const width = (url: string) => Number(/wheat-fields\.svg\?format=(\d+)w/.exec(url)?.[1])
    const shown = await zoom.locator('img').evaluate((img) => (img as HTMLImageElement).currentSrc)
    const larger = await lens.evaluate((element) => getComputedStyle(element).backgroundImage)
    expect(width(larger)).toBeGreaterThan(width(shown))
    await page.mouse.move(0, 0)
    await expect.poll(() => lens.count()).toBe(0)

    // A tap (on a touch screen) or a click reaches the gallery through the zoom: the lightbox opens.
    await zoom.dispatchEvent('pointerenter', { pointerType: 'touch' })
    expect(await zoom.locator('.atoll-zoom-lens[data-active]').count()).toBe(0)
    await zoom.click()
    await page.locator('.pswp[aria-modal=true]').waitFor()
  })

  it('answers the former address with a permanent redirect', async () => {
    const response = await fetch(`${baseUrl()}/store/p/sourdough-loaf`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/store/sourdough-loaf')
  })

  it('speaks French on a French page', async () => {
    const { page } = await open('linen-apron', {
      beforeGoto: async (page) => {
        await page.route('**/store/linen-apron', async (route) => {
          const response = await route.fetch()
          const body = (await response.text()).replace('"locale":"en-US"', '"locale":"fr-FR"')
          await route.fulfill({ response, body })
        })
      },
    })
    await page.getByRole('button', { name: 'Ajouter au panier' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Veuillez choisir : Size')
    expect(await price(page)).toBe('à partir de $28.00')
  })
})

describe('the product page from the back-forward cache', () => {
  // Playwright starts Chromium with --disable-back-forward-cache; this file's own browser keeps it.
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    })
  })
  afterAll(() => browser.close())

  it('shows the cart the visitor changed elsewhere and adds what the form shows', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    try {
      // Each page shown again from the cache says so.
      await page.addInitScript(() =>
        addEventListener('pageshow', (event) => {
          if (event.persisted) console.info('atoll-test: restored')
        }),
      )
      await page.goto(`${baseUrl()}/store/sourdough-loaf`)
      await page.waitForSelector('[data-block=product][data-island-state=mounted]')
      await page.waitForSelector('[data-block=cart-indicator][data-island-state=mounted]')
      await page.getByRole('radio', { name: 'Large' }).click()
      await page.getByLabel('Quantity').fill('4')

      await page.goto(`${baseUrl()}/store/seeded-bread`)
      await page.waitForSelector('[data-block=product][data-island-state=mounted]')
      await page.getByRole('radio', { name: 'Small' }).click()
      await page.getByLabel('Quantity').fill('2')
      await page.getByRole('button', { name: 'Add to Cart' }).click()
      await expect.poll(() => page.locator('#cart-indicator [data-part=count]').textContent()).toBe('2')

      await Promise.all([
        page.waitForEvent('console', (message) => message.text() === 'atoll-test: restored'),
        page.evaluate(() => history.back()),
      ])
      expect(await page.evaluate(() => location.pathname)).toBe('/store/sourdough-loaf')
      await expect.poll(() => page.locator('#cart-indicator [data-part=count]').textContent()).toBe('2')
      expect(await page.getByLabel('Quantity').inputValue()).toBe('4')
      await page.getByRole('button', { name: 'Add to Cart' }).click()
      await expect.poll(() => page.locator('#cart-indicator [data-part=count]').textContent()).toBe('6')
      const cart = (await (await context.request.get(`${baseUrl()}/api/commerce/cart`)).json()) as {
        entries: { sku: string; quantity: number }[]
      }
      expect(cart.entries.map(({ sku, quantity }) => [sku, quantity])).toEqual([
        ['SQ1003001', 2],
        ['SQ1001002', 4],
      ])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
