/**
 * The member access page's pricing toggle: two option buttons flip their pressed state and swap the
 * prices and the join buttons or sections shown (spec section 2). It enhances the server's markup in
 * place, so no renderer is needed. The block has no settings.
 */
import type { IslandHandle } from '../../contract.ts'
import { initialOption, optionOf } from './pricing.ts'

export function mount(element: HTMLElement): IslandHandle {
  const own = (part: string) =>
    [...element.querySelectorAll<HTMLElement>(`[data-part=${part}]`)].filter(
      (node) => node.closest('[data-block]') === element,
    )
  const options = own('option')
  if (options.length !== 2) throw new TypeError('member-pricing: needs exactly two [data-part=option] buttons')
  if (options.some((button) => button.localName !== 'button'))
    throw new TypeError('member-pricing: [data-part=option] must be a button')
  const shown = ['price', 'join'].flatMap((part) =>
    own(part).map((node, position) => ({ node, option: optionOf(node.dataset.option, position) })),
  )
  // Its only cleanup is its listeners: the platform's own controller, not the kit's cleanup store,
  // which would be the larger part of this island's page (docs/core.md, Chunks).
  const listening = new AbortController()

  function choose(option: number): void {
    options.forEach((button, index) => button.setAttribute('aria-pressed', String(index === option)))
    for (const { node, option: belongsTo } of shown) node.hidden = belongsTo !== option
  }
  choose(initialOption(options.map((button) => button.getAttribute('aria-pressed') === 'true')))

  options.forEach((button, index) =>
    button.addEventListener('click', () => choose(index), { signal: listening.signal }),
  )

  return { destroy: () => listening.abort() }
}
