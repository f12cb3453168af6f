/** A gallery context for the parts' tests: real slides, settings and navigation over a stub engine. */
import { vi } from 'vitest'
import { loadMessages } from '../../core/i18n/index.ts'
import { blockLogger } from '../../core/kit/log.ts'
import type { GalleryContext } from './context.ts'
import type { Engine } from './engines.ts'
import { motionOf } from './layout.ts'
import { createNavigation } from './navigation.ts'
import { normalizeOptions } from './options.ts'
import { buildStage, findSlides } from './slides.ts'
import messages from 'virtual:atoll-messages'

/** `count` image slides `s0`, `s1`... in a block `#id`, with `extra` HTML on each slide. */
export function galleryHtml(id = 'g', count = 3, extra: (i: number) => string = () => ''): string {
  const slides = Array.from(
    { length: count },
    (_, i) => `<div data-part="slide" data-type="image" data-slide-id="s${i}" data-slide-url="slide-${i}" ${extra(i)}>
      <div data-part="media"><img data-src="/m/${i}.jpg" data-image-dimensions="1500x1000" alt="Picture ${i + 1}"></div>
    </div>`,
  ).join('')
  return `<div data-block="gallery" id="${id}">${slides}</div>`
}

/** A mounted-like gallery for block `#id` (already in the document), its engine a stub. */
export async function galleryContext(
  settings: Record<string, unknown> = {},
  id = 'g',
): Promise<GalleryContext & { engine: Engine }> {
  await loadMessages(messages, 'en-US')
  const element = document.getElementById(id)!
  const options = normalizeOptions(settings)
  const slides = findSlides(element)
  const motion = motionOf(options)
  const stage = buildStage(element, slides, motion)
  const nav = createNavigation({ element, options, slides, start: 0 })
  const engine: Engine = {
    go: vi.fn(),
    groups: () => slides.map((_, i) => [i]),
    canStep: () => true,
    dragged: () => false,
    fits: () => false,
    destroy() {},
  }
  nav.attach(engine)
  return { ...stage, element, options, slides, motion, id, log: blockLogger('gallery', element), nav, engine }
}
