import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Context } from 'hono'
import { IMAGE_WIDTHS } from '../../../src/core/media/widths.ts'
import { renderPage } from '../pages.tsx'
import type { AppEnv, DemoApp } from '../types.ts'

const MEDIA_DIR = fileURLToPath(new URL('../../public/media/', import.meta.url))
const PAGES_DIR = fileURLToPath(new URL('../../pages/', import.meta.url))

/** `name-500w.svg` (the filename size format) or `name.svg` with `?format=500w` (the query string). */
const MEDIA_FILE = /^([a-z0-9-]+?)(?:-(\d+)w)?\.svg$/

/**
 * The demo's image server: every image of `public/media` at each width of the spec, asked for in
 * either of the contract's size formats (`?format=500w`, `-500w` before the extension), as a real
 * image service answers. The scenes are SVG, drawn at the asked width with the width written in a
 * corner, so a visitor sees which one the loader chose. A width that is not one of the spec's is a
 * 404, as a typo in a format would be.
 *
 * Also the addresses a gallery's history and lightbox write: a page with a trailing slash
 * (`/gallery-stacked/`), and the lightbox page with a slide's url as its last segment
 * (`/lightbox/harbour-at-dawn`).
 */
export function register(app: DemoApp): void {
  app.get('/media/:file', async (c, next) => {
    const match = MEDIA_FILE.exec(c.req.param('file'))
    if (!match) return next()
    const [, name, fromName] = match
    const fromQuery = /^(\d+)w$/.exec(c.req.query('format') ?? '')?.[1]
    const asked = fromName ?? fromQuery
    if (!asked) return next()
    const width = Number(asked)
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width))
      return c.text(`No ${width}w rendition: widths are ${IMAGE_WIDTHS.join(', ')}`, 404)
    let svg: string
    try {
      svg = await readFile(join(MEDIA_DIR, `${name}.svg`), 'utf8')
    } catch {
      return next()
    }
    c.header('Cache-Control', 'no-cache')
    c.header('Content-Type', 'image/svg+xml')
    return c.body(atWidth(svg, width))
  })

  app.get('/:name{(?:gallery|lightbox)[a-z0-9-]*}/', (c) => page(c, c.req.param('name')))
  app.get('/lightbox/:slug{[a-z0-9-]+}', (c) => page(c, 'lightbox'))
}

/** The scene drawn `width` pixels wide, its width label in the lower right corner. */
export function atWidth(svg: string, width: number): string {
  const [, w = '1', h = '1'] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? []
  const height = Math.round((width * Number(h)) / Number(w))
  const size = Math.round(Number(w) / 24)
  const label = `<text x="${Number(w) - size}" y="${Number(h) - size}" text-anchor="end" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#fff" stroke="#000" stroke-width="${size / 12}" paint-order="stroke">${width}w</text>`
  return svg
    .replace(/width="\d+" height="\d+"/, `width="${width}" height="${height}"`)
    .replace('</svg>', `${label}</svg>`)
}

async function page(c: Context<AppEnv>, name: string) {
  const html = await renderPage(PAGES_DIR, name, { context: c.get('pageContext') })
  if (html === undefined) return c.notFound()
  c.header('Cache-Control', 'no-cache')
  return c.html(html)
}
