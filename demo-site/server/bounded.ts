/**
 * Memory the demo server keeps per visitor (rate windows, anti-forgery tokens) is capped, so a
 * client sending request after request with fresh cookies cannot grow it without end.
 */

/** The most entries any in-memory map of the server holds; the least recently used go first. */
export const MAX_ENTRIES = 10_000

/**
 * A Map that keeps at most `max` entries. Reading or writing an entry makes it the newest; past the
 * cap the least recently used entry is dropped. Iteration runs from least to most recently used.
 * @example
 * const tokens = new BoundedMap<string, number>(2)
 * tokens.set('a', 1).set('b', 2).set('c', 3) // 'a' is gone
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>()

  constructor(readonly max = MAX_ENTRIES) {
    if (!Number.isInteger(max) || max < 1) throw new TypeError(`BoundedMap max must be a positive integer, got ${max}`)
  }

  get size(): number {
    return this.#entries.size
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined
    const value = this.#entries.get(key) as V
    this.#touch(key, value)
    return value
  }

  /** The value without making it the newest. */
  peek(key: K): V | undefined {
    return this.#entries.get(key)
  }

  has(key: K): boolean {
    return this.#entries.has(key)
  }

  set(key: K, value: V): this {
    this.#touch(key, value)
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.max) break
      this.#entries.delete(oldest)
    }
    return this
  }

  delete(key: K): boolean {
    return this.#entries.delete(key)
  }

  /** Drops entries from the least recently used end while `stale` says so, stopping at the first fresh one. */
  dropStale(stale: (value: V, key: K) => boolean): void {
    for (const [key, value] of this.#entries) {
      if (!stale(value, key)) break
      this.#entries.delete(key)
    }
  }

  entries(): IterableIterator<[K, V]> {
    return this.#entries.entries()
  }

  // A Map iterates in insertion order: deleting and setting again moves the key to the newest end.
  #touch(key: K, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
  }
}

/**
 * Counts attempts per key in a sliding window. Keys live in a {@link BoundedMap}; windows that have
 * run out are pruned on every call (they sit at the least recently used end).
 */
export class RateCounter {
  readonly #seen: BoundedMap<string, number[]>

  constructor(
    readonly windowMs: number,
    max = MAX_ENTRIES,
  ) {
    this.#seen = new BoundedMap(max)
  }

  /** How many keys hold a window that has not run out. */
  get size(): number {
    return this.#seen.size
  }

  /**
   * Records an attempt under each key when every key has made fewer than its limit in the window;
   * otherwise counts nothing and returns false. Several keys let one attempt count against the
   * visitor and the address at once.
   * @example
   * counter.allow({ [`visitor:${id}`]: 5, [`address:${ip}`]: 100 })
   */
  allow(limits: Readonly<Record<string, number>>, now = Date.now()): boolean {
    this.#prune(now)
    const windows = Object.entries(limits).map(([key, limit]) => [key, limit, this.#recent(key, now)] as const)
    if (windows.some(([, limit, recent]) => recent.length >= limit)) return false
    for (const [key, , recent] of windows) {
      recent.push(now)
      // Setting makes the key the newest: the map stays ordered by last attempt, which #prune relies on.
      this.#seen.set(key, recent)
    }
    return true
  }

  #recent(key: string, now: number): number[] {
    return (this.#seen.peek(key) ?? []).filter((at) => now - at < this.windowMs)
  }

  #prune(now: number): void {
    this.#seen.dropStale((times) => now - (times.at(-1) ?? 0) >= this.windowMs)
  }
}
