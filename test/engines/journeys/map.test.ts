import { describe, expect, it } from 'vitest'
import { useJourneys } from '../journey.ts'

describe('map', () => {
  const journeys = useJourneys()

  it.each(['desktop', 'phone'] as const)(
    "draws each map over its address card from the provider's script, the card still read out (%s)",
    async (viewport) => {
      const visit = await journeys.open('/map', { viewport })
      // The maps script comes from the provider (faked at the network layer for every engine).
      await visit.evaluate(() => document.getElementById('map-mill')?.scrollIntoView({ block: 'center' }))
      await visit.waitFor(() =>
        ['map-shop', 'map-mill'].every((id) => document.getElementById(id)?.dataset.mapState === 'map'),
      )
      const drawn = await visit.evaluate(() =>
        (window as unknown as { __maps: { maps: { id: string }[] } }).__maps.maps.map(({ id }) => id).sort(),
      )
      expect(drawn).toEqual(['map-mill', 'map-shop'])
      expect(await visit.attribute({ css: '#map-shop' }, 'aria-label')).toBe(
        'Harbour Street Bakery, 14 Harbour Street, New York, NY 10013, United States',
      )
      expect(await visit.has({ role: 'link', name: 'Open in Google Maps', within: '#map-shop' })).toBe(true)
    },
  )
})
