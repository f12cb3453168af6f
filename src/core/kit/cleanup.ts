/**
 * One place where an island keeps what it must undo: listeners, timers, frames, observers and any
 * other teardown, and the loads it starts. `destroy()` is then `cleanup.clear()` plus what is truly the island's own, and no
 * island keeps its own listener bookkeeping. Hand-written: it is a dozen lines over the DOM's own
 * removal calls, and the island libraries that have one (Embla's event store) keep it private.
 */

/** The events a target sends, as the DOM's own `addEventListener` types them for each kind. */
type EventsOf<T> = T extends Window ? WindowEventMap : T extends Document ? DocumentEventMap : HTMLElementEventMap

/** What an island registers to be undone; every method returns a function that undoes that one thing early. */
export interface Cleanup {
  /**
   * `target.addEventListener(type, listener, options)`, removed on `clear()`. The event's type comes
   * from the target's kind (the window's, the document's, else an element's events); any other name
   * (the islands' own `atoll:` events) gives an `Event`.
   */
  listen<T extends EventTarget, K extends keyof EventsOf<T>>(
    target: T,
    type: K,
    listener: (event: EventsOf<T>[K]) => void,
    options?: AddEventListenerOptions | boolean,
  ): () => void
  listen(
    target: EventTarget,
    type: string,
    listener: (event: Event) => void,
    options?: AddEventListenerOptions | boolean,
  ): () => void
  /** `setTimeout`, cleared on `clear()` (and forgotten once it has run). */
  timeout(callback: () => void, ms: number): () => void
  /** `setInterval`, cleared on `clear()`. */
  interval(callback: () => void, ms: number): () => void
  /** `requestAnimationFrame`, cancelled on `clear()` (and forgotten once it has run). */
  frame(callback: (time: number) => void): () => void
  /** An observer (Resize, Intersection, Mutation, Performance): disconnected on `clear()`. */
  observe<O extends { disconnect(): void }>(observer: O): O
  /**
   * A new AbortSignal, aborted on `clear()` (and with the store's own signal, the block's, when it has one):
   * for a load or a request the island starts (the data layer's `signal`), and to ask whether it was destroyed.
   */
  signal(): AbortSignal
  /** Any other teardown, run on `clear()` in the reverse order of registration. */
  add(teardown: () => void): () => void
  /** Undoes everything registered, latest first; the store can be used again afterwards. */
  clear(): void
}

/**
 * A new, empty cleanup store. `life`, the mount's `context.signal`, aborts the store's signals when the
 * block is destroyed before `mount` has returned (its requests then end at once, not with their timeout).
 * @example const cleanup = createCleanup(context.signal); cleanup.listen(button, 'click', open); return { destroy: cleanup.clear }
 */
export function createCleanup(life?: AbortSignal): Cleanup {
  const teardowns = new Set<() => void>()

  const add = (teardown: () => void): (() => void) => {
    let done = false
    const once = () => {
      if (done) return
      done = true
      teardowns.delete(once)
      teardown()
    }
    teardowns.add(once)
    return once
  }

  return {
    listen(
      target: EventTarget,
      type: string,
      listener: (event: Event) => void,
      options?: AddEventListenerOptions | boolean,
    ) {
      target.addEventListener(type, listener, options)
      return add(() => target.removeEventListener(type, listener, options))
    },
    timeout(callback, ms) {
      const undo = add(() => clearTimeout(id))
      const id = setTimeout(() => {
        undo()
        callback()
      }, ms)
      return undo
    },
    interval(callback, ms) {
      const id = setInterval(callback, ms)
      return add(() => clearInterval(id))
    },
    frame(callback) {
      const undo = add(() => cancelAnimationFrame(id))
      const id = requestAnimationFrame((time) => {
        undo()
        callback(time)
      })
      return undo
    },
    observe(observer) {
      add(() => observer.disconnect())
      return observer
    },
    signal() {
      const controller = new AbortController()
      const abort = () => controller.abort()
      add(abort)
      // The block's signal lives as long as the block: its listener needs no removal.
      life?.addEventListener('abort', abort)
      if (life?.aborted) abort()
      return controller.signal
    },
    add,
    clear() {
      for (const teardown of [...teardowns].reverse()) teardown()
    },
  }
}
