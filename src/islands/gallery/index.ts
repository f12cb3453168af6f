/**
 * The gallery island (CONTRACT.md section 3, `gallery`; spec: galleries, lightbox). It enhances the
 * server's slides in place rather than re-rendering them, so it needs no renderer: the slides keep
 * their nodes (their images, their video blocks) and the layout stays where the template put it.
 *
 * `mount` puts the parts together, each a factory with its own `destroy()`: the navigation (the
 * index and its rules) and the engine that moves the slides, then the parts that listen to it:
 * controls, thumbnails, address history, linked galleries, autoplay, lightbox, clicks, keys,
 * click-through links and the carousel's resize. The rules live in gallery.ts, the settings in
 * options.ts, the movement in engines.ts; the lightbox is its own chunk, imported when it opens.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { nextTask } from '../../core/kit/tasks.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { watchImages } from '../../core/media/index.ts'
import { createAddressHistory, startFromAddress } from './address.ts'
import { labelGallery, markCurrent } from './aria.ts'
import { createAutoplay } from './autoplay.ts'
import { createClickThrough } from './click-through.ts'
import { createClicks } from './clicks.ts'
import type { GalleryContext, Part } from './context.ts'
import { type Controls, createControls } from './controls.ts'
import { type Engine, type EngineHost, fadeEngine, slideEngine, staticEngine } from './engines.ts'
import controlsCss from './controls.css?inline'
import css from './gallery.css?inline'
import { createKeyboard } from './keyboard.ts'
import { applyLayout, createResize, motionOf, showInView, watchSlideImages } from './layout.ts'
import { createLightboxOpener } from './lightbox-opener.ts'
import { createLinks } from './linked.ts'
import { createNavigation } from './navigation.ts'
import { normalizeOptions } from './options.ts'
import { buildStage, findSlides } from './slides.ts'
import { createThumbnails } from './thumbnails.ts'
import messages from 'virtual:atoll-messages'

let nextId = 0

/**
 * Mounts the gallery on its block. Rejects (and leaves nothing running) when its settings are wrong
 * or embla-carousel cannot be imported: the loader then puts the server's markup back.
 */
export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings as Record<string, unknown>)
  const log = blockLogger('gallery', element)
  const slides = findSlides(element)
  if (!slides.length) {
    // spec: 'No images' leaves the gallery unbuilt
    log.warn('No images')
    return { destroy() {} }
  }
  // The mount runs in four tasks, so that none is a long task on a slow phone: the styles, the layout and the slides' images, which change the boxes and so
  // go to the screen together (a frame between them moved captions); the imports of the engine and
  // the messages; the engine and the slides in view; the controls and the parts that follow the
  // visitor. What a task leaves on screen is the server's gallery or the laid-out one, never a
  // half-built control. The first task reads the page's layout once at most after it writes: the
  // block's width is read before, the images' parents not at all (gallery.css positions them), their
  // boxes when the next frame has laid them out.
  const width = element.offsetWidth
  const cleanup = createCleanup()
  const own = <P extends Part>(part: P): P => {
    cleanup.add(() => part.destroy())
    return part
  }
  try {
    adoptStyles(css)
    adoptStyles(controlsCss)
    const motion = motionOf(options)
    const ratio = applyLayout(element, options, slides, motion, width)
    const stage = buildStage(element, slides, motion)
    // Before the images are watched: a click-through slide's media box becomes a link.
    own(createClickThrough({ element, slides }))
    const images = own(watchImages())
    watchSlideImages({ slides, options, motion }, images, ratio)

    const start = startFromAddress(slides, options)
    const nav = own(createNavigation({ element, options, slides, start: start.index }))
    const id = element.id || `atoll-gallery-${++nextId}`
    const context: GalleryContext = { ...stage, element, options, slides, motion, id, log, nav }
    let controls: Controls | undefined

    const host: EngineHost = {
      slides: slides.map((slide) => slide.element),
      viewport: stage.viewport,
      options,
      index: nav.index,
      speed: nav.speed,
      selected(group) {
        // Refused (a linked gallery is moving): the track goes back to the current slide.
        if (!group.includes(nav.index()) && !nav.goTo(group[0], { engine: true })) nav.engine().go(nav.index(), false)
      },
      step: (direction) => void nav.stepBy(direction),
      settled: nav.settled,
      inView(indexes) {
        // embla reports nothing until it has measured the slides: nothing to do yet.
        if (!indexes.length) return
        showInView(context, images, indexes)
        controls?.update()
      },
    }
    markCurrent(context)
    // The engine and the messages start a task after the layout's: importing a module starts its
    // request there and then, which would lengthen the first task.
    await nextTask()
    const [engine] = await Promise.all([createEngine(host, context), loadMessages(messages, page.locale)])
    own(engine)
    nav.attach(engine)
    engine.go(nav.index(), true)
    cleanup.add(nav.onChange(() => markCurrent(context)))
    if (motion === 'none') host.inView(slides.map((_, i) => i))
    await nextTask()

    labelGallery(context)
    controls = own(createControls(context))
    own(createThumbnails(context, images))
    own(createAddressHistory(context, page))
    own(createLinks(context))
    const autoplay = own(createAutoplay(context))
    const lightbox = own(createLightboxOpener(context, autoplay))
    own(createClicks(context, { openLightbox: lightbox.open }))
    own(createKeyboard(context, { lightboxOpen: lightbox.isOpen }))
    own(createResize(context))

    if (start.lightbox >= 0) lightbox.open(start.lightbox, true)
    return { destroy: cleanup.clear }
  } catch (error) {
    cleanup.clear()
    throw error
  }
}

/** The engine of the design's motion; the sliding one waits for embla-carousel, and fails with it. */
function createEngine(host: EngineHost, { motion, options }: GalleryContext): Engine | Promise<Engine> {
  if (motion === 'slide') return slideEngine(host, options.design as 'strip' | 'carousel' | 'stacked')
  return motion === 'fade' ? fadeEngine(host) : staticEngine(host)
}
