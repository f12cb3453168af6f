import { describe, expect, it, vi } from 'vitest'
import { endPlayback, startPlayback } from './playback.ts'

describe('one player at a time', () => {
  it('stops the player that was playing when another starts, and not one that ended', () => {
    const first = { stop: vi.fn() }
    const second = { stop: vi.fn() }
    startPlayback(first)
    startPlayback(first)
    expect(first.stop).not.toHaveBeenCalled()
    startPlayback(second)
    expect(first.stop).toHaveBeenCalledTimes(1)
    endPlayback(second)
    startPlayback(first)
    expect(second.stop).not.toHaveBeenCalled()
    endPlayback(first)
  })
})
