/**
 * What the loader says of a template's mistakes beyond a failure (docs/core.md, "Mistakes the
 * console names"): a `data-hydrate` that names no moment, and the known name an unknown one was
 * probably meant to be. The runtime imports this chunk only when it meets such a mistake, so the
 * runtime every page with blocks loads does not carry it.
 */

/** A block as the loader's messages name it: `#id`, or `<tag>` without an id. */
const blockName = (element: Element) => (element.id ? `#${element.id}` : `<${element.localName}>`)

/**
 * The optimal string alignment distance between `a` and `b`: insertions, deletions, substitutions
 * and swaps of two neighbours, one edit each (`acordion` is 1 from `accordion`, `from` 1 from `form`).
 * Hand-written: a dozen lines, where a library would be the loader's first dependency, which the
 * house keeps at none.
 */
export function editDistance(a: string, b: string): number {
  // rows[i][j]: the distance between the first i characters of a and the first j of b.
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1)
    }
  }
  return rows[a.length]![b.length]!
}

/**
 * The known name closest to `name`, case aside, when it is near enough to be what was meant: at
 * most 2 edits, and at most one edit for every three characters of `name` (so `nav` is not taken for
 * `map`). The first known name wins a tie.
 * @example closest('acordion', ['accordion', 'audio']) // 'accordion'
 */
export function closest(name: string, known: readonly string[]): string | undefined {
  const most = Math.min(2, Math.floor(name.length / 3))
  let best: string | undefined
  let bestDistance = most + 1
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase())
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance]
  }
  return best
}

/** ``did you mean `accordion`?`` after a separator, or nothing when no known name is close. */
export function didYouMean(name: string, known: readonly string[], separator = ': '): string {
  const meant = closest(name, known)
  return meant ? `${separator}did you mean \`${meant}\`?` : ''
}

/**
 * What the error of a block of unknown kind adds: the kind a block may name (an island, Atoll's or
 * the site's, not a page feature) that it was probably meant to be.
 * @example meantKind('acordion', islands, features) // ': did you mean `accordion`?'
 */
export function meantKind(kind: string, islands: object, features: readonly (readonly [string, unknown])[]): string {
  const names = new Set(features.map(([name]) => name))
  return didYouMean(
    kind,
    Object.keys(islands).filter((name) => !names.has(name)),
  )
}

/**
 * The one warning for a block whose `data-hydrate` names no moment of `moments`: it mounts at its
 * kind's default, `fallback`.
 * @example `[atoll:accordion] #faq: data-hydrate="never" is not a moment (load, idle, visible, interaction): mounted at its default, visible`
 */
export function warnMoment(kind: string, element: HTMLElement, fallback: string, moments: object): void {
  const asked = element.dataset.hydrate!
  const names = Object.keys(moments)
  console.warn(
    `[atoll:${kind}] ${blockName(element)}: data-hydrate="${asked}" is not a moment (${names.join(', ')}): mounted at its default, ${fallback}${didYouMean(asked, names, '; ')}`,
  )
}
