/**
 * The donate block: its button takes the visitor to the donation checkout
 * (`/checkout/donate?donatePageId=`, spec). A native `<button>` or link already answers the
 * keyboard; a template's other button-like element (`role="button"`) answers Enter and Space here, as
 * the spec asks of the donate button, so every button the block may have behaves as one. It adds two
 * listeners to the server's markup: no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { donationUrl } from '../../core/store/checkout.ts'
import { normalizeOptions } from './options.ts'

/** What counts as the block's button, in the order a template may write it. */
const BUTTON = 'button, [role=button], a[href], input[type=submit]'

/** spec: an error when a donation block has no button. */
export const NO_BUTTON = 'The donation block has no button'

export function mount(element: HTMLElement, { settings }: IslandContext): IslandHandle {
  const { donatePageId } = normalizeOptions(settings)
  const button = element.querySelector<HTMLElement>(BUTTON)
  // The runtime reports it as this block's one console error and leaves the markup as it was.
  if (!button) throw new Error(NO_BUTTON)
  const cleanup = createCleanup()
  const go = (event: Event) => {
    // The checkout is the site's own page: the server's link or form, if any, is not followed twice.
    event.preventDefault()
    location.assign(donationUrl(donatePageId))
  }
  cleanup.listen(button, 'click', go)
  // A native button turns Enter and Space into a click itself, and a link turns Enter into one.
  const native = button.localName === 'button' || button.localName === 'input'
  cleanup.listen(button, 'keydown', (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !native && button.localName !== 'a') go(event)
    // Space activates on release, as a button does; held down here, it does not scroll the page.
    else if (event.key === ' ' && !native) event.preventDefault()
  })
  cleanup.listen(button, 'keyup', (event: KeyboardEvent) => {
    if (event.key === ' ' && !native) go(event)
  })
  return { destroy: cleanup.clear }
}
