/**
 * Counts the tasks that run while a test waits: a zero-delay timer that re-arms itself moves the
 * count once a task, so two things that read different counts ran in different tasks. Not the
 * converse: timers queued together run between two of its ticks and read the same count.
 * @example const tasks = countTasks(); ...; expect(first).not.toBe(second); tasks.stop()
 */
export function countTasks(): { now(): number; stop(): void } {
  let count = 0
  let ticking = true
  const tick = () => {
    count++
    if (ticking) setTimeout(tick)
  }
  tick()
  return {
    now: () => count,
    stop: () => {
      ticking = false
    },
  }
}
