export const COLUMN_LAYOUT_MAX_PX = 750 // spec: Tock column layout at 750px

/** The element id the provider's script renders its widget into. */
export const CONTAINER_ID = 'Tock_widget_container'

export type Layout = 'column' | 'row'

/** The widget's layout for a block `width` px wide: a column at 750 px or less (spec), else a row. */
export function layoutFor(width: number): Layout {
  return width <= COLUMN_LAYOUT_MAX_PX ? 'column' : 'row'
}

/** The provider's command queue, as its embed snippet defines it: calls wait until the script is there. */
export interface TockQueue {
  (...args: unknown[]): void
  callMethod?: (...args: unknown[]) => void
  queue: unknown[][]
  push: TockQueue
  loaded: boolean
  version: string
}

/**
 * `window.tock`, created the way the provider's snippet does when it is not there yet: commands are
 * queued until the script arrives and takes them over.
 * @returns the queue, and whether this call created it.
 */
export function tockQueue(target: { tock?: TockQueue; _tock?: TockQueue }): { tock: TockQueue; created: boolean } {
  if (target.tock) return { tock: target.tock, created: false }
  const tock = ((...args: unknown[]) => {
    if (tock.callMethod) tock.callMethod(...args)
    else tock.queue.push(args)
  }) as TockQueue
  tock.queue = []
  tock.push = tock
  tock.loaded = true
  tock.version = '1.0'
  target.tock = tock
  target._tock ??= tock
  return { tock, created: true }
}
