import { describe, expect, it } from 'vitest'
import { isValidBlogUrlFormat, normalizeBlogUrlFormat } from './blog-url.ts'

describe('tokenized blog URLs', () => {
  it('lower-cases, turns spaces into hyphens and collapses duplicate hyphens', () => {
    expect(normalizeBlogUrlFormat('%Y/%M/%D/%T')).toBe('%y/%m/%d/%t')
    expect(normalizeBlogUrlFormat('News  And Views/%t')).toBe('news-and-views/%t')
    expect(normalizeBlogUrlFormat('a - b---c')).toBe('a-b-c')
  })

  it('permits only the tokens y, m, d and t after a percent sign', () => {
    expect(isValidBlogUrlFormat('%y/%m/%d/%t')).toBe(true)
    expect(isValidBlogUrlFormat('blog/%Y/%T')).toBe(true)
    expect(isValidBlogUrlFormat('%t')).toBe(true)
    expect(isValidBlogUrlFormat('%y/%h/%t')).toBe(false)
    expect(isValidBlogUrlFormat('100%')).toBe(false)
    expect(isValidBlogUrlFormat('%%t')).toBe(false)
    expect(isValidBlogUrlFormat('%20%t')).toBe(false)
  })

  it('needs some format', () => {
    expect(isValidBlogUrlFormat('')).toBe(false)
  })
})
