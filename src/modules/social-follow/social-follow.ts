/**
 * The social platform's follow script (commerce spec: a social follow button for a username, which
 * loads the platform's follow script with a 10 second timeout). The platform is X (Twitter): its
 * widgets script makes the follow button with `twttr.widgets.createFollowButton`.
 */

export const FOLLOW_SCRIPT_URL = 'https://platform.twitter.com/widgets.js'
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10_000 // spec: the follow-script timeout is 10 s

/** What the platform's script defines. */
export interface FollowPlatform {
  widgets: {
    createFollowButton(username: string, target: HTMLElement, options?: Record<string, unknown>): Promise<HTMLElement | undefined>
  }
}

let loading: Promise<FollowPlatform> | undefined

/**
 * Loads the follow script once per page. Rejects when it fails to load, or has not loaded within
 * 10 seconds (the next call then tries again).
 */
export function loadFollowPlatform(url: string = FOLLOW_SCRIPT_URL, timeout: number = FOLLOW_SCRIPT_TIMEOUT_MS): Promise<FollowPlatform> {
  loading ??= new Promise<FollowPlatform>((resolve, reject) => {
    const script = document.createElement('script')
    const timer = setTimeout(() => fail(new Error(`${url} did not load within ${timeout / 1000} s`)), timeout)
    const fail = (error: Error) => {
      clearTimeout(timer)
      script.remove()
      reject(error)
    }
    script.async = true
    script.src = url
    script.onload = () => {
      clearTimeout(timer)
      const platform = (window as unknown as { twttr?: FollowPlatform }).twttr
      if (typeof platform?.widgets?.createFollowButton === 'function') resolve(platform)
      else fail(new Error(`${url} did not define twttr.widgets`))
    }
    script.onerror = () => fail(new Error(`${url} did not load`))
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
