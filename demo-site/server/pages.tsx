/** @jsxImportSource hono/jsx */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Layout } from './components/Layout.tsx'
import { DEMO_CONTEXT } from './layout.ts'
import type { DemoPage, PageRequest, PageSummary } from './page.ts'
import { SITE_NAME } from './page.ts'

/** Page names are a closed alphabet, so a name can never reach a file outside the pages folder. */
export const PAGE_NAME = /^[a-z0-9-]+$/

/**
 * The pages of `pagesDir`: `<name>.tsx` modules exporting a {@link DemoPage} as `page`, rendered
 * here from their data, and `<name>.html` files, served as they are. A name with both is the module.
 */
export async function listPages(pagesDir: string): Promise<Map<string, string>> {
  let files: string[]
  try {
    files = await readdir(pagesDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map()
    throw error
  }
  const pages = new Map<string, string>()
  for (const file of files.sort()) {
    const match = /^([a-z0-9-]+)\.(tsx|html)$/.exec(file)
    if (!match?.[1] || (match[2] === 'html' && pages.has(match[1]))) continue
    pages.set(match[1], file)
  }
  return pages
}

export interface RenderOptions {
  /** The request the page is served for (store pages read the visitor's cart from it). */
  request?: PageRequest | undefined
  /**
   * Fields of the page context this request adds (a signed-in account), merged over the page's own
   * before the context is written. A plain `.html` page is sent as it is, without them.
   */
  context?: Record<string, unknown> | undefined
}

/** The HTML of page `name`, or undefined when there is none. */
export async function renderPage(
  pagesDir: string,
  name: string,
  { request, context }: RenderOptions = {},
): Promise<string | undefined> {
  if (!PAGE_NAME.test(name)) return undefined
  const pages = await listPages(pagesDir)
  const file = pages.get(name)
  if (file === undefined) return undefined
  if (file.endsWith('.html')) return readFile(join(pagesDir, file), 'utf8')
  const page = await loadPage(join(pagesDir, file))
  const others = await Promise.all(
    [...pages].filter(([other]) => other !== 'index').map(([other, otherFile]) => summary(pagesDir, other, otherFile)),
  )
  const document = (
    <Layout
      title={page.title}
      description={page.description}
      heading={page.heading}
      headingAttributes={page.headingAttributes}
      intro={page.intro}
      nav={page.nav}
      top={page.top}
      stylesheets={page.stylesheets}
      scripts={page.scripts}
      context={{ ...DEMO_CONTEXT, ...page.context, ...context }}
      mainClass={page.mainClass}
      searchBox={page.searchBox}
    >
      {page.main({ pages: others, request })}
    </Layout>
  )
  return `<!doctype html>\n${await document.toString()}\n`
}

async function loadPage(file: string): Promise<DemoPage> {
  const module = (await import(pathToFileURL(file).href)) as { page?: DemoPage }
  if (typeof module.page?.main !== 'function')
    throw new TypeError(`${file} must export a page: export const page = definePage({ ... })`)
  return module.page
}

/** A page's title and description, from its data or from the `<title>` and `<meta>` of its HTML. */
async function summary(pagesDir: string, name: string, file: string): Promise<PageSummary> {
  if (file.endsWith('.tsx')) {
    const page = await loadPage(join(pagesDir, file))
    return { name, title: page.title, description: page.description ?? '' }
  }
  const html = await readFile(join(pagesDir, file), 'utf8')
  const title = new RegExp(`<title>([^<]*?)(?: · ${SITE_NAME})?</title>`).exec(html)?.[1] ?? name
  const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? ''
  return { name, title: decodeEntities(title), description: decodeEntities(description) }
}

/** The few entities a hand-written page's title or description carries; JSX escapes them again. */
function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[entity] ?? '',
  )
}

/** Every page but the index, with its title and description (the site search indexes them). */
export async function pageSummaries(pagesDir: string): Promise<PageSummary[]> {
  const pages = await listPages(pagesDir)
  return Promise.all(
    [...pages].filter(([name]) => name !== 'index').map(([name, file]) => summary(pagesDir, name, file)),
  )
}
