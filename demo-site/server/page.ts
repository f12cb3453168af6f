import type { Child } from 'hono/jsx'
import type { Database } from './db.ts'

/** The demo site's name: the index's title, and the end of every other page's. */
export const SITE_NAME = 'Atoll demo'

/** What the index knows of a page: its address and what it shows. */
export interface PageSummary {
  /** The path without its slash: `gallery-grid` is served at `/gallery-grid`. */
  name: string
  title: string
  description: string
}

/** The request a page is rendered for: pages drawn from the store read its address and data. */
export interface PageRequest {
  /** The request's address (`/store?category=bread`). */
  url: URL
  /** The demo server's database (the store's catalogue). */
  db: Database
  /** The request's cookies by name (the cart cookie). */
  cookies: Record<string, string>
}

/** What every page receives when it renders: the site around it. */
export interface SiteData {
  /** Every page but the index, by name. */
  pages: readonly PageSummary[]
  /** The request, when the page is served (absent when a page is rendered on its own, in tests). */
  request?: PageRequest | undefined
}

/**
 * A demo page as data, as a site builder keeps one: `demo-site/pages/<name>.tsx` exports it as `page`,
 * and the server renders it inside the {@link Layout} on every request.
 */
export interface DemoPage {
  /** The `<title>` before ` · Atoll demo`, and the index's link text. */
  title: string
  /** The `<meta name="description">`, and the index's text for the link. */
  description?: string
  /** The `<h1>`. */
  heading: Child
  /** Attributes of the `<h1>` (a class, `data-dynamic-text`). */
  headingAttributes?: Record<string, string | boolean>
  /** What the header shows under the heading (paragraphs). */
  intro?: Child
  /** Links after the one back to the index; `false` for the index itself, which has none. */
  nav?: Child | false
  /** Page-wide blocks before the header (an announcement bar). */
  top?: Child
  /** Stylesheets after `/demo.css`. */
  stylesheets?: readonly string[]
  /** The page's own scripts (a demo's output panel), after the runtime's. */
  scripts?: readonly string[]
  /** Fields of the page context added to {@link DEMO_CONTEXT} (CONTRACT.md section 2). */
  context?: Record<string, unknown>
  /** The class of `<main>` (the kitchen sink's grid). */
  mainClass?: string
  /** The header's search box (a `search-preview` block). @default false */
  searchBox?: boolean
  /** The content of `<main>`. */
  main(site: SiteData): Child
}

/** Identity, for the type: `export const page = definePage({ ... })`. */
export function definePage(page: DemoPage): DemoPage {
  return page
}
