/** Moves `Date` by `offset` ms (scripts/moved-date.mjs). */
export function moveClock(offset: number): void
