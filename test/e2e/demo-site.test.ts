import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../../demo-site/server/security.ts'
import { baseUrl, usePages } from './harness.ts'
import { fakeProviders } from './providers.ts'

/** The site's own pages, as the index links to them: a page added there is checked here. */
async function linkedPaths(): Promise<string[]> {
  const index = await (await fetch(`${baseUrl()}/`)).text()
  const hrefs = [...index.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '')
  return ['/', ...new Set(hrefs.filter((href) => href.startsWith('/')))]
}

const paths = await linkedPaths()

/** The console errors a page logs on purpose, as its own text says. */
const EXPECTED_ERRORS: Record<string, (RegExp | string)[]> = {
  '/broken': [
    /^\[atoll:accordion\] #bad-json: Invalid data-block-json: /,
    '[atoll:teleporter] #unknown: Unable to load module for trigger: unknown block kind',
  ],
  '/define': ['[atoll:oven-camera] #oven: Could not mount: The oven camera is offline'],
}

describe('demo site', () => {
  const pages = usePages()

  it('links to its pages from the index', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/empty', '/accordion', '/broken', '/inbox']))
  })

  // The harness fails the test on a policy violation, a page error or a console error: /broken
  // declares the errors its broken blocks log.
  it.each(paths)('%s loads under the strict policy without a page error', async (path) => {
    // The pages' third parties (the page extras' web fonts, say) answered by their fakes.
    const probe = await pages.open(path, { beforeGoto: (_, context) => fakeProviders(context) })
    const expected = EXPECTED_ERRORS[path] ?? []
    for (const error of expected) probe.expectConsoleError(error, 1)
    // The blocks that fail on purpose have said so before the page is judged.
    await expect.poll(() => probe.consoleErrors.length).toBeGreaterThanOrEqual(expected.length)
    expect(probe.response?.status()).toBe(200)
    expect(await probe.response?.headerValue('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(await probe.cspViolations()).toEqual([])
    expect(probe.pageErrors).toEqual([])
  })
})
