/** What every part of a mounted gallery is given: its block, settings, slides, boxes and navigation. */
import type { BlockLogger } from '../../core/kit/log.ts'
import type { Navigation } from './navigation.ts'
import type { GalleryOptions } from './options.ts'
import type { Motion, Slide, Stage } from './slides.ts'

export interface GalleryContext extends Stage {
  element: HTMLElement
  options: GalleryOptions
  slides: readonly Slide[]
  motion: Motion
  /** The block's id, or one made up: the prefix of the ids the island gives, and the name linked galleries use. */
  id: string
  log: BlockLogger
  nav: Navigation
}

/** What each part returns: its own teardown. */
export interface Part {
  destroy(): void
}
