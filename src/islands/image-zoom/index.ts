/**
 * The image zoom island (`image-zoom`): on a pointer that hovers (a mouse, a pen), the product
 * image shows magnified (`scale`, default 2) under the pointer, following it, from a larger width
 * variant loaded on the first hover. A touch is left alone: the tap reaches the gallery around the
 * image, which opens its lightbox. Nothing moves but with the pointer, and the lens only fades in
 * and out when the visitor does not ask for reduced motion. It draws one element over the server's
 * image, so it needs no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import type { SizeFormat } from '../../core/media/widths.ts'
import css from './image-zoom.css?inline'
import { normalizeOptions } from './options.ts'
import { drawnRect, lens as lensAt, zoomSource } from './zoom.ts'

export function mount(element: HTMLElement, { settings }: IslandContext): IslandHandle {
  const { scale } = normalizeOptions(settings)
  const img = element.querySelector<HTMLImageElement>('img[data-src]')
  if (!img) throw new TypeError('image-zoom: the block needs an img[data-src]')
  adoptStyles(css)
  const cleanup = createCleanup()
  const [w = 0, h = 0] = (img.dataset.imageDimensions ?? '').split('x').map(Number)
  const drawn = () => {
    const box = element.getBoundingClientRect()
    return { box, rect: drawnRect(box.width, box.height, w / h, getComputedStyle(img).objectFit) }
  }
  const lens = document.createElement('div')
  lens.className = 'atoll-zoom-lens'
  lens.setAttribute('aria-hidden', 'true')
  let source: string | undefined

  const follow = (event: PointerEvent) => {
    const { box, rect } = drawn()
    const { size, position } = lensAt(event.clientX - box.left, event.clientY - box.top, rect, scale)
    lens.style.backgroundSize = size
    lens.style.backgroundPosition = position
  }

  cleanup.listen(element, 'pointerenter', (event) => {
    if (event.pointerType === 'touch') return
    // Loaded on the first hover only: a visitor who never hovers never pays for the large image.
    source ??= zoomSource(
      img.dataset.src!,
      drawn().rect.width,
      scale,
      devicePixelRatio,
      img.dataset.sizeFormat as SizeFormat | undefined,
    )
    lens.style.backgroundImage = `url("${encodeURI(source)}")`
    if (!lens.isConnected) element.append(lens)
    follow(event)
    lens.toggleAttribute('data-active', true)
  })
  cleanup.listen(element, 'pointermove', (event) => {
    if (event.pointerType !== 'touch' && lens.hasAttribute('data-active')) follow(event)
  })
  cleanup.listen(element, 'pointerleave', () => lens.removeAttribute('data-active'))
  cleanup.add(() => lens.remove())

  return { destroy: cleanup.clear }
}
