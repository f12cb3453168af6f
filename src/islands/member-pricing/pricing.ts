/**
 * The option (0 for the left button, 1 for the right) a price or join element belongs to: its
 * `data-option` when set, else its place among its kind, in pairs (the first, third... belong to the
 * left option; the second, fourth... to the right one).
 * @example optionOf(undefined, 3) // 1
 */
export function optionOf(declared: string | undefined, position: number): number {
  if (declared === undefined) return position % 2
  const option = Number(declared)
  if (option !== 0 && option !== 1)
    throw new TypeError(`member-pricing: data-option must be 0 or 1, not ${JSON.stringify(declared)}`)
  return option
}

/** The option pressed when the block mounts: the one the server marked `aria-pressed="true"`, else the left one. */
export function initialOption(pressed: readonly boolean[]): number {
  return pressed[1] === true && pressed[0] !== true ? 1 : 0
}
