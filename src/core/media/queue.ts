/**
 * The page's image queue: at most 16 images load at a time, 1 on mobile, so the images a visitor
 * sees first are not slowed down by the rest. One queue for the whole page: the image feature and
 * every gallery share it.
 */

export const QUEUE_SIZE = 16 // spec: the image queue runs 16 loads at a time
export const MOBILE_QUEUE_SIZE = 1 // spec: 1 on mobile
export const MOBILE_QUERY = '(max-width: 432px)' // spec: block breakpoints, mobile up to 432px wide

/** A task starts a load and calls `done` once it has finished, however it finished. */
export type QueueTask = (done: () => void) => void

const waiting: QueueTask[] = []
let running = 0

/** True on the spec's mobile breakpoint. */
export function isMobile(): boolean {
  return typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches
}

/**
 * Runs `task` as soon as fewer than the queue size are running.
 * @returns a function that takes the task out of the queue if it has not started yet.
 */
export function enqueue(task: QueueTask): () => void {
  waiting.push(task)
  drain()
  return () => {
    const index = waiting.indexOf(task)
    if (index >= 0) waiting.splice(index, 1)
  }
}

function drain(): void {
  while (running < (isMobile() ? MOBILE_QUEUE_SIZE : QUEUE_SIZE) && waiting.length) {
    const task = waiting.shift()!
    running++
    let finished = false
    task(() => {
      if (finished) return
      finished = true
      running--
      drain()
    })
  }
}
