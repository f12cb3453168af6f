/**
 * The map island (CONTRACT.md section 3, `map`; spec: map widget, map loader). The address card
 * comes first, from the template or built from the settings, and stays as the fallback; the Google
 * map goes over it once its API has loaded (never without a key in the page context). The card and
 * the map's container are a few DOM nodes, so the island needs no renderer.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { adoptStyles } from '../../core/dom/styles.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { addressText, decodeKey, mapOptions, normalizeOptions, searchUrl } from './map.ts'
import css from './map.css?inline'
import { loadMapsApi } from './maps-api.ts'
import messages from 'virtual:atoll-messages'

export async function mount(element: HTMLElement, { settings, page }: IslandContext): Promise<IslandHandle> {
  const options = normalizeOptions(settings)
  const { location } = options
  const cleanup = createCleanup()
  const destroyed = cleanup.signal()
  adoptStyles(css)
  await loadMessages(messages, page.locale)

  if (!element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby')) {
    element.setAttribute('aria-label', addressText(location) || t('media.map'))
  }
  if (!element.hasAttribute('role')) element.setAttribute('role', 'region')
  // The card: the template's, else one from the settings.
  if (!element.children.length) element.appendChild(card())
  element.dataset.mapState = 'card'

  const key = decodeKey(page.website?.mapsApiKey)
  if (!key) return { destroy: cleanup.clear }

  element.dataset.mapState = 'loading'
  const [api, release] = loadMapsApi(key, page.locale)
  cleanup.add(release)
  api.then(
    (maps) => {
      if (destroyed.aborted) return
      const canvas = element.appendChild(document.createElement('div'))
      canvas.dataset.part = 'canvas'
      const map = new maps.Map(canvas, mapOptions(options))
      const marker = new maps.Marker({
        map,
        position: { lat: location.markerLat, lng: location.markerLng },
        draggable: options.markerDraggable,
        title: addressText(location) || undefined,
      })
      // spec: a marker click opens the external maps search in a new window
      const click = options.linkOnClick
        ? marker.addListener('click', () => window.open(searchUrl(location), '_blank', 'noopener'))
        : undefined
      cleanup.add(() => {
        click?.remove()
        marker.setMap(null)
        maps.event?.clearInstanceListeners(map)
      })
      // The card and whatever else the template put in the block: covered by the map, still read.
      const covered = [...element.children].filter((child) => child !== canvas)
      for (const child of covered) child.classList.add('atoll-visually-hidden')
      cleanup.add(() => {
        for (const child of covered) child.classList.remove('atoll-visually-hidden')
      })
      element.dataset.mapState = 'map'
    },
    (error: Error) => {
      if (destroyed.aborted) return
      // The card stays: it is the map's fallback.
      element.dataset.mapState = 'failed'
      blockLogger('map', element).warn(`${error.message}; showing the address instead.`)
      document.dispatchEvent(new CustomEvent('atoll:map-error', { detail: { id: element.id || null, error } }))
    },
  )

  return { destroy: cleanup.clear }

  function card(): HTMLElement {
    const box = document.createElement('div')
    box.dataset.part = 'card'
    const lines = [location.addressTitle, location.addressLine1, location.addressLine2, location.addressCountry]
    lines.forEach((line, i) => {
      if (!line) return
      const p = box.appendChild(document.createElement('p'))
      p.textContent = line
      if (i === 0) p.dataset.part = 'title'
    })
    const link = box.appendChild(document.createElement('a'))
    link.href = searchUrl(location)
    link.target = '_blank'
    link.rel = 'noopener'
    link.textContent = t('media.openMap')
    return box
  }
}
