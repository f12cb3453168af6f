/**
 * Resolves in a task of its own (a zero-delay timeout), so that work after it does not lengthen the
 * current task: a long task at load blocks the visitor's first input. The timeout's callback is a
 * function of Atoll's, not `resolve` itself, so that the browser's long-animation-frame entries name
 * Atoll's chunk as the task's script (a native callback leaves it unnamed).
 * @example await nextTask(); sendTheNextRequest()
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(() => resolve()))
