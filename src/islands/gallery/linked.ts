/**
 * Linked galleries (`linkedGalleries`, by block id; the link works both ways): they keep the same
 * index, and a move is refused while a linked gallery at another index is in motion (spec: index rules).
 */
import { createCleanup } from '../../core/kit/cleanup.ts'
import type { GalleryContext, Part } from './context.ts'

/** A mounted gallery as the others see it. */
interface Linkable {
  id: string
  links: readonly string[]
  index(): number
  inMotion(): boolean
  follow(index: number): void
}

/** Every mounted gallery of the page. */
const galleries = new Set<Linkable>()

export function createLinks({ id, options, nav }: GalleryContext): Part {
  const cleanup = createCleanup()
  const self: Linkable = {
    id,
    links: options.linkedGalleries,
    index: nav.index,
    inMotion: nav.moving,
    follow: (at) => void nav.goTo(at, { linked: true }),
  }
  const linked = () =>
    [...galleries].filter(
      (other) => other !== self && (other.links.includes(id) || options.linkedGalleries.includes(other.id)),
    )
  galleries.add(self)
  cleanup.add(() => galleries.delete(self))
  cleanup.add(nav.refuse((next) => linked().some((other) => other.index() !== next && other.inMotion())))
  cleanup.add(
    nav.onChange((at, move) => {
      if (!move.linked) for (const other of linked()) other.follow(at)
    }, true),
  )
  return { destroy: cleanup.clear }
}
