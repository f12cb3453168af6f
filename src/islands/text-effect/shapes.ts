import type { Shape } from './options.ts'

/**
 * The twelve shapes as SVG path data for a text box `w` by `h` px (y down), drawn as one might with a
 * pen: each path runs from left to right, so a draw reveals it in reading order. Periodic shapes
 * (wave, jagged, scribble) fit whole periods to the width, so they stay regular on any text length.
 * Shapes may reach outside the box (the SVG lets them overflow).
 */
export function shapePath(shape: Shape, w: number, h: number): string {
  switch (shape) {
    case 'underline':
      return line([0, 0.95 * h], [w, 0.95 * h])
    case 'underlineCurve':
      return `M0 ${r(0.9 * h)}Q${r(w / 2)} ${r(1.1 * h)} ${r(w)} ${r(0.88 * h)}`
    case 'underlineDouble':
      return line([0, 0.9 * h], [w, 0.88 * h]) + line([0.04 * w, 1.02 * h], [0.96 * w, 1 * h])
    case 'strike':
      return line([0, 0.55 * h], [w, 0.52 * h])
    case 'strikeDiagonal':
      return line([0, 0.85 * h], [w, 0.15 * h])
    case 'cross':
      return line([0, 0.15 * h], [w, 0.85 * h]) + line([0, 0.85 * h], [w, 0.15 * h])
    case 'marker':
      return line([0, 0.62 * h], [w, 0.6 * h])
    case 'enclose': {
      const pad = 0.15 * h
      return `M${r(-pad)} ${r(-pad)}H${r(w + pad)}V${r(h + pad)}H${r(-pad)}Z`
    }
    case 'circle':
      return loop(w, h)
    case 'wave':
      return periodic(w, 0.6 * h, (t) => 0.92 * h - 0.07 * h * Math.sin(2 * Math.PI * t), 12)
    case 'jagged':
      return periodic(w, 0.4 * h, (t) => (t < 0.5 ? 0.86 * h + 0.2 * h * t : 0.96 * h - 0.2 * h * (t - 0.5)), 2)
    case 'scribble':
      return periodic(w, 0.5 * h, (t) => (t < 0.5 ? 0.85 * h - 1.4 * h * t : 0.15 * h + 1.4 * h * (t - 0.5)), 2)
  }
}

/**
 * The stroke width for a shape: the thickness, except the marker, a highlighter as wide as half the
 * text's height.
 */
export function shapeStroke(shape: Shape, thickness: number, h: number): number {
  return shape === 'marker' ? Math.max(thickness, 0.5 * h) : thickness
}

function r(value: number): number {
  return Math.round(value * 10) / 10
}

function line([x1, y1]: [number, number], [x2, y2]: [number, number]): string {
  return `M${r(x1)} ${r(y1)}L${r(x2)} ${r(y2)}`
}

/** A repeated curve: `y(t)` over one period (t from 0 to 1), `steps` points per period, whole periods across `w`. */
function periodic(w: number, period: number, y: (t: number) => number, steps: number): string {
  const periods = Math.max(1, Math.round(w / Math.max(period, 1)))
  const count = periods * steps
  let d = `M0 ${r(y(0))}`
  for (let i = 1; i <= count; i++) {
    const x = (w * i) / count
    d += `L${r(x)} ${r(y((i % steps) / steps))}`
  }
  return d
}

/** A hand-drawn ring around the text: slightly more than one turn, its end passing its start. */
function loop(w: number, h: number): string {
  const cx = w / 2
  const cy = h / 2
  const rx = w / 2 + 0.25 * h
  const ry = 0.7 * h
  const turn = 2 * Math.PI + 0.5
  const start = Math.PI * 0.95
  const steps = 48
  let d = ''
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const angle = start + turn * t
    // The ring widens a little as it goes round, as a pen does.
    const grow = 0.94 + 0.1 * t
    d += `${i ? 'L' : 'M'}${r(cx + rx * grow * Math.cos(angle))} ${r(cy + ry * grow * Math.sin(angle))}`
  }
  return d
}
