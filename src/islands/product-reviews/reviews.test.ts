import { describe, expect, it } from 'vitest'
import { refusalMessage } from './reviews.ts'

describe('refusalMessage', () => {
  it("gives the spec's message for expired, used and unknown requests", () => {
    expect(refusalMessage(410)).toBe('reviews.requestExpired')
    expect(refusalMessage(409)).toBe('reviews.alreadyReviewed')
    expect(refusalMessage(404)).toBe('reviews.noProducts')
    expect(refusalMessage(500)).toBeUndefined()
    expect(refusalMessage(undefined)).toBeUndefined()
  })
})
