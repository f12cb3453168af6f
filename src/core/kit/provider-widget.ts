/**
 * A provider's widget script in a block (reservation, Tock): the server's `[data-part=fallback]`
 * content stays until the script has loaded; when it cannot load (refused, no network, a blocked
 * host) one console error names the block and a message joins the fallback, unless the visitor is
 * leaving the page (`leaving.ts`). `data-widget` on the block says where it is: `loading`, `loaded` or
 * `failed`.
 */
import { t } from '../i18n/index.ts'
import { watchLeaving } from './leaving.ts'
import type { BlockLogger } from './log.ts'
import { loadScript, type ScriptError } from '../security/script.ts'

export interface WidgetLoad {
  /** The origins the script may come from (the provider's). */
  allow: readonly string[]
  /** Abandons this load: its outcome no longer changes the block. */
  signal: AbortSignal
  /** Where the script element goes: providers render beside their own script. */
  parent: Element
}

export interface ProviderWidget {
  /** Loads `url` into `parent`; on failure the message goes after the fallback (or `container` without one). */
  load(url: string, load: WidgetLoad): void
  /** Puts the block back as the server rendered it: the fallback as it was, no message, no state. */
  reset(): void
}

/**
 * The widget state of `element`, whose provider renders into `container`; the island must have
 * loaded the `blocks` messages.
 */
export function providerWidget(element: HTMLElement, container: Element, log: BlockLogger): ProviderWidget {
  const fallback = element.querySelector<HTMLElement>('[data-part=fallback]')
  const fallbackHidden = fallback?.hidden ?? false
  const message = document.createElement('p')
  message.className = 'atoll-widget-message'
  message.setAttribute('role', 'status')

  return {
    load(url, { allow, signal, parent }) {
      message.remove()
      element.dataset.widget = 'loading'
      const settled = () => !signal.aborted && element.dataset.widget === 'loading'
      // A block seen as the visitor follows a link below it starts its load as they leave, and
      // Firefox and Safari cancel it: the failure waits until the page has stayed (leaving.ts).
      const leaving = watchLeaving()
      loadScript(url, { allow, signal, parent }).then(
        () => {
          leaving.stop()
          if (!settled()) return
          element.dataset.widget = 'loaded'
          if (fallback) fallback.hidden = true
        },
        (error: ScriptError) =>
          leaving.unlessLeaving(() => {
            if (!settled()) return
            element.dataset.widget = 'failed'
            // spec: reservation widget failures log to console
            log.error(error.reason === 'refused' ? error.message : `The widget script did not load: ${url}`)
            message.textContent = t('blocks.widgetUnavailable')
            ;(fallback ?? container).after(message)
          }),
      )
    },
    reset() {
      message.remove()
      if (fallback) fallback.hidden = fallbackHidden
      delete element.dataset.widget
    },
  }
}
