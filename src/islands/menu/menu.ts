/** The tab selected when the menu mounts: the one the server marked `aria-selected="true"`, else the first. */
export function initialTab(selected: readonly boolean[]): number {
  return Math.max(0, selected.indexOf(true))
}
