/**
 * Resolves in a task of its own (a zero-delay timeout), so that work after it does not lengthen the
 * current task: a long task at load blocks the visitor's first input.
 * @example await nextTask(); sendTheNextRequest()
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve))
