/**
 * The shared chunks of the build: which files of the core go together into one chunk, by folder or
 * file, for rolldown's `output.codeSplitting.groups`. Every island and feature is an entry of its
 * own (the loader imports it by its file's name); what they share is split here so that a page
 * fetches few chunks and no island loads much that it does not run (docs/core.md, Chunks).
 *
 * A module goes to the first group that names it. A group also takes the files its own files import
 * (rolldown's `includeDependenciesRecursively`), unless a group before it took them: so the order
 * matters, and is written in each group's reason. What no group names (`api.ts`, which the loader
 * imports for `window.Atoll`; the clients; the enumerations other than the page types; each area's
 * own code), rolldown puts with the one entry that uses it, or in a chunk of its own shared by the
 * entries that use it; `npm run size` fails on such a chunk under 1 KB gzip unless package.json
 * `sizeBudgets.smallChunks` gives its reason.
 *
 * Written by hand, not with rolldown's size options: a group's `minSize` only drops a group smaller
 * than it (its files go back to one chunk per set of users, the small chunks this list replaces),
 * and `entriesAware` with a merge threshold merges chunks by their source size and users, not by what
 * a page then loads: tried over the core with thresholds of 1,000 to 4,000 bytes, it made a demo page
 * 7% to 116% heavier. A chunk's name is never an island's or a feature's: the registry tells a
 * module by its file's name.
 */

export interface ChunkGroup {
  /** The chunk's name: `<name>-<hash>.js`. */
  name: string
  /**
   * Paths from the project root (`src/core/i18n/`, a folder, ends with `/`) or from `node_modules`
   * (`node_modules/preact/`), or a file (`src/core/kit/cleanup.ts`).
   */
  paths: readonly string[]
}

/** The groups, first come first served; `renderer` is the flavour's renderer packages (build/flavours.ts). */
export function sharedChunks(renderer: readonly string[]): readonly ChunkGroup[] {
  return [
    // What nearly every island and feature loads: the cleanup store, the next-task helper beside it,
    // the environment's tests (reduced motion, the editor), the console's prefixed log, and the
    // key names of the accordion and the menu. Before the messages and the core, which import some of
    // them and would take them. It stays under 1 KB gzip: a page with one small island (member
    // pricing) loads it whole.
    {
      name: 'kit',
      paths: [
        'src/core/kit/cleanup.ts',
        'src/core/kit/tasks.ts',
        'src/core/kit/env.ts',
        'src/core/kit/log.ts',
        'src/core/kit/keys.ts',
      ],
    },
    // The block options' readers and the adopted styles: what the islands that read settings share.
    { name: 'options', paths: ['src/core/kit/options.ts', 'src/core/dom/styles.ts'] },
    // The messages and their formatter: apart from the data layer, so an island that calls no
    // server loads no data layer.
    { name: 'i18n', paths: ['src/core/i18n/'] },
    // The renderer (Preact, or React in the React flavour): the islands that draw from data. With it,
    // the first commit's wait and the hydration (src/core/kit/hydrate.ts), which most of them use to
    // render their root once: alone it was a chunk of 0.2 KB, one more request on their pages; and
    // the messages' React context (src/core/kit/i18n-context.ts), which the islands a server renders
    // read their translator from: alone it was a chunk of 0.1 KB. After the messages, which the
    // context imports (the page's translator is its default) and which would otherwise come along.
    {
      name: 'renderer',
      paths: [...renderer, 'src/core/kit/hydrate.ts', 'src/core/kit/i18n-context.ts'],
    },
    // What the islands a server renders share (cart, comments, form, product, search): the check of
    // the server's rendering before a hydration, and the pager that ends the comments' and the
    // search's lists ("More", or "Try again"). Named, so that the pager joins the chunk these islands
    // load already rather than one more of their own; after the renderer and the messages, which the
    // pager imports and would otherwise take.
    { name: 'server-rendered', paths: ['src/core/kit/server-rendered.ts', 'src/core/kit/Pager.tsx'] },
    // The media loader (images' widths, crops, the load queue, playback).
    { name: 'media', paths: ['src/core/media/'] },
    // Storage and cookies, small and wanted alone (the announcement bar's dismissal): before the
    // core, which imports them too and would take them.
    {
      name: 'storage',
      paths: ['src/core/storage/storage.ts', 'src/core/storage/cookies.ts', 'node_modules/js-cookie/'],
    },
    // The core: what the islands and features that call a server share, the analytics among them:
    // the data layer, the consent, the errors, the visitor record and the page types. It takes zustand
    // and the tracking cookies with them.
    {
      name: 'core',
      paths: ['src/core/data/', 'src/core/consent/', 'src/core/errors.ts', 'src/core/enums/page-types.ts'],
    },
    // Money and the cart's store, for the store's islands and the commerce feature alone: after the
    // core, so that the data layer and zustand stay in the core.
    { name: 'money', paths: ['src/core/money/', 'src/core/cart/'] },
    // The URL checks and the URL option reader that uses them: the islands that link or load from a
    // setting. After the messages and the core, which its users load too. The script loader stays
    // out: in it, it brought 0.4 KB to the pages of every island that checks a URL.
    { name: 'url', paths: ['src/core/security/url.ts', 'src/core/kit/url-option.ts'] },
    // The third-party script loader, before the widgets' group, which imports it and would take it
    // to the islands that load a script but show no widget (comments, form, map, social follow).
    { name: 'script', paths: ['src/core/security/script.ts'] },
    // The dates in the servers' answers and the page-by-page loads of a list with "Try again", for
    // the blog list, the calendar, the comments and the tour dates (the loads are the blog list's and
    // the comments'): together, so that the loads come with no request of their own, and not in the
    // core, which 15 other islands' pages load.
    { name: 'lists', paths: ['src/core/kit/dates.ts', 'src/core/kit/requests.ts'] },
    // The booking and embedded widgets' frame loader and the frame resize messages.
    { name: 'widgets', paths: ['src/core/kit/provider-widget.ts', 'src/core/kit/resize.ts'] },
  ]
}

/** A module id as the groups read it: `/` separators. */
const slashed = (id: string) => id.replaceAll('\\', '/')

/**
 * Whether the module `id` is under `path` (a folder, ending with `/`) or is that file. The bundler's
 * own modules have ids of their own (`\0rolldown/runtime.js`).
 */
export function isUnder(id: string, path: string): boolean {
  const file = slashed(id)
  if (path.endsWith('/')) return file.includes(`/${path}`)
  return file === path || file.endsWith(`/${path}`) || file.endsWith(`\0${path}`)
}

/** The groups in rolldown's form: a `test` function each, in order (equal priorities go by order). */
export function codeSplittingGroups(groups: readonly ChunkGroup[]) {
  return groups.map(({ name, paths }) => ({ name, test: (id: string) => paths.some((path) => isUnder(id, path)) }))
}

/** The group that takes the module `id`, by its own paths (not as another group's dependency). */
export function groupOf(groups: readonly ChunkGroup[], id: string): string | undefined {
  return groups.find(({ paths }) => paths.some((path) => isUnder(id, path)))?.name
}
