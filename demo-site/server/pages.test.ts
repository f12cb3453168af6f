import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listPages, renderPage } from './pages.tsx'
import { REPO_ROOT } from './server.ts'

const PAGES_DIR = join(REPO_ROOT, 'demo-site/pages')

describe('demo pages', () => {
  it('renders a page from its data: the layout, the context and the gallery block markup', async () => {
    const html = (await renderPage(PAGES_DIR, 'gallery-grid'))!
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true)
    expect(html).toContain('<title>Gallery: grid · Atoll demo</title>')
    expect(html).toContain('<p><a href="/">Atoll demo</a></p>')
    expect(html).toContain(
      '<script type="application/json" id="atoll-context">{"website":{"id":"demo-site","identifier":"atoll-demo","baseUrl":"http://127.0.0.1"},"pageType":2,"locale":"en-US"}</script><script type="module" src="/atoll/atoll.js"></script><script type="module" src="/demo/media.js"></script>',
    )
    expect(html).toContain(
      // The grid's eight slides are all in the first viewport: each written with its sources.
      '<div data-part="slide" data-type="image" data-slide-id="boats" data-slide-url="fishing-boats"><div data-part="media"><img src="/media/fishing-boats.svg?format=750w" srcset="/media/fishing-boats.svg?format=100w 100w, /media/fishing-boats.svg?format=300w 300w, /media/fishing-boats.svg?format=500w 500w, /media/fishing-boats.svg?format=750w 750w, /media/fishing-boats.svg?format=1000w 1000w, /media/fishing-boats.svg?format=1500w 1500w" sizes="(min-width: 46rem) 10.4rem, calc(25vw - 1rem)" data-src="/media/fishing-boats.svg" data-image-dimensions="1500x1000" data-image-focal-point="0.5,0.6" width="1500" height="1000" alt="Two fishing boats on calm water"/></div></div>',
    )
    expect(html.match(/data-part="slide"/g)).toHaveLength(8)
  })

  it('renders the accordion with its first state: the first panel open, the others hidden', async () => {
    const html = (await renderPage(PAGES_DIR, 'accordion'))!
    const faq = /<div class="accordion"[^>]*id="faq">([\s\S]*?)<\/section>/.exec(html)![1]!
    expect(faq.match(/aria-expanded="(true|false)"/g)).toEqual([
      'aria-expanded="true"',
      'aria-expanded="false"',
      'aria-expanded="false"',
    ])
    expect(faq.match(/<div data-part="panel"( hidden="")?>/g)).toEqual([
      '<div data-part="panel">',
      '<div data-part="panel" hidden="">',
      '<div data-part="panel" hidden="">',
    ])
  })

  it('serves a plain .html page as it is, and lists it on the index from its title and description', async () => {
    // Beside the pages folder, so the copied index finds `../server/`.
    const dir = await mkdtemp(join(REPO_ROOT, 'demo-site/pages-test-'))
    const plain =
      '<!doctype html><title>Plain · Atoll demo</title><meta name="description" content="Written by hand &amp; kept.">'
    await writeFile(join(dir, 'plain.html'), plain)
    await copyFile(join(PAGES_DIR, 'index.tsx'), join(dir, 'index.tsx'))
    expect((await listPages(dir)).get('plain')).toBe('plain.html')
    expect(await renderPage(dir, 'plain')).toBe(plain)
    expect(await renderPage(dir, 'index')).toContain('<li><a href="/plain">Plain</a>: Written by hand &amp; kept.</li>')
    await rm(dir, { recursive: true })
  })

  it('lists every page on the index from its title and description', async () => {
    const index = (await renderPage(PAGES_DIR, 'index'))!
    expect(index).toContain('<li><a href="/shop">Shop</a>: Products in every price state,')
    expect(index).toContain(
      '<li><a href="/gallery-grid">Gallery: grid</a>: The grid design: four square thumbnails a row, the lightbox on a click.</li>',
    )
  })

  it("writes src, srcset and sizes on the images in the first viewport only: a gallery's first slides", async () => {
    const html = (await renderPage(PAGES_DIR, 'gallery-base'))!
    expect(html).toContain(
      '<img src="/media/harbour-dawn.svg?format=750w" srcset="/media/harbour-dawn.svg?format=100w 100w, /media/harbour-dawn.svg?format=300w 300w, /media/harbour-dawn.svg?format=500w 500w, /media/harbour-dawn.svg?format=750w 750w, /media/harbour-dawn.svg?format=1000w 1000w, /media/harbour-dawn.svg?format=1500w 1500w" sizes="(min-width: 46rem) 44rem, calc(100vw - 2rem)" data-src="/media/harbour-dawn.svg"',
    )
    // The second is in the first viewport on a phone only: the browser starts it only there.
    expect(html).toContain(
      'sizes="(min-width: 46rem) 44rem, calc(100vw - 2rem)" loading="lazy" data-src="/media/bakery-loaves.svg"',
    )
    // The other slides load when the gallery needs them.
    expect(html.match(/<img [^>]*srcset=/g)).toHaveLength(2)
    expect(html).toContain('<img data-src="/media/lighthouse.svg"')
  })

  it("merges the context a request adds over the page's own before writing it", async () => {
    const account = { authenticatedAccount: { id: 'demo-owner', displayName: 'Maren </script> Lund' } }
    const html = (await renderPage(PAGES_DIR, 'session', { context: account }))!
    const json = /<script type="application\/json" id="atoll-context">(.*?)<\/script>/.exec(html)![1]!
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)).toEqual({
      website: { id: 'demo-site', identifier: 'atoll-demo', baseUrl: 'http://127.0.0.1' },
      websiteSettings: { useEscapeKeyToLogin: true },
      pageType: 2,
      locale: 'en-US',
      ...account,
    })
  })

  it('has no page for a name outside the pages alphabet or not in the folder', async () => {
    expect(await renderPage(PAGES_DIR, '../server/app')).toBeUndefined()
    expect(await renderPage(PAGES_DIR, 'no-such-page')).toBeUndefined()
  })
})
