// The bench's CPU slow-down, calibrated to the machine it runs on.
//
// CPU throttling is relative to the host: Lighthouse's mobile profile slows the CPU 4 times, which is
// meant to turn a fast desktop (a BenchmarkIndex of about 1,500) into a mid-tier phone. On a slower
// host the same 4x emulates a far slower phone, and a budget such as "no task over 50 ms" then
// measures the machine rather than the page. So the bench first measures the host's BenchmarkIndex
// (Lighthouse's own page function, in the bench's Chromium) and slows the CPU by the multiplier
// Lighthouse's throttling guide gives for that index, in its own runs and in Lighthouse's: less than 4x
// on a slower host, and never more than 4x, so on a host as fast as the reference or faster the bench
// measures exactly as Lighthouse mobile does by default.

import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import type { Page } from 'playwright-core'

/**
 * Lighthouse's calibration points (its throttling guide and CPU slow-down calculator): the
 * multiplier that brings a host of this BenchmarkIndex to the mid-tier phone of its mobile profile.
 * Between two points the multiplier is linear; the last is Lighthouse's default, 4x.
 */
const CALIBRATION: readonly (readonly [index: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
]

/** Below this index the host is slower than the phone itself: no slow-down can emulate it. */
export const SLOWEST_INDEX = CALIBRATION[0]![0]

/** Lighthouse mobile's own slow-down, the most the bench applies. */
const DEFAULT_SLOWDOWN = CALIBRATION[CALIBRATION.length - 1]![1]

/**
 * The CPU slow-down for a host of `benchmarkIndex`, to one decimal: 4 from 1,533 up, 2 at 800, and 1
 * (no slow-down) on a host at or below the phone's own speed.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!(benchmarkIndex > SLOWEST_INDEX)) return 1
  const above = CALIBRATION.findIndex(([index]) => benchmarkIndex <= index)
  if (above === -1) return DEFAULT_SLOWDOWN
  const [[fromIndex, from], [toIndex, to]] = [CALIBRATION[above - 1]!, CALIBRATION[above]!]
  const slope = (to - from) / (toIndex - fromIndex)
  return Math.round((from + (benchmarkIndex - fromIndex) * slope) * 10) / 10
}

/**
 * The host's BenchmarkIndex, measured as Lighthouse measures it (its `computeBenchmarkIndex`, run in
 * the page unthrottled): the median of `runs` measurements, each about a second of work.
 */
export async function measureBenchmarkIndex(page: Page, runs = 3): Promise<number> {
  const indexes: number[] = []
  for (let i = 0; i < runs; i++) {
    indexes.push(Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)))
  }
  return indexes.sort((a, b) => a - b)[Math.floor(runs / 2)]!
}
