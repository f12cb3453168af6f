/**
 * The form's submission, the state it shares with the outside: the submit cycle (controller.ts)
 * changes it, the draft code reads it (no draft is kept once the form is sent), and the view's
 * summary, fields and submit button read it with a selector. What only one part of the view needs
 * (a textarea's count) stays in that part's hooks.
 */
import { useSyncExternalStore } from 'react'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Failure } from './form.ts'

export interface Submission {
  /** idle (also after a failure, with `failure` set), submitting (the form locked), success (sent). */
  phase: 'idle' | 'submitting' | 'success'
  /** What the last attempt failed with: the summary's messages and each field's error, by field id. */
  failure?: Failure | undefined
  /** The submission message, sanitised, once the form succeeded ('' for the dictionary's 'Thank you!'). */
  submissionHTML?: string | undefined
  /**
   * Counts the times values were put into the inputs from outside the view (a draft restored, what
   * was typed into a rendering that was replaced): the textarea counters read their inputs again.
   */
  filled: number
}

export type FormStore = StoreApi<Submission>

/** A form's store, idle and not yet sent. */
export const createFormStore = (): FormStore => createStore<Submission>(() => ({ phase: 'idle', filled: 0 }))

/**
 * The part of the submission `select` picks, re-rendering the component only when that part
 * changes (compared with Object.is: pick a value or a reference the store keeps, never a new object).
 */
export function useSubmission<T>(store: FormStore, select: (state: Submission) => T): T {
  const get = () => select(store.getState())
  return useSyncExternalStore(store.subscribe, get, get)
}
