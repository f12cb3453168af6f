import type { Photo } from '../server/components/Image.tsx'
import type { SlideData } from '../server/components/Gallery.tsx'

/** The photos of the demo's media library (`public/media`), with their focal points and alt text. */
export const PHOTOS = {
  harbour: {
    src: '/media/harbour-dawn.svg',
    width: 1500,
    height: 1000,
    focalPoint: '0.72,0.56',
    alt: 'The harbour at dawn, a sailing boat by the quay',
  },
  loaves: {
    src: '/media/bakery-loaves.svg',
    width: 1200,
    height: 1200,
    focalPoint: '0.5,0.6',
    alt: 'Two sourdough loaves and a round rye on the counter',
  },
  lighthouse: {
    src: '/media/lighthouse.svg',
    width: 1000,
    height: 1500,
    focalPoint: '0.5,0.4',
    alt: 'The red and white lighthouse on the north pier',
  },
  market: {
    src: '/media/market-stalls.svg',
    width: 2000,
    height: 1000,
    focalPoint: '0.4,0.6',
    alt: 'Three market stalls with striped awnings',
  },
  boats: {
    src: '/media/fishing-boats.svg',
    width: 1500,
    height: 1000,
    focalPoint: '0.5,0.6',
    alt: 'Two fishing boats on calm water',
  },
  fields: {
    src: '/media/wheat-fields.svg',
    width: 1500,
    height: 1000,
    focalPoint: '0.2,0.3',
    alt: 'Rolling wheat fields under a pale sun',
  },
  forest: {
    src: '/media/pine-forest.svg',
    width: 1000,
    height: 1500,
    focalPoint: '0.55,0.5',
    alt: 'Dark pine trees on a green hillside',
  },
  town: {
    src: '/media/old-town.svg',
    width: 1500,
    height: 1000,
    focalPoint: '0.5,0.5',
    alt: 'Colourful houses of the old town',
  },
} as const satisfies Record<string, Photo>

export type PhotoName = keyof typeof PHOTOS

/** Each photo's slide: its id, its address segment and its caption. */
const SLIDES: Record<PhotoName, { url: string; caption: string }> = {
  harbour: { url: 'harbour-at-dawn', caption: 'Harbour Street at dawn, before the first ferry.' },
  loaves: { url: 'morning-loaves', caption: 'The morning bake: sourdough and a round rye.' },
  lighthouse: { url: 'north-lighthouse', caption: 'The north pier lighthouse, a ten-minute walk from the shop.' },
  market: { url: 'saturday-market', caption: 'Saturday market on the square.' },
  boats: { url: 'fishing-boats', caption: 'The fishing boats come back at noon.' },
  fields: { url: 'wheat-fields', caption: 'The wheat for our flour grows up the valley.' },
  forest: { url: 'pine-forest', caption: 'The pine forest path behind the mill.' },
  town: { url: 'old-town', caption: 'Old town houses along the canal.' },
}

/**
 * `sizes` of an image as wide as the page's column (`main`: 44rem inside 1rem of body padding), for
 * the first slide of a gallery in the first viewport.
 */
export const COLUMN_SIZES = '(min-width: 46rem) 44rem, calc(100vw - 2rem)'

/**
 * `sizes` of a slide of the `grid` design in the page's column: four a row, 12 px apart (the
 * column's 44rem, or the screen less the body's padding).
 */
export const GRID_SIZES = '(min-width: 46rem) 10.4rem, calc(25vw - 1rem)'

/** Every photo, in the library's order. */
export const ALL_PHOTOS = Object.keys(PHOTOS) as PhotoName[]

export interface SlidesOptions {
  /** Render each photo's caption. @default true */
  captions?: boolean
  /** Before each slide id and url, for a second gallery of the same photos on a page (`k-`). @default '' */
  prefix?: string
  /** Click-through links by photo. */
  links?: Partial<Record<PhotoName, string>>
}

/** The slides of a gallery showing `names`. */
export function slides(
  names: readonly PhotoName[],
  { captions = true, prefix = '', links = {} }: SlidesOptions = {},
): SlideData[] {
  return names.map((name) => ({
    id: `${prefix}${name}`,
    url: `${prefix}${SLIDES[name].url}`,
    photo: PHOTOS[name],
    caption: captions ? SLIDES[name].caption : undefined,
    clickThroughUrl: links[name],
  }))
}
