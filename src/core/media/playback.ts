/**
 * One audio or video plays at a time on the page (spec: only one video plays; the audio player
 * follows the same rule). Each player says when it starts; the one playing before is stopped. The
 * media chunk is one module instance per page, so every island shares this.
 */

/** A player that can be stopped: paused, or put back to its poster. */
export interface Playback {
  stop(): void
}

let current: Playback | undefined

/** `player` starts playing: the one playing before, if another, stops. */
export function startPlayback(player: Playback): void {
  if (current !== player) current?.stop()
  current = player
}

/** `player` stopped by itself (paused, ended, destroyed): nothing plays now, if it was the one. */
export function endPlayback(player: Playback): void {
  if (current === player) current = undefined
}
