/**
 * Observers a DOM test drives by hand: happy-dom has no layout, so nothing ever enters the viewport
 * or changes size by itself. Install with `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`
 * (or `ResizeObserver`). `all` holds the observers still connected: a destroy test expects it empty.
 */
class FakeObserver<Entry extends { target: Element }> {
  readonly targets = new Set<Element>()

  constructor(
    private readonly callback: (entries: Entry[], observer: never) => void,
    readonly options?: IntersectionObserverInit,
  ) {
    this.registry().add(this)
  }

  observe(target: Element): void {
    this.targets.add(target)
  }

  unobserve(target: Element): void {
    this.targets.delete(target)
  }

  disconnect(): void {
    this.targets.clear()
    this.registry().delete(this)
  }

  /** Calls the observer back, as the browser would, with one entry per target `entry` gives. */
  deliver(entry: (target: Element) => Entry | undefined): void {
    const entries = [...this.targets].map(entry).filter((e): e is Entry => e !== undefined)
    this.callback(entries, this as never)
  }

  private registry(): Set<FakeObserver<Entry>> {
    return (this.constructor as unknown as { all: Set<FakeObserver<Entry>> }).all
  }
}

export class FakeIntersectionObserver extends FakeObserver<IntersectionObserverEntry> {
  static all = new Set<FakeIntersectionObserver>()

  /** Every observed element comes into view (or leaves it). */
  static seen(isIntersecting = true): void {
    // A copy: an observer may disconnect itself from its callback.
    for (const observer of [...FakeIntersectionObserver.all]) {
      observer.deliver((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
    }
  }

  /** `target` is visible at `ratio`, its box `height` px tall in an 800 px viewport. */
  static report(target: Element, ratio: number, height = 300): void {
    for (const observer of [...FakeIntersectionObserver.all]) {
      observer.deliver((observed) =>
        observed === target
          ? ({
              target,
              intersectionRatio: ratio,
              isIntersecting: ratio > 0,
              boundingClientRect: { height },
              rootBounds: { height: 800 },
            } as unknown as IntersectionObserverEntry)
          : undefined,
      )
    }
  }
}

export class FakeResizeObserver extends FakeObserver<ResizeObserverEntry> {
  static all = new Set<FakeResizeObserver>()

  /** Every observed element changed size. */
  static resize(): void {
    for (const observer of [...FakeResizeObserver.all])
      observer.deliver((target) => ({ target }) as ResizeObserverEntry)
  }
}
