import { describe, expect, it, vi } from 'vitest'
import { nextTask } from './tasks.ts'

describe('nextTask', () => {
  it("resolves in a timeout whose callback is Atoll's own function, which long-animation-frame entries name", async () => {
    const timeout = vi.spyOn(globalThis, 'setTimeout')
    await nextTask()
    expect(timeout).toHaveBeenCalledTimes(1)
    const [callback, delay] = timeout.mock.calls[0] ?? []
    expect(delay).toBeUndefined()
    // A native callback (the promise's resolve) has no script: the browser leaves such a task unnamed.
    expect(Function.prototype.toString.call(callback)).not.toContain('[native code]')
  })
})
