/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'
import { raw } from 'hono/html'
import { jsonForScript } from '../layout.ts'
import { SITE_NAME } from '../page.ts'

export interface LayoutProps {
  title: string
  description?: string | undefined
  heading: Child
  headingAttributes?: Record<string, string | boolean> | undefined
  intro?: Child
  nav?: Child | false
  top?: Child
  stylesheets?: readonly string[] | undefined
  scripts?: readonly string[] | undefined
  /** The whole page context, written in `#atoll-context` before the runtime's script. */
  context: Record<string, unknown>
  mainClass?: string | undefined
  /** The header's search box (a `search-preview` block). @default false */
  searchBox?: boolean | undefined
  children?: Child
}

/** The header's site search: a plain GET form to /search, which the search preview enhances. */
function SearchBox() {
  return (
    <form class="site-search" role="search" action="/search" method="get" data-block="search-preview">
      <label for="site-search-q">Search the site</label>
      <input id="site-search-q" type="search" name="q" autocomplete="off" />
      <button type="submit">Search</button>
    </form>
  )
}

/**
 * The document every demo page shares: head, header with the way back to the index, `<main>`, the
 * page context and the runtime's script tag, as a published page of a template carries them.
 */
export function Layout(props: LayoutProps) {
  const { title, description, heading, headingAttributes, intro, nav, top, stylesheets = [], scripts = [] } = props
  const { context, mainClass, children } = props
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {description ? <meta name="description" content={description} /> : null}
        <title>{title === SITE_NAME ? title : `${title} · ${SITE_NAME}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/demo.css" />
        {stylesheets.map((href) => (
          <link rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        {top}
        <header class="site-header">
          {nav === false ? null : (
            <p>
              <a href="/">{SITE_NAME}</a>
              {nav}
            </p>
          )}
          {props.searchBox ? <SearchBox /> : null}
          <h1 {...headingAttributes}>{heading}</h1>
          {intro}
        </header>
        <main class={mainClass}>{children}</main>
        {/* JSON, not HTML: written as is, with `<` escaped so it cannot close the element. */}
        <script type="application/json" id="atoll-context">
          {raw(jsonForScript(context))}
        </script>
        <script type="module" src="/atoll/atoll.js"></script>
        {scripts.map((src) => (
          <script type="module" src={src}></script>
        ))}
      </body>
    </html>
  )
}
