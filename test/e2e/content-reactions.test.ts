import { describe, expect, it } from 'vitest'
import { baseUrl, usePages } from './harness.ts'

describe('likes and share on a blog post', () => {
  const pages = usePages()

  it('likes with a pressed toggle, keeps the like through a reload, and takes it back', async () => {
    const { page, consoleErrors, pageErrors, cspViolations } = await pages.open('/blog/harbour-loaf')
    const like = page.getByRole('button', { name: /Like/ })
    await page.waitForSelector('#likes[data-island-state=mounted]')
    const before = Number(await page.textContent('#likes [data-part=count]'))
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false')

    // The press shows at once; the reload waits for the server's answer.
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/content/likes')), like.press('Enter')])
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => page.textContent('#likes [data-part=count]')).toBe(String(before + 1))
    // The island's request, not the form's post: the page stayed.
    expect(page.url()).toBe(`${baseUrl()}/blog/harbour-loaf`)

    await page.reload()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    await page.waitForSelector('#likes[data-island-state=mounted]')
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/content/likes')), like.click()])
    await expect.poll(() => page.textContent('#likes [data-part=count]')).toBe(String(before))
    await page.reload()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false')
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
    expect(await cspViolations()).toEqual([])
  })

  it('rolls the like back with a message when the server refuses', async () => {
    const probe = await pages.open('/blog/winter-hours', {
      beforeGoto: async (page) => {
        await page.route('**/api/content/likes*', (route) => route.fulfill({ status: 500, body: '' }))
      },
    })
    const { page } = probe
    probe.expectConsoleError(
      'Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
    )
    probe.expectConsoleError(/^\[atoll:likes\] #likes: the like was not saved HttpError: /)
    probe.expectConsoleError(/^\[atoll:data\] [A-Z]+ \S+\/api\/content\/likes\S* answered 500$/)
    await page.waitForSelector('#likes[data-island-state=mounted]')
    const like = page.getByRole('button', { name: /Like/ })
    await like.click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Unable' }).textContent())
      .toBe('Unable to save your like. Please try again.')
    expect(await like.getAttribute('aria-pressed')).toBe('false')
  })

  it('likes without script through the form', async () => {
    const { page } = await pages.open('/blog/winter-hours', { javaScriptEnabled: false })
    const count = Number(await page.textContent('#likes [data-part=count]'))
    await Promise.all([
      page.waitForURL(`${baseUrl()}/blog/winter-hours`),
      page.getByRole('button', { name: /Like/ }).click(),
    ])
    await expect.poll(() => page.textContent('#likes [data-part=count]')).toBe(String(count + 1))
    expect(await page.getByRole('button', { name: /Like/ }).getAttribute('aria-pressed')).toBe('true')
  })

  it('opens a service in a small window and copies the link, asking no service anything before', async () => {
    const { page, requests } = await pages.open('/blog/harbour-loaf', {
      beforeGoto: async (_, context) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
        // The services are faked at the network layer: the test reaches no third party.
        await context.route(/^https:\/\/(www\.facebook\.com|x\.com|www\.linkedin\.com)\//, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Shared</title>' }),
        )
      },
    })
    await page.waitForSelector('#share[data-island-state=mounted]')
    expect(requests.filter((url) => !url.startsWith(baseUrl()))).toEqual([])

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Facebook' }).click(),
    ])
    expect(popup.url()).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${baseUrl()}/blog/harbour-loaf`)}`,
    )
    expect(await popup.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(600)

    await page.getByRole('link', { name: 'Copy link' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Link copied' }).count()).toBe(1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/blog/harbour-loaf`)
  })
})
