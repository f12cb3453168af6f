/**
 * The social platform's follow script (commerce spec: a social follow button for a username, which
 * loads the platform's follow script with a 10 second timeout). The platform is X (Twitter): its
 * widgets script makes the follow button with `twttr.widgets.createFollowButton`.
 */
import { loadScript } from '../../core/security/script.ts'

export const FOLLOW_SCRIPT_URL = 'https://platform.twitter.com/widgets.js'
/** The platform's own origin: the only one the follow script comes from (CONTRACT.md section 3). */
export const FOLLOW_ORIGINS: readonly string[] = ['https://platform.twitter.com']
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10_000 // spec: the follow-script timeout is 10 s

/** What the platform's script defines. */
export interface FollowPlatform {
  widgets: {
    createFollowButton(
      username: string,
      target: HTMLElement,
      options?: Record<string, unknown>,
    ): Promise<HTMLElement | undefined>
  }
}

const platform = (): FollowPlatform | undefined => {
  const twttr = (window as unknown as { twttr?: FollowPlatform }).twttr
  return typeof twttr?.widgets?.createFollowButton === 'function' ? twttr : undefined
}

/**
 * The platform, once its script has run (loaded once for the page however many blocks wait).
 * Rejects when it fails to load, has not loaded within 10 seconds, or `signal` aborts: the block's
 * timer then stops, and the script element goes with the last block waiting for it.
 */
export async function loadFollowPlatform(
  signal?: AbortSignal,
  timeout: number = FOLLOW_SCRIPT_TIMEOUT_MS,
): Promise<FollowPlatform> {
  const ready = platform()
  if (ready) return ready
  await loadScript(FOLLOW_SCRIPT_URL, { allow: FOLLOW_ORIGINS, timeout, signal })
  const loaded = platform()
  if (!loaded) throw new Error(`${FOLLOW_SCRIPT_URL} did not define twttr.widgets`)
  return loaded
}
