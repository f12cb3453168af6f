/**
 * The public shapes shared by the loader, the core and every island: the one file the loader
 * (`src/bootstrap`) imports from outside itself. It imports nothing, so no import circle runs
 * through it (`npm run arch` checks both). Type-only: importing it adds no bytes to any chunk.
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
    /** The Pinterest overlay (CONTRACT.md section 9): on unless `mode` is `disabled`. */
    pinterestOverlayOptions?: { mode?: string }
    /** The mobile information bar (CONTRACT.md section 9): which contact items it shows, and their values. */
    mobileInfoBarSettings?: Record<string, unknown>
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

/** The module every island exports from `src/islands/<kind>/index.ts`. */
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

/**
 * The core's namespaces that `window.Atoll` exposes (`src/core/api.ts`). The contract names them
 * without importing the core, so the core and the loader both depend on this file and never on each
 * other's types; the loader instantiates `AtollApi` with the core's own types.
 */
export interface CoreNamespaces {
  dialog: object
  format: object
  consent: object
  cart: object
}

/** A namespace whose methods load the core on first use: each returns a promise of its result. */
export type Lazy<Namespace> = {
  [Method in keyof Namespace]: Namespace[Method] extends (...args: infer Args) => infer Result
    ? (...args: Args) => Promise<Awaited<Result>>
    : never
}

/** `window.Atoll` (CONTRACT.md section 5), given the core's namespaces. */
export interface AtollApi<Core extends CoreNamespaces = CoreNamespaces> {
  readonly version: string
  readonly ready: Promise<void>
  scan(root?: ParentNode): Promise<unknown>
  destroy(): void
  /**
   * Registers an island of the site's own code (CONTRACT.md section 10): `load` resolves to a module
   * exporting `mount`, as Atoll's own islands do. Rejects with a `TypeError`, logged once, for a kind
   * defined already, a kind that is not a non-empty string or names an `Object.prototype` member, a
   * `load` that is not a function, or a moment that is not one of `HydrationMoment`.
   */
  define(kind: string, load: () => Promise<IslandModule>, options?: { moment?: HydrationMoment }): Promise<void>
  readonly dialog: Lazy<Core['dialog']>
  readonly format: Lazy<Core['format']>
  readonly consent: Lazy<Core['consent']>
  readonly cart: Lazy<Core['cart']>
}

declare global {
  interface DocumentEventMap {
    'atoll:ready': CustomEvent<void>
    'atoll:island-error': CustomEvent<{ kind: string; error: unknown }>
  }
}
