/**
 * The series' colours, in order: series N is drawn in the site's `--atoll-chart-N` when the site
 * sets it, else in this default (docs/integrating.md lists both). A ninth series takes the first
 * colour again. The rules are written from this list, so the count and the defaults have one source.
 */
export const PALETTE = ['#2f6f9f', '#c0562b', '#3d8b5a', '#8a5aa8', '#b0892a', '#2a8a8f', '#a8456d', '#5b6770'] as const

/** The class of a series' marks and swatch: `atoll-chart-c1` for the first. */
export const colourClass = (series: number): string => `atoll-chart-c${(series % PALETTE.length) + 1}`

/** The site's property for a series' colour: `--atoll-chart-1` for the first. */
const siteProperty = (series: number) => `--atoll-chart-${series + 1}`

/** Each series class's colour, for the island's stylesheet. */
export const PALETTE_RULES: string = PALETTE.map(
  (hex, index) => `.${colourClass(index)}{--atoll-chart-colour:var(${siteProperty(index)},${hex})}`,
).join('')
