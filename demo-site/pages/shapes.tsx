/** @jsxImportSource hono/jsx */
import { definePage } from '../server/page.ts'
import { atollServer } from '../server/ssr.ts'
import { IslandStyles } from '../server/components/IslandStyles.tsx'

/** The demo's shapes, drawn in a 100 by 100 box that the block's dimension stretches. */
const PATHS: Record<string, string> = {
  circle: 'M50 0a50 50 0 1 0 0.01 0Z',
  star: 'M50 0 61.2 34.5H97.6L68.2 55.9 79.4 90.5 50 69.1 20.6 90.5 31.8 55.9 2.4 34.5H38.8Z',
  diamond: 'M50 0 100 50 50 100 0 50Z',
  triangle: 'M50 0 100 100H0Z',
}

interface ShapeDemo {
  id: string
  name: keyof typeof PATHS
  label: string
  settings: Record<string, unknown>
  note: string
}

const SHAPES: ShapeDemo[] = [
  {
    id: 'shape-compact',
    name: 'circle',
    label: 'Circle',
    settings: { shape: 'circle', dimension: 'compact' },
    note: 'Compact: as tall as it is wide (100). No shadow.',
  },
  {
    id: 'shape-tall',
    name: 'star',
    label: 'Star',
    settings: {
      shape: 'star',
      dimension: 'tall',
      dropShadow: {
        angle: { value: 45, unit: 'deg' },
        distance: { value: 10, unit: 'px' },
        blur: { value: 4, unit: 'px' },
      },
    },
    note: 'Tall (150). Shadow at 45deg, 10px away, 4px blur.',
  },
  {
    id: 'shape-wide',
    name: 'diamond',
    label: 'Diamond',
    settings: {
      shape: 'diamond',
      dimension: 'wide',
      dropShadow: {
        angle: { value: 0.25, unit: 'turn' },
        distance: { value: 0.5, unit: 'em' },
        blur: { value: 0.25, unit: 'em' },
      },
      color: '#1f5c99',
    },
    note: 'Wide (67), blue. Shadow straight down (0.25turn), 0.5em away, 0.25em blur.',
  },
  {
    id: 'shape-triangle',
    name: 'triangle',
    label: 'Triangle',
    settings: {
      shape: 'triangle',
      dimension: 'compact',
      dropShadow: {
        angle: { value: 180, unit: 'deg' },
        distance: { value: 8, unit: 'px' },
        blur: { value: 0, unit: 'px' },
      },
    },
    note: 'Compact. A hard shadow to the left (180deg, 8px, no blur).',
  },
]

/** A shape block as CONTRACT.md section 11 has a template render it, with the dimension its stylesheet reads. */
async function ShapeItem({ id, name, label, settings, note }: ShapeDemo) {
  const { shapeAttributes } = await atollServer()
  return (
    <li>
      <div data-block="shape" id={id} data-block-json={JSON.stringify(settings)} {...shapeAttributes(settings)}>
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" fill="currentColor" role="img" aria-label={label}>
          <path d={PATHS[name]} />
        </svg>
      </div>
      <p>{note}</p>
    </li>
  )
}

export const page = definePage({
  title: 'Shapes',
  description:
    'Shape blocks: the dimension table (compact, tall, wide) as a box from the first paint, and the drop shadow from an angle, a distance and a blur.',
  stylesheets: ['/demo/designs.css'],
  heading: 'Shapes',
  intro: (
    <p>
      Each shape is an inline SVG in a <code>data-block="shape"</code>. The server renders its dimension as{' '}
      <code>data-dimension</code> and links the shape stylesheet, so the box is the table's from the first paint; the
      island adds the drop shadow, a CSS filter that moves nothing.
    </p>
  ),
  main: () => (
    <section aria-labelledby="shapes-heading">
      <IslandStyles name="shape" />
      <h2 id="shapes-heading">Dimensions and shadows</h2>
      <ul class="shape-row">
        {SHAPES.map((shape) => (
          <ShapeItem {...shape} />
        ))}
      </ul>
    </section>
  ),
})
