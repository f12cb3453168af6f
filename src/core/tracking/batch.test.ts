import { describe, expect, it } from 'vitest'
import { byteLength, fitsKeepalive, KEEPALIVE_BATCH_BYTES, splitBatch } from './batch.ts'

describe('splitBatch', () => {
  it('keeps every item, in order, in JSON arrays of at most 60 KB', () => {
    const items = Array.from({ length: 40 }, (_, index) => ({ index, stack: 'é'.repeat(2_000 + index) }))
    const batches = splitBatch(items)
    expect(batches.length).toBeGreaterThan(1)
    expect(batches.flat()).toEqual(items)
    for (const batch of batches) expect(byteLength(JSON.stringify(batch))).toBeLessThanOrEqual(KEEPALIVE_BATCH_BYTES)
    // Each batch is as full as the limit allows: the next item would not have fitted.
    for (const [at, batch] of batches.slice(0, -1).entries()) {
      expect(byteLength(JSON.stringify([...batch, batches[at + 1]![0]]))).toBeGreaterThan(KEEPALIVE_BATCH_BYTES)
    }
  })

  it('puts an item too large alone in a batch of its own, which cannot go keep-alive', () => {
    const batches = splitBatch([{ a: 1 }, { big: 'x'.repeat(70_000) }, { b: 2 }])
    expect(batches.map((batch) => batch.length)).toEqual([1, 1, 1])
    expect(fitsKeepalive(JSON.stringify(batches[1]))).toBe(false)
    expect(splitBatch([])).toEqual([])
  })
})
