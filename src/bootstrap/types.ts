/**
 * The public shapes shared by the loader, the core and every island. Type-only: importing this file
 * adds no bytes to any chunk.
 */

/** The page context read from `#atoll-context` (CONTRACT.md section 2). Every field is optional. */
export interface PageContext {
  website?: {
    id?: string
    identifier?: string
    baseUrl?: string
    developerMode?: boolean
    cloneable?: boolean
    websiteType?: number
    siteStatus?: { value?: number }
    typekitId?: string
    captchaSettings?: { siteKey?: string }
    mapsApiKey?: string
  }
  websiteSettings?: Record<string, unknown> & {
    useEscapeKeyToLogin?: boolean
    storeSettings?: { currency?: string; measurementStandard?: number }
  }
  authenticatedAccount?: { id?: string } & Record<string, unknown>
  websiteRoles?: Record<string, boolean>
  pageType?: number
  collectionId?: string
  itemId?: string
  templateId?: string
  collection?: Record<string, unknown>
  item?: Record<string, unknown>
  cookieSettings?: Record<string, unknown>
  showAnnouncementBar?: boolean
  googleFonts?: unknown
  typekitFonts?: unknown
  /** BCP 47 language tag. @default 'en-US' */
  locale: string
  eventsHost?: string
  analyticsDisabled?: boolean
  [key: string]: unknown
}

/** When an island is loaded and mounted. */
export type HydrationMoment = 'load' | 'idle' | 'visible' | 'interaction'

/** What the loader hands to an island's `mount`. */
export interface IslandContext<Settings = unknown> {
  /** The block kind, from `data-block`. */
  kind: string
  /** The parsed `data-block-json`, or `{}` when the block has none. */
  settings: Settings
  /** The page context (defaults applied). */
  page: Readonly<PageContext>
}

/** What `mount` returns: the island's teardown. After `destroy()`, nothing of the island listens. */
export interface IslandHandle {
  destroy(): void
}

/** The module every island exports from `src/modules/<kind>/index.ts`. */
export interface IslandModule {
  mount(element: HTMLElement, context: IslandContext): IslandHandle | Promise<IslandHandle>
}

/** What the loader hands to page features besides the context. */
export interface LoaderHandOff {
  /**
   * The uncaught errors and rejections the loader kept from its first line (at most 10), for the
   * feature that reports them; the loader stops keeping them at the first call.
   */
  takeErrors(): Event[]
}

/** A page-wide feature (cookie banner, tracking, ...): initialised once per page lifecycle. */
export interface FeatureModule {
  init(page: Readonly<PageContext>, loader: LoaderHandOff): IslandHandle | Promise<IslandHandle>
}

/** The core's public API, as the core exports it (`src/core/api.ts`). */
export type CoreApi = typeof import('../core/api.ts')

/** A namespace whose methods load the core on first use: each returns a promise of its result. */
export type Lazy<Namespace> = {
  [Method in keyof Namespace]: Namespace[Method] extends (...args: infer Args) => infer Result
    ? (...args: Args) => Promise<Awaited<Result>>
    : never
}

/** `window.Atoll` (CONTRACT.md section 5). */
export interface AtollApi {
  readonly version: string
  readonly ready: Promise<void>
  scan(root?: ParentNode): Promise<unknown>
  destroy(): void
  /**
   * Registers an island of the site's own code (CONTRACT.md section 10): `load` resolves to a module
   * exporting `mount`, as Atoll's own islands do. Rejects with a `TypeError` for a kind Atoll has.
   */
  define(kind: string, load: () => Promise<IslandModule>, options?: { moment?: HydrationMoment }): Promise<void>
  readonly dialog: Lazy<CoreApi['dialog']>
  readonly format: Lazy<CoreApi['format']>
  readonly consent: Lazy<CoreApi['consent']>
  readonly cart: Lazy<CoreApi['cart']>
}

declare global {
  interface Window {
    Atoll?: AtollApi
  }
  interface DocumentEventMap {
    'atoll:ready': CustomEvent<void>
    'atoll:island-error': CustomEvent<{ kind: string; error: unknown }>
  }
}
