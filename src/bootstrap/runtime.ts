import { type AfterMount, momentFor, WAITS } from './hydrate.ts'
import { inTask, preload } from './preload.ts'
import { type FeatureEntry, type IslandEntry, ISLANDS } from './registry.ts'
import type {
  FeatureModule,
  HydrationMoment,
  IslandHandle,
  IslandModule,
  LoaderHandOff,
  PageContext,
} from '../contract.ts'

export const BLOCK_SELECTOR = '[data-block]'
/** Containers of user content (comments, reviews, widget HTML): nothing under one is ever mounted. */
export const IGNORE_SELECTOR = '[data-atoll-ignore]'
const OWN_BLOCKS = `${BLOCK_SELECTOR}:not(${IGNORE_SELECTOR},${IGNORE_SELECTOR} *)`
/** Mounting yields to the browser when a task has run this long, so a page of many blocks stays responsive. */
export const SLICE_MS = 40
/** How long a failed island import waits before its one retry. */
export const RETRY_DELAY_MS = 300
const MOUNT = 'Could not mount'
/**
 * How long after the visitor started to leave the page (`beforeunload`) a failure waits to be
 * reported, dropped if the page goes first. Support: Firefox, Safari: a navigation cancels the
 * page's requests as it starts, while the page is still shown, and an import under way fails though
 * nothing is wrong with it (Chromium lets it run until the page goes). The core holds its own
 * reports the same way (`core/kit/leaving.ts`: the loader imports nothing of the core).
 */
export const LEAVING_MS = 10_000
/**
 * When the visitor last started to leave the page, kept on `globalThis` under a registered symbol so
 * that the core's loads read the same record (`core/kit/leaving.ts`): a load that begins while the
 * visitor is already leaving never sees the `beforeunload` that came before it.
 */
const LEFT_AT = Symbol.for('atoll.left')
const left = globalThis as { [LEFT_AT]?: number }

/** One block on the page and what the loader knows of it. */
interface Block {
  readonly kind: string
  readonly element: HTMLElement
  /** Aborted when the block is destroyed: cancels its wait, its held click, its mount. */
  readonly life: AbortController
  handle?: IslandHandle
  /**
   * The block as the server rendered it (an inert copy), put back when the island fails or is
   * destroyed; none until the scan has copied it (nothing has changed the block before that).
   */
  server?: Element
}

export interface RuntimeOptions {
  page: Readonly<PageContext>
  /** Atoll's own islands and features by name. @default the build's registry */
  islands?: Readonly<Record<string, IslandEntry>>
  /** The page features' `wanted` tests, from the loader. */
  features: readonly FeatureEntry[]
  /** What features get besides the context. @default nothing kept */
  handOff?: LoaderHandOff
}

export interface Runtime {
  /** Finds and mounts blocks under `root` not seen yet; settles when its load-time islands have. */
  scan(root?: ParentNode): Promise<unknown>
  /** Unmounts every island and feature, stops observing: the page is back to its server state. */
  destroy(): void
  /**
   * Adds an island of the site's own (CONTRACT.md section 10); its blocks mount as Atoll's own do.
   * @throws TypeError, after one console error saying the same, for a kind that is not a non-empty
   * string, names an `Object.prototype` member or is defined already, a `load` that is not a
   * function, or a moment that is not one of `WAITS`.
   */
  define(kind: string, load: IslandEntry[0], options?: { moment?: HydrationMoment }): void
}

/** Whether a page feature is wanted: its selector matches, or its test of the context passes. */
export const isWanted = ([, wanted]: FeatureEntry, page: Readonly<PageContext>): boolean =>
  typeof wanted === 'string' ? !!document.querySelector(wanted) : wanted(page)

/**
 * When a page feature's module is imported: at once, unless its folder's `moment.ts` says
 * `interaction`: the visitor's first pointer over the page or first key (for what only a visitor's
 * hand uses: the Pinterest buttons). Not focus, which the page's own script moves too (a dialog that
 * opens takes it); and unlike an island's interaction, no click is held. The listener of the other
 * kind stays until it is heard once (a no-op then) or the page is destroyed. Aborted first, it never settles.
 */
const featureMoment = (moment: HydrationMoment, signal: AbortSignal) =>
  new Promise((woken) => {
    if (moment !== 'interaction') return woken(0)
    for (const type of ['pointerover', 'keydown']) addEventListener(type, woken, { capture: true, once: true, signal })
  })

/** Settles once the page has loaded: an unknown kind waits for it, as a site's own script may define it until then. */
const loaded = () =>
  new Promise((done) => (document.readyState === 'complete' ? done(0) : addEventListener('load', done, { once: true })))

/**
 * The page lifecycle: scans for blocks, waits for each one's moment, imports its island once per
 * kind, mounts it in isolation, and keeps the page's islands in step with the DOM.
 */
export function createRuntime({
  page,
  islands: own = ISLANDS,
  features,
  handOff = { takeErrors: () => [] },
}: RuntimeOptions): Runtime {
  // Without a prototype: a block whose kind is `toString` or `__proto__` finds no entry, as any kind nobody defined.
  const islands: Record<string, IslandEntry> = Object.assign(Object.create(null), own)
  const blocks = new Map<HTMLElement, Block>()
  const imports = new Map<string, Promise<IslandModule>>()
  const featureHandles: IslandHandle[] = []
  /** Set while the page lifecycle is initialised; aborted by `destroy()`. */
  let lifecycle: AbortController | undefined

  // Blocks added or removed later are handled once per frame, however many mutations came: the
  // frame re-scans the document (one native query; blocks already seen are skipped) rather than
  // walking every added node, which costs more code and no less time at a page's size.
  let frame = 0
  const mutations = new MutationObserver(() => (frame ||= requestAnimationFrame(flush)))

  function flush(): void {
    frame = 0
    for (const block of blocks.values()) if (!block.element.isConnected) unmount(block)
    void scan()
  }

  function initialise(): AbortSignal {
    lifecycle = new AbortController()
    mutations.observe(document.documentElement, { childList: true, subtree: true })
    addEventListener('beforeunload', () => (left[LEFT_AT] = performance.now()), { signal: lifecycle.signal })
    return lifecycle.signal
  }

  /**
   * The page features start once the first scan has copied the blocks, which they must not change
   * before, one feature a task (each zero-delay timeout is a task of its own): their tests and
   * imports in one task make a long one on a page that wants many of them. Plain timeouts, not the core's nextTask: importing it would add a chunk to every page.
   */
  function startFeatures(signal: AbortSignal): void {
    for (const feature of features) setTimeout(() => startFeature(signal, feature))
  }

  function startFeature(signal: AbortSignal, feature: FeatureEntry): void {
    const [name] = feature
    if (signal.aborted) return
    try {
      if (!isWanted(feature, page)) return
    } catch (error) {
      // A context field of the wrong shape: this feature stays off, the others still start.
      report(name, document.documentElement, MOUNT, error)
      return
    }
    // The feature starts a task after its module (and the core it imports) is evaluated: the two in
    // one task make a long one.
    featureMoment(islands[name]![1], signal)
      .then(() => islands[name]![0]() as unknown as Promise<FeatureModule>)
      .then((module) => inTask(() => (signal.aborted ? { destroy() {} } : module.init(page, handOff))))
      .then(
        (handle) => (signal.aborted ? handle.destroy() : featureHandles.push(handle)),
        (error: unknown) => report(name, document.documentElement, MOUNT, error),
      )
  }

  function scan(root: ParentNode = document): Promise<unknown> {
    const first = !lifecycle
    const signal = lifecycle?.signal ?? initialise()
    if ((root as Element).closest?.(IGNORE_SELECTOR)) return Promise.resolve()
    // One native query that leaves user content out (an ancestor walk per block from script costs
    // far more on deep pages).
    const found = [...root.querySelectorAll<HTMLElement>(OWN_BLOCKS)]
    if ((root as Element).matches?.(BLOCK_SELECTOR)) found.unshift(root as HTMLElement)
    const fresh: Block[] = []
    for (const element of found) {
      if (blocks.has(element)) continue
      const block: Block = { kind: element.dataset.block!, element, life: new AbortController() }
      blocks.set(element, block)
      fresh.push(block)
    }
    const loadTime = setUp(fresh, signal)
    if (first) void loadTime.then(() => startFeatures(signal))
    return loadTime.then((started) => Promise.all(started))
  }

  /**
   * Copies the blocks and starts each one's wait, an outermost block (with the blocks inside it) at a
   * time, yielding once a task has run SLICE_MS: the first scan of a page of many blocks, in one task
   * with the runtime's evaluation, is a long task. The server's HTML is copied
   * before any feature (the image loader, say) sets styles that a restore would turn into style
   * attributes the page's policy forbids.
   * @returns the starts of the blocks that mount at load
   */
  async function setUp(fresh: readonly Block[], signal: AbortSignal): Promise<Promise<void>[]> {
    const loadTime: Promise<void>[] = []
    for (const group of outermost(fresh)) {
      await slice()
      if (signal.aborted) break
      const copies = copyBlocks(group.map(({ element }) => element))
      for (const block of group) {
        if (block.life.signal.aborted) continue
        block.server = copies.get(block.element)
        block.element.dataset.islandState = 'pending'
        const entry = islands[block.kind]
        const started = start(block)
        if (entry && momentFor(block.element, entry[1]) === 'load') loadTime.push(started)
      }
    }
    return loadTime
  }

  async function start(block: Block): Promise<void> {
    const { kind, element, life } = block
    const signal = life.signal
    let stage = 'Invalid data-block-json'
    let afterMount: AfterMount | void | undefined
    try {
      const settings = parseObject(element.getAttribute('data-block-json'), 'data-block-json')
      stage = 'Unable to load module for trigger'
      if (!islands[kind]) await loaded()
      const entry = islands[kind]
      // A kind close to a known one names it: `acordion` says "did you mean `accordion`?".
      if (!entry) throw new Error(`unknown block kind${await hint((m) => m.meantKind(kind, islands, features), '')}`)
      const asked = element.dataset.hydrate
      if (asked && !Object.hasOwn(WAITS, asked))
        void hint((m) => m.warnMoment(kind, element, entry[1], WAITS), undefined)
      afterMount = await WAITS[momentFor(element, entry[1])](element, signal)
      const island = await importOnce(kind, entry)
      await slice()
      if (signal.aborted) return
      stage = MOUNT
      const handle = await island.mount(element, { kind, settings, page, signal })
      if (signal.aborted) return handle.destroy()
      block.handle = handle
      element.dataset.islandState = 'mounted'
    } catch (error) {
      if (signal.aborted) return
      // Only a mount touches the block: before it, the server's HTML is still there, untouched.
      if (stage === MOUNT) restore(block)
      element.dataset.islandState = 'failed'
      report(kind, element, stage, error)
    }
    // A held click goes to the island, or, when it failed, to the server's HTML.
    afterMount?.()
  }

  function importOnce(kind: string, [load, , chunks]: IslandEntry): Promise<IslandModule> {
    let island = imports.get(kind)
    if (!island) {
      // A failed import is retried once (a dropped connection, a deploy swapping chunks), after a
      // short delay and under a URL not tried yet: a browser may keep a failed module in its module
      // map for good, as the HTML standard allows, and answer the same URL with the same failure.
      island = preload(chunks)
        .then(() => load())
        .catch(() => inTask(() => load(`?retry=${Date.now()}`), RETRY_DELAY_MS))
      imports.set(kind, island)
      island.catch(() => imports.delete(kind))
    }
    return island
  }

  function unmount(block: Block): void {
    blocks.delete(block.element)
    block.life.abort()
    try {
      block.handle?.destroy()
    } catch (error) {
      report(block.kind, block.element, 'Could not unmount', error)
    }
    if (block.element.isConnected) restore(block)
    delete block.element.dataset.islandState
  }

  function destroy(): void {
    if (!lifecycle) return
    lifecycle.abort()
    lifecycle = undefined
    mutations.disconnect()
    cancelAnimationFrame(frame)
    frame = 0
    for (const block of blocks.values()) unmount(block)
    for (const handle of featureHandles.splice(0)) handle.destroy()
    // The loader stops keeping early errors: a page destroyed before the tracking feature took them
    // is left with nothing listening.
    handOff.takeErrors()
  }

  function define(kind: string, load: IslandEntry[0], options?: { moment?: HydrationMoment }): void {
    const moment = options?.moment === undefined ? 'visible' : options.moment
    if (typeof kind !== 'string' || !kind) throw refused('Atoll.define: kind must be a non-empty string')
    // A kind an object has already would shadow or replace what every lookup relies on.
    if (kind in Object.prototype)
      throw refused(`Atoll.define: kind ${JSON.stringify(kind)} names an Object.prototype member`)
    if (typeof load !== 'function') throw refused('Atoll.define: load must be a function')
    if (typeof moment !== 'string' || !Object.hasOwn(WAITS, moment))
      throw refused(`Atoll.define: moment must be one of ${Object.keys(WAITS).join(', ')}`)
    if (Object.hasOwn(islands, kind)) throw refused(`${kind} is already defined`)
    islands[kind] = [load, moment]
    // Blocks of the kind that failed as unknown before the definition start again. Collected first:
    // a scan puts a block back in `blocks`, where a loop over the map would meet it again, for ever.
    const failed = [...blocks.values()].filter(
      (block) => block.kind === kind && block.element.dataset.islandState === 'failed',
    )
    for (const block of failed) {
      blocks.delete(block.element)
      void scan(block.element)
    }
  }

  return { scan, destroy, define }
}

/**
 * Runs `say` with the mistakes chunk, imported only when a template's mistake is met; `otherwise`
 * when that chunk does not load (the mistake is still reported, without the hint).
 */
const hint = <T>(say: (mistakes: typeof import('./mistakes.ts')) => T, otherwise: T): Promise<T> =>
  import('./mistakes.ts').then(say, () => otherwise)

/** A refused definition: one console error, and the error the caller's promise rejects with, of the same text. */
function refused(problem: string): TypeError {
  const error = new TypeError(`[atoll] ${problem}`)
  console.error(error.message)
  return error
}

let sliceStart = 0
/** Resolves at once while the current task is young, else after yielding to the browser. */
function slice(): Promise<unknown> | void {
  if (performance.now() - sliceStart < SLICE_MS) return
  return inTask(() => (sliceStart = performance.now()))
}

/**
 * The blocks in groups, each an outermost block and the blocks inside it: in document order, a
 * block's nested blocks come right after it.
 */
function outermost(blocks: readonly Block[]): Block[][] {
  const groups: Block[][] = []
  for (const block of blocks) {
    const group = groups.at(-1)
    if (group && group[0]!.element.contains(block.element)) group.push(block)
    else groups.push([block])
  }
  return groups
}

/** A document without a browsing context: nothing copied into it loads or runs. */
let inert: Document | undefined

/**
 * Inert copies of an outermost block and the blocks inside it, as they are now, in linear time: the
 * outermost block is copied once, and the nested blocks are the matching nodes of that copy, found
 * by walking the two trees side by side (a block with none, most of them, is not walked).
 */
function copyBlocks([outer, ...nested]: readonly HTMLElement[]): Map<HTMLElement, Element> {
  inert ??= document.implementation.createHTMLDocument('')
  const copy = inert.importNode(outer!, true)
  const copies = new Map<HTMLElement, Element>([[outer!, copy]])
  if (!nested.length) return copies
  const wanted = new Set(nested)
  const walk = (root: Node) => document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT)
  const [original, copied] = [walk(outer!), walk(copy)]
  while (original.nextNode() && copied.nextNode()) {
    if (wanted.has(original.currentNode as HTMLElement))
      copies.set(original.currentNode as HTMLElement, copied.currentNode as Element)
  }
  return copies
}

/**
 * The block back as the server rendered it: its attributes and fresh nodes made from its inert
 * copy. Nodes are copied, never re-parsed from HTML, so markup that was inert stays inert.
 */
function restore({ element, server }: Block): void {
  if (!server) return
  for (const { name } of [...element.attributes]) if (!server.hasAttribute(name)) element.removeAttribute(name)
  for (const { name, value } of server.attributes) element.setAttribute(name, value)
  element.replaceChildren(...[...server.childNodes].map((node) => document.importNode(node, true)))
}

/**
 * A failure stays inside its block: a cancelable `atoll:island-error` event, and unless a listener
 * prevented it, one console error that names the block. While the visitor is leaving the page it
 * waits (LEAVING_MS), and is dropped when the page goes first.
 */
function report(kind: string, where: Element, stage: string, error: unknown): void {
  const wait = (left[LEFT_AT] ?? -LEAVING_MS) + LEAVING_MS - performance.now()
  if (wait > 0) {
    const timer = setTimeout(() => report(kind, where, stage, error), wait)
    addEventListener('pagehide', () => clearTimeout(timer), { once: true })
    return
  }
  const event = new CustomEvent('atoll:island-error', { cancelable: true, detail: { kind, error } })
  const block = where.id ? `#${where.id}` : `<${where.localName}>`
  if (document.dispatchEvent(event)) {
    console.error(`[atoll:${kind}] ${block}: ${stage}: ${error instanceof Error ? error.message : error}`)
  }
}

/**
 * Parses JSON that must be an object (the page context, a block's `data-block-json`).
 * @throws SyntaxError for unparseable text, TypeError for JSON that is not an object.
 */
export function parseObject(text: string | null | undefined, what: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text?.trim() || '{}')
  if (!(value instanceof Object) || Array.isArray(value)) {
    throw new TypeError(`${what} must be a JSON object`)
  }
  return value as Record<string, unknown>
}
