/** Share settings from `data-block-json` (CONTRACT.md section 8). */
import { list, oneOf, type Options, readOptions, text } from '../../core/kit/options.ts'
import { url } from '../../core/kit/url-option.ts'

/** CONTRACT.md section 8: the services a share block may name. */
export const SHARE_SERVICES = ['facebook', 'x', 'pinterest', 'linkedin', 'email', 'copy'] as const
export type ShareService = (typeof SHARE_SERVICES)[number]

const SETTINGS = {
  /** What is shared. @default the page's address */
  url: url(),
  title: text(),
  image: url(),
  services: list(oneOf(SHARE_SERVICES, 'copy')),
}

export type ShareOptions = Options<typeof SETTINGS>

/** @throws TypeError naming the setting. */
export function normalizeOptions(settings: unknown): ShareOptions & { url: string } {
  const options = readOptions('share', settings, SETTINGS)
  return { ...options, url: options.url ?? location.href }
}
