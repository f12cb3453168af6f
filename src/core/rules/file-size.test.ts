import { beforeAll, describe, expect, it } from 'vitest'
import { loadMessages } from '../i18n/index.ts'
import { formatFileSize } from './file-size.ts'

beforeAll(() => loadMessages('en-US'))

describe('file size display', () => {
  it('shows whole bytes below 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes')
    expect(formatFileSize(1)).toBe('1 Byte')
    expect(formatFileSize(1023)).toBe('1,023 Bytes')
    expect(formatFileSize(10.4)).toBe('10 Bytes')
  })

  it('steps by 1024 up to YB with at most two decimals', () => {
    expect(formatFileSize(1024)).toBe('1 KB')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(1234567)).toBe('1.18 MB')
    expect(formatFileSize(1024 ** 3)).toBe('1 GB')
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5 TB')
    expect(formatFileSize(1024 ** 5)).toBe('1 PB')
    expect(formatFileSize(1024 ** 6)).toBe('1 EB')
    expect(formatFileSize(1024 ** 7)).toBe('1 ZB')
    expect(formatFileSize(2.25 * 1024 ** 8)).toBe('2.25 YB')
  })

  it('moves to the next unit rather than show 1024', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB')
    expect(formatFileSize(1023.6)).toBe('1 KB')
  })

  it('stops at YB', () => {
    expect(formatFileSize(1024 ** 9)).toBe('1,024 YB')
  })

  it('refuses what is not a size', () => {
    for (const bytes of [-1, Number.NaN, Infinity, '12' as unknown as number]) {
      expect(() => formatFileSize(bytes)).toThrow(new TypeError('formatFileSize: bytes must be a non-negative number'))
    }
  })
})
