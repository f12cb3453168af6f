/**
 * reCAPTCHA v2 for forms that ask for one (spec: a captcha script using the site key from
 * captchaSettings.siteKey). The script is loaded once per page, on the first form that needs it.
 */

import { loadScript } from '../../core/security/script.ts'

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit'
/** Google's origin: the only one the captcha script comes from. */
export const RECAPTCHA_ORIGINS: readonly string[] = ['https://www.google.com']
/**
 * How long a form waits for the script before it is sent without a captcha (the spec gives no
 * figure; the follow script's 10 s).
 */
export const RECAPTCHA_TIMEOUT_MS = 10_000
export const COMPACT_BELOW_PX = 320 // spec: captcha renders compact if its container is narrower than 320px
export const NOT_SET_UP = '[atoll:form] ReCaptcha has not been set up!' // spec: console-only captcha message
export const RENDER_FAILED = '[atoll:form] Error rendering captcha into node' // spec: console-only captcha message
export const DOCUMENT_DESTROYED = '[atoll:form] [GoogleReCaptchaAPI] Document was destroyed' // spec: console-only captcha message

/** The part of Google's `grecaptcha` object the form uses. */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: { sitekey: string; size: 'compact' | 'normal'; callback?: (response: string) => void },
  ): number
  getResponse(widgetId?: number): string
  reset(widgetId?: number): void
  ready?(callback: () => void): void
}

/** A rendered captcha. */
export interface Captcha {
  /** The visitor's response token, or '' while the captcha is not completed. */
  response(): string
  reset(): void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

let loading: Promise<Grecaptcha> | undefined

/** The captcha's size for a container this wide (spec). */
export const captchaSize = (width: number): 'compact' | 'normal' => (width < COMPACT_BELOW_PX ? 'compact' : 'normal')

/**
 * Loads Google's script once per page, from Google's origin only; resolves with `grecaptcha` when it
 * is ready. A failed load can be tried again by a later form.
 */
export function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= (
    window.grecaptcha
      ? Promise.resolve()
      : loadScript(RECAPTCHA_SCRIPT, { allow: RECAPTCHA_ORIGINS, timeout: RECAPTCHA_TIMEOUT_MS }).then(() => {})
  )
    .then(
      () =>
        new Promise<Grecaptcha>((resolve, reject) => {
          const api = window.grecaptcha
          if (!api) return reject(new Error('the reCAPTCHA script defined no grecaptcha'))
          if (api.ready) api.ready(() => resolve(api))
          else resolve(api)
        }),
    )
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}

const rendered = new WeakSet<HTMLElement>()

/**
 * Renders a captcha into `container` once the script is ready.
 * @returns the captcha, or undefined when it could not be rendered (logged), when the container
 * already holds one (spec: an already rendered container is skipped) or when `signal` aborted first.
 */
export async function renderCaptcha(
  container: HTMLElement,
  siteKey: string,
  signal: AbortSignal,
): Promise<Captcha | undefined> {
  if (rendered.has(container)) return undefined
  let api: Grecaptcha
  try {
    api = await loadRecaptcha()
  } catch (error) {
    if (!signal.aborted) console.error(RENDER_FAILED, error)
    return undefined
  }
  if (signal.aborted || !container.isConnected) {
    console.warn(DOCUMENT_DESTROYED)
    return undefined
  }
  try {
    const widget = api.render(container, {
      sitekey: siteKey,
      size: captchaSize(container.getBoundingClientRect().width),
    })
    rendered.add(container)
    return {
      response: () => api.getResponse(widget) || '',
      reset: () => api.reset(widget),
    }
  } catch (error) {
    console.error(RENDER_FAILED, error)
    return undefined
  }
}
