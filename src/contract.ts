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
    /**
     * The origin of the platform's API when it is not the page's (CONTRACT.md section 11): every server
     * call goes there with credentials. An http(s) origin alone, like `https://api.example.com`.
     */
    apiOrigin?: string
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

/**
 * What a server render (`atoll/server`) needs of the page context: its locale, site and settings,
 * and who is signed in.
 */
export type ServerPage = Pick<PageContext, 'locale' | 'website' | 'websiteSettings' | 'authenticatedAccount'>

/**
 * A value of a form submission's `form` JSON (CONTRACT.md section 4): a multi-part field's parts and
 * a checkbox's checked options as an array, a likert's answers by statement, any other field's text.
 */
export type FieldValue = string | string[] | Record<string, number>

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
  /**
   * Aborted when the block is destroyed, also while `mount` is still under way (its first requests):
   * `createCleanup(signal)` passes it on to the island's own signals.
   */
  signal?: AbortSignal
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
  /**
   * The page context as the loader read it from `#atoll-context`, once, with its defaults applied and
   * fields of the wrong type dropped: the object islands and features get as `context.page`, and the
   * one the core reads (locale, store currency, API origin).
   */
  readonly page: Readonly<PageContext>
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
  /**
   * The spec's tween (CONTRACT.md section 11): calls `fn` with the progress, from 0 to 1, once a frame
   * for `duration` ms, and always last with 1. Rejects with a `TypeError` of the spec's text,
   * '[Tween] First parameter needs to be a function.' or '[Tween] Duration is not a finite number.'
   * @default duration 300
   * @example const fade = await Atoll.tween((p) => (box.style.opacity = String(p)), 600)
   */
  tween(fn: (progress: number) => void, duration?: number): Promise<TweenHandle>
  /**
   * The spec's scroll-to (CONTRACT.md section 11): scrolls the page until `target` (an element, a
   * selector, or a scroll position in px) is `offset` px below the top of the window, easing out
   * (easeOutSine). Under prefers-reduced-motion it jumps there at once.
   * @example await (await Atoll.scrollTo('#opening-hours')).finished
   */
  scrollTo(target: Element | string | number, options?: ScrollToTargetOptions): Promise<TweenHandle>
}

/** What a tween emits on its handle, in this order: started, then paused and resumed, then ended. */
export type TweenEventType = 'started' | 'paused' | 'resumed' | 'ended'

/**
 * A running tween (`Atoll.tween`, `Atoll.scrollTo`). It starts at the next animation frame, so a
 * listener added at once hears `started`. Events are plain `Event`s of the {@link TweenEventType}s.
 */
export interface TweenHandle extends EventTarget {
  /** `running` from the start (its first frame included), `paused`, or `ended`. */
  readonly state: 'running' | 'paused' | 'ended'
  /** The progress `fn` was last given, from 0 to 1. */
  readonly progress: number
  /** Resolves when the tween has ended (after `fn(1)` and the `ended` event). */
  readonly finished: Promise<void>
  /** Holds the tween where it is (`paused`); nothing when it is not running. */
  pause(): void
  /** Goes on from where it was held (`resumed`); nothing when it is not paused. */
  resume(): void
  /** Ends it now: as every tween ends, at full progress (`fn(1)`, then `ended`). */
  stop(): void
}

/** `Atoll.scrollTo`'s options. */
export interface ScrollToTargetOptions {
  /**
   * Px left between the top of the window and the target element (not applied to a position).
   * @default 30
   */
  offset?: number
  /** The scroll's length in ms. @default 50 (the spec's minimum and maximum) */
  duration?: number
}

/** The visitor's cookie choice, as `Atoll.consent.get()` and the `atoll:consent` event give it. */
export interface ConsentSnapshot {
  /** `accepted`, `declined`, or null while the visitor has not answered. */
  choice: 'accepted' | 'declined' | null
  /** `visitor` for an answer given on this site, `gpc` for the browser's Global Privacy Control. */
  source: 'visitor' | 'gpc' | null
  /** Epoch ms of the visitor's answer, null otherwise. */
  date: number | null
  /** Whether visitor analytics run now. */
  analytics: boolean
}

/**
 * A button block's tracking fields (spec: button tracking): its settings, and where one is missing
 * what its element says (its id, its text, its link, whether it opens a new window).
 */
export interface ButtonFields {
  id?: string | undefined
  buttonText?: string | undefined
  clickthroughUrl?: string | undefined
  alignment?: string | undefined
  size?: string | undefined
  newWindow?: boolean | undefined
  context?: string | number | undefined
}

/**
 * The events Atoll dispatches on `document` (CONTRACT.md section 5), and those its cookie banner
 * listens for there, with their `detail`. Listeners on `document` are typed by them:
 * @example document.addEventListener('atoll:form-submit', (event) => console.log(event.detail.formId))
 */
export interface AtollEventMap {
  /** The first scan's load-time islands have mounted. */
  'atoll:ready': CustomEvent<null>
  /** An island or feature failed (cancelable: prevent it to keep its console error quiet). */
  'atoll:island-error': CustomEvent<{ kind: string; error: unknown }>
  /** A server call answered that the visitor must sign in; `url` is the call's, without its query. */
  'atoll:login-required': CustomEvent<{ url: string }>
  /** The visitor answered the cookie banner, or the answer changed. */
  'atoll:consent': CustomEvent<ConsentSnapshot>
  /** A form is on screen (drawn or hydrated). */
  'atoll:form-render': CustomEvent<{ formId: string }>
  /** A form was sent and the server took it. */
  'atoll:form-submit': CustomEvent<{ formId: string; isNewsletter: boolean }>
  /** A form's sending failed, or its fields did not pass their checks. */
  'atoll:form-error': CustomEvent<{ formId: string }>
  /** A gallery moved: `id` is the block element's id or null, `index` the new 0-based slide. */
  'atoll:gallery-change': CustomEvent<{ id: string | null; index: number }>
  /** Previous was asked on a gallery's first slide (it does not loop). */
  'atoll:gallery-reached-beginning': CustomEvent<{ id: string | null }>
  /** Next was asked on a gallery's last slide (it does not loop). */
  'atoll:gallery-reached-end': CustomEvent<{ id: string | null }>
  /** A map did not load; its block shows the address card instead. */
  'atoll:map-error': CustomEvent<{ id: string | null; error: unknown }>
  /** The popup overlay was shown, closed or submitted; the rest of `detail` is its block's settings. */
  'atoll:overlay': CustomEvent<{ action: 'show' | 'close' | 'submit'; [setting: string]: unknown }>
  /** A button block was rendered (mounted in view) or clicked; the rest of `detail` is its tracking fields. */
  'atoll:button': CustomEvent<{ action: 'render' | 'click' } & ButtonFields>
  /** A quick view opened the product `itemId` (the button's `data-item-id`). */
  'atoll:quick-view': CustomEvent<{ itemId: string }>
  /** Dispatched by the page: shows the cookie banner even when the visitor has answered. */
  'atoll:cookie-banner-force': CustomEvent<unknown>
  /** Dispatched by the page: ends a forced banner, with new settings or none. */
  'atoll:cookie-banner-unforce': CustomEvent<Record<string, unknown> | null | undefined>
  /** Dispatched by the page: the banner's new settings (`cookieSettings`). */
  'atoll:cookie-banner-update': CustomEvent<Record<string, unknown> | null | undefined>
}

/**
 * The events of the catalogue above that tell the analytics what a visitor saw and did: islands
 * dispatch them (through `emit`, core/tracking/events.ts), and the tracking feature, the one route
 * to the analytics' servers, turns them into census calls, events and traces.
 */
export type AnalyticsEventName =
  | 'atoll:button'
  | 'atoll:quick-view'
  | 'atoll:form-render'
  | 'atoll:form-submit'
  | 'atoll:form-error'
  | 'atoll:overlay'

/** The events a video block dispatches on itself, bubbling, and the one it listens for. */
export interface AtollElementEventMap {
  'atoll:video-play': CustomEvent<null>
  'atoll:video-stop': CustomEvent<null>
  /** Dispatched on a video block: it goes back to its poster. */
  'atoll:video-reset': CustomEvent<null>
}

declare global {
  interface DocumentEventMap extends AtollEventMap {}
  interface HTMLElementEventMap extends AtollElementEventMap {}
}
