/** @jsxImportSource hono/jsx */
import { MapBlock } from '../server/components/Blocks.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Map',
  description: 'A map block: the address card first and as the fallback; the Google map over it once its API loads.',
  stylesheets: ['/demo/media.css'],
  context: {
    website: {
      id: 'demo-site',
      identifier: 'atoll-demo',
      baseUrl: 'http://127.0.0.1',
      mapsApiKey: 'ZGVtby1tYXBzLWtleQ==',
    },
  },
  heading: <>Find the bakery</>,
  intro: (
    <>
      <p>
        The map block shows its address card at once. With a maps key in the page context it then loads the Google Maps
        API (once for the page) and puts the map over the card; without the network, as here, the card stays. Clicking
        the marker opens the address in Google Maps.
      </p>
    </>
  ),
  main: () => (
    <>
      <section aria-labelledby="shop-heading">
        <h2 id="shop-heading">The shop</h2>
        <p class="note">Style grayscale (the default), built from the settings.</p>
        <MapBlock
          id="map-shop"
          settings={{
            location: {
              mapLat: 40.7207559,
              mapLng: -74.0007613,
              mapZoom: 14,
              addressTitle: 'Harbour Street Bakery',
              addressLine1: '14 Harbour Street',
              addressLine2: 'New York, NY 10013',
              addressCountry: 'United States',
            },
          }}
        />
      </section>
      <section aria-labelledby="mill-heading">
        <h2 id="mill-heading">The mill</h2>
        <p class="note">Minimal dark style; the template rendered its own card.</p>
        <MapBlock
          id="map-mill"
          settings={{
            location: { mapLat: 40.78, mapLng: -73.97, addressTitle: 'Valley Mill' },
            style: 5,
            showLabels: false,
          }}
          card={
            <>
              <p data-part="title">Valley Mill</p>
              <p>Mill Lane, up the valley road</p>
              <p>
                <a href="https://maps.google.com/maps?q=Valley%20Mill" target="_blank" rel="noopener">
                  Directions
                </a>
              </p>
            </>
          }
        />
      </section>
    </>
  ),
})
