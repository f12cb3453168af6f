/** Social follow settings (CONTRACT.md section 3). */
import { type Options, type Reader, readOptions } from '../../core/kit/options.ts'

/** An account name on the platform, with or without its @: 1 to 50 letters, digits or underscores. */
const handle: Reader<string> = (value, name) => {
  const read = typeof value === 'string' ? value.trim().replace(/^@/, '') : ''
  if (!/^\w{1,50}$/.test(read)) throw new TypeError(`${name} must be an account name`)
  return read
}

const SETTINGS = {
  /** The account to follow, without the @. */
  username: handle,
}

export type SocialFollowOptions = Options<typeof SETTINGS>

/** @throws TypeError naming `username` when it is missing or not a handle. */
export function normalizeOptions(settings: unknown): SocialFollowOptions {
  return readOptions('social-follow', settings, SETTINGS)
}
