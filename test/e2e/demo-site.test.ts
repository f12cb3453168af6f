import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../../demo-site/server/security.ts'
import { baseUrl, launchBrowser, openPage } from './harness.ts'

/** The site's own pages, as the index links to them: a page added there is checked here. */
async function linkedPaths(): Promise<string[]> {
  const index = await (await fetch(`${baseUrl()}/`)).text()
  const hrefs = [...index.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '')
  return ['/', ...new Set(hrefs.filter((href) => href.startsWith('/')))]
}

const paths = await linkedPaths()

describe('demo site', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('links to its pages from the index', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/empty', '/accordion', '/broken', '/inbox']))
  })

  it.each(paths)('%s loads under the strict policy without a page error', async (path) => {
    const probe = await openPage(browser, path)
    try {
      expect(probe.response?.status()).toBe(200)
      expect(await probe.response?.headerValue('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
      expect(await probe.cspViolations()).toEqual([])
      expect(probe.pageErrors).toEqual([])
    } finally {
      await probe.close()
    }
  })
})
