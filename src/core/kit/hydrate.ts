/**
 * Hydrating a server's rendering (`atoll/server`) with the renderer, the same way under Preact and
 * React: React hydrates in its own time, Preact at once, so an island waits for the first commit.
 */
import { createElement, type ReactNode, useLayoutEffect } from 'react'
import { type createRoot, hydrateRoot } from 'react-dom/client'

/** A renderer root (react-dom's `Root`, which preact/compat does not name). */
export type Root = ReturnType<typeof createRoot>

/** Calls `committed` once what it wraps is first on the page, refs set: when a hydration ends, under Preact and React alike. */
export function Committed({ committed, children }: { committed: () => void; children?: ReactNode }): ReactNode {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit
  useLayoutEffect(committed, [])
  return children
}

/**
 * Hydrates `node` into `host` and resolves with the root once it is on the page. Every later render
 * of the root wraps its view in `Committed` too (`committed` may be a no-op then), so that it updates
 * the tree that hydrated instead of replacing it.
 */
export function hydrate(host: Element, view: (committed: () => void) => ReactNode): Promise<Root> {
  let root: Root | undefined
  return new Promise<void>((committed) => {
    root = hydrateRoot(host, view(committed))
  }).then(() => root!)
}

/** `node` wrapped so that it hydrates and re-renders as one tree (see `hydrate`). */
export const committedView = (node: ReactNode, committed: () => void = () => {}): ReactNode =>
  createElement(Committed, { committed }, node)
