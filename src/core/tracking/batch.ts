/**
 * Batches that outlive the page. A request the browser keeps alive after the page has gone
 * (`sendBeacon`, `fetch` with `keepalive`) is refused beyond 64 KB of body, so a batch is split into
 * requests of at most 60 KB each (room left for what the browser adds). Hand-written: a running
 * byte count over the items is a few lines.
 */

export const KEEPALIVE_BATCH_BYTES = 60 * 1024 // browsers cap a keep-alive body at 64 KB; 60 KB per request

const encoder = new TextEncoder()

/** The UTF-8 size of `text`, as it goes on the wire. */
export const byteLength = (text: string): number => encoder.encode(text).length

/**
 * Splits `items` into consecutive batches whose JSON array is at most `maxBytes` long. An item too
 * large alone is a batch of its own (its sender cannot keep it alive: see {@link fitsKeepalive}).
 * @example splitBatch(records).forEach((batch) => sendBeacon(url, JSON.stringify(batch)))
 */
export function splitBatch<T>(items: readonly T[], maxBytes = KEEPALIVE_BATCH_BYTES): T[][] {
  const batches: T[][] = []
  let batch: T[] = []
  let size = 2 // []
  for (const item of items) {
    const bytes = byteLength(JSON.stringify(item) ?? 'null')
    const added = batch.length ? bytes + 1 : bytes // a comma before every item but the first
    if (batch.length && size + added > maxBytes) {
      batches.push(batch)
      batch = []
      size = 2
    }
    size += batch.length ? bytes + 1 : bytes
    batch.push(item)
  }
  if (batch.length) batches.push(batch)
  return batches
}

/** Whether a body of `text` may be sent keep-alive. */
export const fitsKeepalive = (text: string, maxBytes = KEEPALIVE_BATCH_BYTES): boolean => byteLength(text) <= maxBytes
