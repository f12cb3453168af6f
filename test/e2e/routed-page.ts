import type { Page } from 'playwright-core'
import { CONTENT_SECURITY_POLICY } from '../../demo-site/server/security.ts'
import { baseUrl } from './harness.ts'

/**
 * Answers `path` of the demo site with a page made of `body` and `context`, under the demo's own
 * policy, so a test can try markup no demo page carries (hostile blocks, user content) in the same
 * conditions as the real pages.
 */
export async function routePage(
  page: Page,
  path: string,
  body: string,
  context: unknown = { analyticsDisabled: true },
): Promise<void> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Routed page</title>
<script type="application/json" id="atoll-context">${typeof context === 'string' ? context : JSON.stringify(context)}</script>
<script type="module" src="/atoll/atoll.js"></script></head><body><main>${body}</main></body></html>`
  await page.route(new URL(path, baseUrl()).href, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': CONTENT_SECURITY_POLICY },
      body: html,
    }),
  )
}
