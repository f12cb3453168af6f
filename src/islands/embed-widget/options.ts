/** Embed widget settings from `data-block-json` (CONTRACT.md section 9: Zola registry, Acuity scheduling). */
import { oneOf, type Options, optional, readOptions, required, text } from '../../core/kit/options.ts'

/** Each provider's script and the one origin it may come from (block types 63 and 65). */
export const PROVIDERS = {
  zola: { script: 'https://widget.zola.com/js/widget.js', origin: 'https://widget.zola.com', frame: undefined },
  acuity: {
    script: 'https://embed.acuityscheduling.com/js/embed.js',
    origin: 'https://embed.acuityscheduling.com',
    /** Acuity's scheduling page, framed: its embed script sizes the frame. */
    frame: 'https://app.acuityscheduling.com',
  },
} as const

const SETTINGS = {
  /** Whose widget it is. */
  provider: required(optional(oneOf(['zola', 'acuity'] as const, 'zola'))),
  /**
   * The provider's script; its origin is checked where it loads (loadScript), which refuses any other
   * with one console error. @default the provider's own script
   */
  scriptUrl: text(),
}

export type EmbedWidgetOptions = Options<typeof SETTINGS>

/**
 * The block's settings, `scriptUrl` defaulting to the provider's script.
 * @throws TypeError naming the setting when the provider is missing or unknown.
 */
export function normalizeOptions(settings: unknown): EmbedWidgetOptions {
  const options = readOptions('embed-widget', settings, SETTINGS)
  return { ...options, scriptUrl: options.scriptUrl || PROVIDERS[options.provider].script }
}
