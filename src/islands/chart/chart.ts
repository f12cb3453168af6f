/**
 * The chart's data and geometry, as pure functions: the server's table read into series, "nice"
 * axis ticks, and the marks of each variant in a box of a given size. Written here rather than taken
 * from a charting library: three variants of simple marks need a few dozen lines, where the smallest
 * libraries that draw them (with their scales and shapes) cost more than the island's whole budget.
 */

/** One row of the server's table: the series' name and a value per label (NaN where the cell is not a number). */
export interface Series {
  name: string
  values: number[]
}

export interface ChartData {
  labels: string[]
  series: Series[]
}

/**
 * Reads the server's `<table>` (CONTRACT.md section 9: the first row holds the labels, the first
 * column the series' names). A cell that is not a number is NaN and is drawn as a gap.
 * @throws TypeError when the table has no labels or no series.
 */
export function readTable(table: HTMLTableElement): ChartData {
  const rows = [...table.rows].map((row) => [...row.cells].map((cell) => (cell.textContent ?? '').trim()))
  const [head = [], ...body] = rows
  const labels = head.slice(1)
  const series = body
    .filter((row) => row.length > 1)
    .map(([name = '', ...cells]) => ({ name, values: labels.map((_, i) => parseNumber(cells[i] ?? '')) }))
  if (labels.length === 0 || series.length === 0)
    throw new TypeError('the chart table needs a row of labels and at least one row of values')
  return { labels, series }
}

/** `1,250.5` or `1 250,5`: digits with group separators; anything else is NaN. */
function parseNumber(text: string): number {
  const plain = text.replace(/[\s\u00a0\u202f,](?=\d{3}\b)/g, '').replace(',', '.')
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN
}

/**
 * About `count` evenly spaced round values (1, 2 or 5 times a power of ten apart) covering
 * `min`..`max`, from a multiple of the step at or below `min` to one at or above `max`.
 * @example niceTicks(0, 42) // [0, 10, 20, 30, 40, 50]
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min, min + 1]
  const rough = (max - min) / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power
  const first = Math.floor(min / step) * step
  const ticks = [first]
  while ((ticks.at(-1) ?? max) < max) ticks.push(Number((first + step * ticks.length).toPrecision(12)))
  return ticks
}

/** The value range an axis shows: from zero (or below, for negatives) to the largest value. */
export function valueRange(data: ChartData): [number, number] {
  const values = data.series.flatMap((s) => s.values).filter(Number.isFinite)
  return [Math.min(0, ...values), Math.max(0, ...values)]
}

/** A box in px: the plot area inside the chart's margins. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** One drawn value: where it is, and what it stands for. */
export interface Mark {
  series: number
  index: number
  value: number
  /** A bar's rectangle, a point's centre (width and height 0), or a slice's bounding point. */
  x: number
  y: number
  width: number
  height: number
  /** A slice's path. */
  path?: string
}

/** Maps a value to a y in `box` for the axis `ticks` span. */
export function yScale(ticks: number[], box: Box): (value: number) => number {
  const low = ticks[0] ?? 0
  const high = ticks.at(-1) ?? 1
  return (value) => box.y + box.height - ((value - low) / (high - low || 1)) * box.height
}

/** Grouped bars: one group per label, one bar per series, with a gap between groups. */
export function barMarks(data: ChartData, ticks: number[], box: Box): Mark[] {
  const y = yScale(ticks, box)
  const group = box.width / data.labels.length
  const bar = (group * 0.8) / data.series.length
  return data.series.flatMap((series, s) =>
    series.values.flatMap((value, index) => {
      if (!Number.isFinite(value)) return []
      const top = Math.min(y(value), y(0))
      return [
        {
          series: s,
          index,
          value,
          x: box.x + group * (index + 0.1) + bar * s,
          y: top,
          width: bar,
          height: Math.abs(y(value) - y(0)),
        },
      ]
    }),
  )
}

/** A line's points: one per label, at the middle of the label's band. */
export function lineMarks(data: ChartData, ticks: number[], box: Box): Mark[] {
  const y = yScale(ticks, box)
  const band = box.width / data.labels.length
  return data.series.flatMap((series, s) =>
    series.values.flatMap((value, index) =>
      Number.isFinite(value)
        ? [{ series: s, index, value, x: box.x + band * (index + 0.5), y: y(value), width: 0, height: 0 }]
        : [],
    ),
  )
}

/**
 * The slices of a pie of the first series' positive values, clockwise from twelve o'clock, in a
 * circle centred in `box`.
 */
export function pieMarks(data: ChartData, box: Box): Mark[] {
  const values = data.series[0]?.values ?? []
  const total = values.reduce((sum, v) => (v > 0 ? sum + v : sum), 0)
  const radius = Math.min(box.width, box.height) / 2
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  let angle = 0
  return values.flatMap((value, index) => {
    if (!(value > 0) || total === 0) return []
    const start = angle
    angle += (value / total) * 2 * Math.PI
    const middle = (start + angle) / 2
    return [
      {
        series: 0,
        index,
        value,
        x: cx + Math.sin(middle) * radius * 0.6,
        y: cy - Math.cos(middle) * radius * 0.6,
        width: 0,
        height: 0,
        path: arcPath(cx, cy, radius, start, angle),
      },
    ]
  })
}

/**
 * An SVG path of a slice from angle `start` to `end` (radians, clockwise from twelve o'clock); a
 * whole circle is two half arcs, as one arc cannot start and end at the same point.
 * @example arcPath(0, 0, 10, 0, Math.PI / 2) // 'M0 0L0 -10A10 10 0 0 1 10 0Z'
 */
export function arcPath(cx: number, cy: number, r: number, start: number, end: number): string {
  const at = (angle: number) => `${round(cx + Math.sin(angle) * r)} ${round(cy - Math.cos(angle) * r)}`
  if (end - start >= 2 * Math.PI - 1e-9) return `M${at(0)}A${r} ${r} 0 1 1 ${at(Math.PI)}A${r} ${r} 0 1 1 ${at(0)}Z`
  const large = end - start > Math.PI ? 1 : 0
  return `M${round(cx)} ${round(cy)}L${at(start)}A${r} ${r} 0 ${large} 1 ${at(end)}Z`
}

/** The next mark's position for an arrow key: along the series (left, right), across them (up, down), or to either end. */
export function nextMark(marks: readonly Mark[], current: number, key: string): number {
  const mark = marks[current]
  if (!mark) return 0
  const same = (m: Mark) => m.series === mark.series
  if (key === 'Home') return marks.findIndex(same)
  if (key === 'End') return marks.findLastIndex(same)
  if (key === 'ArrowRight' || key === 'ArrowLeft') {
    const step = key === 'ArrowRight' ? 1 : -1
    const next = current + step
    return marks[next] && same(marks[next]) ? next : current
  }
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    const series = mark.series + (key === 'ArrowDown' ? 1 : -1)
    const found = marks.findIndex((m) => m.series === series && m.index === mark.index)
    return found === -1 ? current : found
  }
  return current
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}
