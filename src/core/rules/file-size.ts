import { t } from '../i18n/index.ts'

export const FILE_SIZE_STEP = 1024 // spec: file size display uses units Bytes to YB in steps of 1024
export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const // spec: Bytes to YB

/**
 * A file size for people: the largest unit that keeps the number at 1 or more, with at most two
 * decimals (trailing zeros dropped), in the page locale's number format: '0 Bytes', '1 Byte',
 * '1.5 KB', '1,024 YB'. A size that would round up to 1024 moves to the next unit.
 * @throws TypeError when `bytes` is not a non-negative number.
 */
export function formatFileSize(bytes: number): string {
  if (!(Number.isFinite(bytes) && bytes >= 0)) {
    throw new TypeError('formatFileSize: bytes must be a non-negative number')
  }
  // Bytes are whole; larger units keep two decimals.
  const shown = (value: number, unit: number) => (unit ? Math.round(value * 100) / 100 : Math.round(value))
  let unit = 0
  let size = bytes
  while (unit < FILE_SIZE_UNITS.length - 1 && shown(size, unit) >= FILE_SIZE_STEP) {
    size /= FILE_SIZE_STEP
    unit++
  }
  return t('rules.fileSize', { size: shown(size, unit), unit: FILE_SIZE_UNITS[unit] ?? 'YB' })
}
