/** @jsxImportSource hono/jsx */
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Empty page',
  description: 'No blocks at all, analytics off: the page pays for the loader alone.',
  context: { analyticsDisabled: true },
  heading: 'A page with nothing to hydrate',
  main: () => (
    <>
      <p>
        This page has no blocks, and its context turns visitor analytics off. The loader reads the context, scans the
        page, finds nothing and stops: this page pays for the loader alone, and no island, shared chunk or analytics
        request is fetched.
      </p>
      <p>Open the network panel to see it: one script, and nothing after it.</p>
    </>
  ),
})
