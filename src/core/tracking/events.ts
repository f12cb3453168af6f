/**
 * The one route from an island to the analytics: an island dispatches an event of the contract's
 * catalogue (`AnalyticsEventName`) with `emit`, on `document` where the page's own code may listen
 * too, and the tracking feature turns it into its census call, event or trace. No island calls an
 * analytics server itself.
 *
 * An island may mount before the tracking feature has loaded (a button in view at once; the feature
 * starts after the first scan, in a chunk of its own): what it emits until then is held here, and
 * the feature takes it as it starts, so a render is counted however the two chunks arrive. Held
 * events are only kept in memory: the feature still sends each through the consent gate.
 */
import type { AnalyticsEventName, AtollEventMap } from '../../contract.ts'

/** At most this many events are held: a page without the tracking feature (analytics off) keeps no more. */
export const HELD_EVENTS_MAX = 100

/** The events emitted while no tracking feature listens; undefined while one does. */
let held: CustomEvent[] | undefined = []

/**
 * Dispatches `name` with `detail` on `document`, and holds it for a tracking feature still to come.
 * @example emit('atoll:quick-view', { itemId: 'item-1001' })
 */
export function emit<Name extends AnalyticsEventName>(name: Name, detail: AtollEventMap[Name]['detail']): void {
  const event = new CustomEvent(name, { detail })
  if (held && held.length < HELD_EVENTS_MAX) held.push(event)
  document.dispatchEvent(event)
}

/**
 * For the tracking feature, as it starts listening: the events emitted before, once; nothing is
 * held after this call until `holdEvents()`.
 */
export function takeEvents(): CustomEvent[] {
  const taken = held ?? []
  held = undefined
  return taken
}

/** For the tracking feature, when it is destroyed: events are held again for the next one. */
export function holdEvents(): void {
  held ??= []
}
