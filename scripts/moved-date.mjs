/**
 * Moves `Date` by `offset` ms: `new Date()` and `Date.now()` read the time that far on, and run on
 * from there. Self-contained, so that the same function runs in Node (scripts/as-on.mjs) and, passed
 * as a page's script, in a browser (test/engines/visit.ts).
 * @param {number} offset
 */
export function moveClock(offset) {
  const RealDate = Date
  class MovedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset)
      else super(...args)
    }
    static now() {
      return RealDate.now() + offset
    }
  }
  globalThis.Date = MovedDate
}
