import { parseObject } from './context.ts'
import { type AfterMount, momentFor, WAITS } from './hydrate.ts'
import { preload } from './preload.ts'
import type { FeatureEntry, IslandEntry } from './registry.ts'
import type { FeatureModule, IslandHandle, IslandModule, PageContext } from '../contract.ts'

export const BLOCK_SELECTOR = '[data-block]'
const MOUNT = 'Could not mount'

/** One block on the page and what the loader knows of it. */
interface Block {
  readonly kind: string
  readonly element: HTMLElement
  /** Aborted when the block is destroyed: cancels its wait, its held click, its mount. */
  readonly life: AbortController
  handle?: IslandHandle
  /** The block as the server rendered it, put back when the island fails or is destroyed. */
  server: { html: string; shell: Element }
}

export interface RuntimeOptions {
  page: Readonly<PageContext>
  islands: Readonly<Record<string, IslandEntry>>
  features: readonly FeatureEntry[]
}

export interface Runtime {
  /** Finds and mounts blocks under `root` not seen yet; settles when its load-time islands have. */
  scan(root?: ParentNode): Promise<unknown>
  /** Unmounts every island and feature, stops observing: the page is back to its server state. */
  destroy(): void
}

/**
 * The page lifecycle: scans for blocks, waits for each one's moment, imports its island once per
 * kind, mounts it in isolation, and keeps the page's islands in step with the DOM.
 */
export function createRuntime({ page, islands, features }: RuntimeOptions): Runtime {
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

  function initialise(): void {
    const { signal } = (lifecycle = new AbortController())
    mutations.observe(document.documentElement, { childList: true, subtree: true })
    for (const [name, wanted] of features) {
      if (typeof wanted === 'string' ? !document.querySelector(wanted) : !wanted(page)) continue
      ;(islands[name]![0]() as unknown as Promise<FeatureModule>)
        .then((feature) => feature.init(page))
        .then(
          (handle) => (signal.aborted ? handle.destroy() : featureHandles.push(handle)),
          (error: unknown) => report(name, document.documentElement, MOUNT, error),
        )
    }
  }

  function scan(root: ParentNode = document): Promise<unknown> {
    if (!lifecycle) initialise()
    const found = [...root.querySelectorAll<HTMLElement>(BLOCK_SELECTOR)]
    if ((root as Element).matches?.(BLOCK_SELECTOR)) found.unshift(root as HTMLElement)
    const loadTime: Promise<unknown>[] = []
    for (const element of found) {
      if (blocks.has(element)) continue
      // The server's HTML, taken now: before any feature (the image loader, say) sets styles
      // that a restore would turn into style attributes the page's policy forbids.
      const server = { html: element.innerHTML, shell: element.cloneNode() as Element }
      const block: Block = { kind: element.dataset.block!, element, life: new AbortController(), server }
      blocks.set(element, block)
      element.dataset.islandState = 'pending'
      const entry = islands[block.kind]
      const started = start(block, entry)
      if (entry && momentFor(element, entry[1]) === 'load') loadTime.push(started)
    }
    return Promise.all(loadTime)
  }

  async function start(block: Block, entry: IslandEntry | undefined): Promise<void> {
    const { kind, element, life } = block
    const signal = life.signal
    let stage = 'Invalid data-block-json'
    let afterMount: AfterMount | void | undefined
    try {
      const settings = parseObject(element.getAttribute('data-block-json'), 'data-block-json')
      stage = 'Unable to load module for trigger'
      if (!entry) throw new Error('unknown block kind')
      afterMount = await WAITS[momentFor(element, entry[1])](element, signal)
      const island = await importOnce(kind, entry)
      if (signal.aborted) return
      stage = MOUNT
      const handle = await island.mount(element, { kind, settings, page })
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
      preload(chunks)
      // A failed import is retried once (a dropped connection, a deploy swapping chunks).
      island = load().catch(load)
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
  }

  return { scan, destroy }
}

/** The block back as the server rendered it: its content and its attributes. */
function restore({ element, server }: Block): void {
  element.innerHTML = server.html
  for (const { name } of [...element.attributes]) if (!server.shell.hasAttribute(name)) element.removeAttribute(name)
  for (const { name, value } of server.shell.attributes) element.setAttribute(name, value)
}

/**
 * A failure stays inside its block: a cancelable `atoll:island-error` event, and unless a listener
 * prevented it, one console error that names the block.
 */
function report(kind: string, where: Element, stage: string, error: unknown): void {
  const event = new CustomEvent('atoll:island-error', { cancelable: true, detail: { kind, error } })
  const block = where.id ? `#${where.id}` : `<${where.localName}>`
  if (document.dispatchEvent(event)) {
    console.error(`[atoll:${kind}] ${block}: ${stage}: ${error instanceof Error ? error.message : error}`)
  }
}
