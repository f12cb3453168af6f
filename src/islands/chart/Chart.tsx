/**
 * The chart: an SVG drawn from the server's table at the size of its box, redrawn when the box's
 * size changes. Each value is a focusable mark named "label: value" (one tab stop; the arrow keys,
 * Home and End move between marks), with a tooltip on focus or hover; the legend names the series
 * (the slices, for a pie); the "Data" button shows the server's table, which otherwise stays for
 * screen readers only.
 */
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { t } from '../../core/i18n/index.ts'
import {
  barMarks,
  type Box,
  type ChartData,
  lineMarks,
  type Mark,
  nextMark,
  niceTicks,
  pieMarks,
  valueRange,
  yScale,
} from './chart.ts'
import { colourClass } from './palette.ts'

export type ChartType = 'bar' | 'line' | 'pie'

export interface ChartProps {
  data: ChartData
  type: ChartType
  title: string
  /** What holds the server's table: shown or hidden by the "Data" button. */
  table: HTMLElement
  /** Formats a value in the page's locale. */
  format: (value: number) => string
}

/** Room for the value axis' labels (left) and the labels' axis (bottom), in px. */
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 }

export function Chart({ data, type, title, table, format }: ChartProps) {
  const plot = useRef<HTMLDivElement>(null)
  const marksRef = useRef<(SVGElement | null)[]>([])
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  const [active, setActive] = useState(0)
  const [tip, setTip] = useState<number | null>(null)
  const [showData, setShowData] = useState(false)

  // The box's size from the ResizeObserver, first when the frame after the mount has laid it out (the
  // mount's own task reading clientWidth would force that layout early and draw the marks in the same
  // long task), then on each change. The marks are drawn in a task of their own,
  // apart from the frame that reported the size.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect
      clearTimeout(timer)
      timer = setTimeout(() =>
        setSize((old) => (old && old.width === width && old.height === height ? old : { width, height })),
      )
    })
    observer.observe(plot.current!)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [])

  // The holder of the server's table: for screen readers only until the "Data" button shows it.
  useLayoutEffect(() => {
    table.classList.toggle('atoll-visually-hidden', !showData)
  }, [showData, table])

  const ticks = useMemo(() => niceTicks(...valueRange(data)), [data])
  const box: Box | null = size && {
    x: type === 'pie' ? 0 : MARGIN.left,
    y: MARGIN.top,
    width: Math.max(0, size.width - (type === 'pie' ? 0 : MARGIN.left + MARGIN.right)),
    height: Math.max(0, size.height - MARGIN.top - (type === 'pie' ? MARGIN.top : MARGIN.bottom)),
  }
  const marks: Mark[] = !box
    ? []
    : type === 'pie'
      ? pieMarks(data, box)
      : type === 'line'
        ? lineMarks(data, ticks, box)
        : barMarks(data, ticks, box)

  const nameOf = (mark: Mark) => {
    const label = data.labels[mark.index] ?? ''
    const value = format(mark.value)
    return data.series.length > 1 && type !== 'pie'
      ? t('media.chartSeriesValue', { series: data.series[mark.series]?.name ?? '', label, value })
      : t('media.chartValue', { label, value })
  }

  const onKeyDown = (event: KeyboardEvent<SVGElement>, index: number) => {
    const next = nextMark(marks, index, event.key)
    if (next === index && !['Home', 'End'].includes(event.key)) return
    event.preventDefault()
    setActive(next)
    marksRef.current[next]?.focus()
  }

  const markProps = (mark: Mark, index: number) => ({
    ref: (node: SVGElement | null) => {
      marksRef.current[index] = node
    },
    role: 'img' as const,
    'aria-label': nameOf(mark),
    className: `atoll-chart-mark ${colourClass(type === 'pie' ? mark.index : mark.series)}`,
    onFocus: () => {
      setActive(index)
      setTip(index)
    },
    onBlur: () => setTip(null),
    onMouseEnter: () => setTip(index),
    onMouseLeave: () => setTip(null),
    onKeyDown: (event: KeyboardEvent<SVGElement>) => onKeyDown(event, index),
  })

  // One tab stop: the active mark. Set as the attribute, which both renderers write alike on SVG elements.
  const focusable = Math.min(active, marks.length - 1)
  useLayoutEffect(() => {
    marksRef.current.forEach((node, index) => node?.setAttribute('tabindex', index === focusable ? '0' : '-1'))
  })

  const y = box ? yScale(ticks, box) : () => 0
  const shown = tip === null ? undefined : marks[tip]
  const tableId = table.id

  return (
    <div className="atoll-chart">
      <div className="atoll-chart-head">
        {title ? <p className="atoll-chart-title">{title}</p> : null}
        <button type="button" aria-expanded={showData} aria-controls={tableId} onClick={() => setShowData(!showData)}>
          {t('media.chartData')}
        </button>
      </div>
      <div className="atoll-chart-plot" ref={plot}>
        {box ? (
          // biome-ignore lint/a11y/useSemanticElements: an SVG's group of marks; a fieldset cannot hold SVG
          <svg width={size!.width} height={size!.height} role="group" aria-label={title || undefined}>
            {type === 'pie' ? null : (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the axes hold no focusable element; the marks name their values
              <g aria-hidden="true" className="atoll-chart-axes">
                {ticks.map((tick) => (
                  <g key={tick}>
                    <line x1={box.x} x2={box.x + box.width} y1={y(tick)} y2={y(tick)} />
                    <text x={box.x - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                      {format(tick)}
                    </text>
                  </g>
                ))}
                {data.labels.map((label, i) => (
                  <text
                    key={label}
                    x={box.x + (box.width / data.labels.length) * (i + 0.5)}
                    y={box.y + box.height + 18}
                    textAnchor="middle"
                  >
                    {label}
                  </text>
                ))}
              </g>
            )}
            {type === 'line'
              ? data.series.map((series, s) => (
                  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a line is drawing only; its points are the focusable marks
                  <polyline
                    key={series.name}
                    aria-hidden="true"
                    className={`atoll-chart-line ${colourClass(s)}`}
                    points={marks
                      .filter((m) => m.series === s)
                      .map((m) => `${m.x},${m.y}`)
                      .join(' ')}
                  />
                ))
              : null}
            {marks.map((mark, index) =>
              type === 'bar' ? (
                <rect
                  key={`${mark.series}:${mark.index}`}
                  x={mark.x}
                  y={mark.y}
                  width={mark.width}
                  height={mark.height}
                  {...markProps(mark, index)}
                />
              ) : type === 'line' ? (
                <circle
                  key={`${mark.series}:${mark.index}`}
                  cx={mark.x}
                  cy={mark.y}
                  r={5}
                  {...markProps(mark, index)}
                />
              ) : (
                <path key={`${mark.series}:${mark.index}`} d={mark.path} {...markProps(mark, index)} />
              ),
            )}
          </svg>
        ) : null}
        {shown ? (
          <div
            className="atoll-chart-tip"
            aria-hidden="true"
            ref={(node) => {
              if (node) placeTip(node, shown)
            }}
          >
            {nameOf(shown)}
          </div>
        ) : null}
      </div>
      <ul className="atoll-chart-legend">
        {(type === 'pie' ? data.labels : data.series.map((s) => s.name)).map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the legend follows the table's order, which does not change
          <li key={i}>
            <span className={`atoll-chart-swatch ${colourClass(i)}`} aria-hidden="true" />
            {name}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Puts the tooltip above its mark, through the CSSOM (a strict policy refuses style attributes). */
function placeTip(node: HTMLElement, mark: Mark): void {
  node.style.left = `${mark.x + mark.width / 2}px`
  node.style.top = `${mark.y}px`
}
