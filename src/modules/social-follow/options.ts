/** Social follow settings (CONTRACT.md section 3). */
export interface SocialFollowOptions {
  /** The account to follow, without the @. */
  username: string
}

/** @throws TypeError naming `username` when it is missing or not a handle. */
export function normalizeOptions(settings: Record<string, unknown>): SocialFollowOptions {
  const username = typeof settings.username === 'string' ? settings.username.trim().replace(/^@/, '') : ''
  if (!/^\w{1,50}$/.test(username)) throw new TypeError('social-follow: username must be an account name')
  return { username }
}
