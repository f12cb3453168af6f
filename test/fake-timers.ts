import { vi } from 'vitest'

/**
 * Settles what a test started under fake timers, running the timers it waits for one at a time (a
 * mount's zero-delay tasks, a warm-up's cap) until it has settled, so that timers it starts as it
 * settles (a slideshow's, a script's time limit) are left for the test to run.
 * @example const handle = await settle(mount(element, context))
 */
export async function settle<T>(pending: Promise<T>): Promise<T> {
  let settled = false
  const done = () => {
    settled = true
  }
  pending.then(done, done)
  while (!settled) await vi.advanceTimersToNextTimerAsync()
  return pending
}
