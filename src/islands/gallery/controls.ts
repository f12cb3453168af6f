/** The previous and next arrows of a moving gallery (absolutely placed on the stage: they move nothing). */
import { type Cleanup, createCleanup } from '../../core/kit/cleanup.ts'
import { t } from '../../core/i18n/index.ts'
import type { GalleryContext, Part } from './context.ts'

export interface Controls extends Part {
  /** Brings the arrows' state up to date with the engine (a carousel's ends, whether all fit). */
  update(): void
}

export function createControls({ stage, track, motion, slides, options, nav }: GalleryContext): Controls {
  const cleanup = createCleanup()
  if (motion === 'none' || slides.length < 2) return { update() {}, destroy: cleanup.clear }
  const previous = controlButton(stage, 'previous', t('media.previous'), () => nav.stepBy(-1), cleanup)
  const next = controlButton(stage, 'next', t('media.next'), () => nav.stepBy(1), cleanup)
  for (const control of [previous, next]) control.setAttribute('aria-controls', track.id)
  const carousel = options.design === 'carousel'

  function update(): void {
    const engine = nav.engine()
    // spec: a carousel's first- and last-group controls are disabled at the ends, hidden when all fit
    previous.disabled = carousel && !options.loop && !engine.canStep(-1)
    next.disabled = carousel && !options.loop && !engine.canStep(1)
    const fits = carousel && engine.fits()
    previous.hidden = fits
    next.hidden = fits
  }
  cleanup.add(nav.onSettle(update))
  update()
  return { update, destroy: cleanup.clear }
}

/** A button of the gallery's own (`data-part` names it); its listener goes on `cleanup.clear()`, the node with the loader's restore. */
export function controlButton(
  parent: HTMLElement,
  part: string,
  label: string,
  onClick: () => void,
  cleanup: Cleanup,
): HTMLButtonElement {
  const control = parent.appendChild(document.createElement('button'))
  control.type = 'button'
  control.dataset.part = part
  control.setAttribute('aria-label', label)
  cleanup.listen(control, 'click', onClick)
  return control
}
