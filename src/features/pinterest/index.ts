/**
 * The `pinterest` feature (CONTRACT.md section 9): unless the site's `pinterestOverlayOptions.mode`
 * is `disabled`, a "Save" button over each content image, shown on hover and on keyboard focus, that
 * opens the provider's pin page for that image in a small window. Nothing is requested from the
 * provider before that click: no script, no image, no preconnect.
 *
 * DOM code without the renderer: one native button after each image. It sits in the tab order right
 * after its image, so keyboard users reach it where the image is; it is absolutely positioned over
 * the image's top left corner, so the page's layout does not move.
 */
import type { IslandHandle, PageContext } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { inEditor } from '../../core/kit/env.ts'
import { watchElements } from '../../core/kit/watch-elements.ts'
import css from './pinterest.css?inline'
import { CONTENT_IMAGES, isContentImage, PIN_WINDOW, pinFor, pinUrl } from './pinterest.ts'
import messages from 'virtual:atoll-messages'

/** The button's gap from the image's corner, in CSS pixels. */
const INSET = 8

export async function init(page: Readonly<PageContext>): Promise<IslandHandle> {
  if (inEditor()) return { destroy() {} }
  await loadMessages(messages, page.locale)
  adoptStyles(css)
  const cleanup = createCleanup()
  const buttons = new Map<HTMLImageElement, HTMLButtonElement>()

  function add(img: HTMLImageElement): void {
    if (buttons.has(img)) return
    if (!isContentImage(img)) {
      // A lazy image without reserved dimensions has its size once it has loaded.
      if (!img.complete) cleanup.listen(img, 'load', () => img.isConnected && add(img), { once: true })
      return
    }
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'atoll-pin'
    button.textContent = t('pages.pinSave')
    button.setAttribute('aria-label', t('pages.pinSaveLabel'))
    button.addEventListener('click', () => open(img))
    button.addEventListener('focus', () => place(img, button))
    ;(img.parentElement instanceof HTMLPictureElement ? img.parentElement : img).after(button)
    buttons.set(img, button)
    // The pointer that woke the feature may be over this image already: no pointerover comes for it.
    if (img.matches(':hover')) place(img, button)
  }

  function forget(): void {
    for (const [img, button] of buttons) {
      if (img.isConnected && button.isConnected) continue
      button.remove()
      buttons.delete(img)
    }
  }

  cleanup.observe(watchElements(CONTENT_IMAGES, (img) => add(img as HTMLImageElement), forget))
  // Placed when the pointer comes over the image: the button shows in that same frame (CSS :hover).
  cleanup.listen(document, 'pointerover', (event) => {
    const button = buttons.get(event.target as HTMLImageElement)
    if (button) place(event.target as HTMLImageElement, button)
  })
  cleanup.add(() => {
    for (const button of buttons.values()) button.remove()
    buttons.clear()
  })
  return { destroy: () => cleanup.clear() }
}

/**
 * Over the image's top left corner. The button and its image share a containing block (the nearest
 * positioned ancestor), so the image's offsets are the button's coordinates.
 */
function place(img: HTMLImageElement, button: HTMLButtonElement): void {
  button.style.top = `${img.offsetTop + INSET}px`
  button.style.left = `${img.offsetLeft + INSET}px`
}

function open(img: HTMLImageElement): void {
  const pin = pinFor(img, location.href, document.title)
  if (pin) window.open(pinUrl(pin), 'pinterest', PIN_WINDOW)
}
