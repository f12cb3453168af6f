// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { arcPath, barMarks, lineMarks, nextMark, niceTicks, pieMarks, readTable, valueRange } from './chart.ts'

function table(rows: string[][]): HTMLTableElement {
  const element = document.createElement('table')
  for (const cells of rows) {
    const row = element.insertRow()
    for (const cell of cells) row.insertCell().textContent = cell
  }
  return element
}

const DATA = readTable(
  table([
    ['', 'Jan', 'Feb', 'Mar'],
    ['Loaves', '120', '1,250', '90'],
    ['Buns', '40', 'n/a', '60'],
  ]),
)
const BOX = { x: 0, y: 0, width: 300, height: 100 }

describe('the chart table', () => {
  it('reads labels from the first row and series from the first column; a cell not a number is a gap', () => {
    expect(DATA.labels).toEqual(['Jan', 'Feb', 'Mar'])
    expect(DATA.series.map((s) => s.name)).toEqual(['Loaves', 'Buns'])
    expect(DATA.series[0]!.values).toEqual([120, 1250, 90])
    expect(DATA.series[1]!.values[1]).toBeNaN()
  })

  it('refuses a table without labels or values', () => {
    expect(() => readTable(table([['']]))).toThrow(TypeError)
    expect(() => readTable(table([['', 'Jan']]))).toThrow(
      'the chart table needs a row of labels and at least one row of values',
    )
  })
})

describe('the chart geometry', () => {
  it('gives round ticks covering the values', () => {
    expect(niceTicks(0, 42)).toEqual([0, 10, 20, 30, 40, 50])
    expect(niceTicks(0, 1250)).toEqual([0, 500, 1000, 1500])
    expect(niceTicks(-3, 7)).toEqual([-4, -2, 0, 2, 4, 6, 8])
    expect(niceTicks(0, 0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8])
    expect(valueRange(DATA)).toEqual([0, 1250])
  })

  it('draws grouped bars from the zero line, leaving gaps for missing values', () => {
    const marks = barMarks(DATA, [0, 500, 1000, 1500], BOX)
    expect(marks).toHaveLength(5)
    expect(marks[0]).toMatchObject({ series: 0, index: 0, value: 120, x: 10, width: 40, y: 92, height: 8 })
    expect(marks.find((m) => m.series === 1 && m.index === 0)).toMatchObject({ x: 50 })
    expect(marks.some((m) => m.series === 1 && m.index === 1)).toBe(false)
  })

  it('puts line points at the middle of each label', () => {
    const [jan, feb] = lineMarks(DATA, [0, 1500], BOX)
    expect([jan!.x, jan!.y, feb!.x]).toEqual([50, 92, 150])
    expect(feb!.y).toBeCloseTo(16.67, 2)
  })

  it('cuts a pie of the first series clockwise from twelve o’clock', () => {
    const slices = pieMarks(
      { labels: ['a', 'b'], series: [{ name: 's', values: [1, 3] }] },
      { x: 0, y: 0, width: 20, height: 20 },
    )
    expect(slices.map((s) => s.path)).toEqual(['M10 10L10 0A10 10 0 0 1 20 10Z', 'M10 10L20 10A10 10 0 1 1 10 0Z'])
    expect(arcPath(0, 0, 10, 0, 2 * Math.PI)).toBe('M0 -10A10 10 0 1 1 0 10A10 10 0 1 1 0 -10Z')
  })

  it('moves between marks along a series and across series with the arrow keys', () => {
    const marks = barMarks(DATA, [0, 1500], BOX)
    // Loaves: 0, 1, 2; Buns: 3 (Jan), 4 (Mar).
    expect(nextMark(marks, 0, 'ArrowRight')).toBe(1)
    expect(nextMark(marks, 2, 'ArrowRight')).toBe(2)
    expect(nextMark(marks, 0, 'ArrowDown')).toBe(3)
    expect(nextMark(marks, 1, 'ArrowDown')).toBe(1)
    expect(nextMark(marks, 4, 'ArrowUp')).toBe(2)
    expect(nextMark(marks, 1, 'End')).toBe(2)
    expect(nextMark(marks, 4, 'Home')).toBe(3)
  })
})
