import { describe, expect, it, vi } from 'vitest'
import { createRequests } from './requests.ts'

describe('createRequests', () => {
  it('announces each request as it starts and as it fails, and retry sends the failed one again', async () => {
    const events: string[] = []
    const requests = createRequests(
      new AbortController().signal,
      () => events.push('start'),
      (error) => events.push(`fail: ${(error as Error).message}`),
    )
    let answers = 0
    const request = vi.fn(async () => {
      answers += 1
      if (answers === 1) throw new Error('offline')
    })
    await requests.run(request)
    await requests.retry()
    expect(events).toEqual(['start', 'fail: offline', 'start'])
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('says nothing of a failure once the block is destroyed', async () => {
    const destroyed = new AbortController()
    const fail = vi.fn()
    const requests = createRequests(destroyed.signal, () => {}, fail)
    await requests.run(async () => {
      destroyed.abort()
      throw new DOMException('aborted', 'AbortError')
    })
    expect(fail).not.toHaveBeenCalled()
  })

  it('sends nothing on retry before the first request', async () => {
    const start = vi.fn()
    await createRequests(new AbortController().signal, start, () => {}).retry()
    expect(start).not.toHaveBeenCalled()
  })
})
