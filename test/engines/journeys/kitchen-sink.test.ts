import { describe, expect, it } from 'vitest'
import { useJourneys } from '../journey.ts'
import type { Visit } from '../visit.ts'

/**
 * Brings every block and animated section into view, a frame each, so that each island's moment comes,
 * then waits for the entrances to end (a block caught fading in is one whose text axe cannot read).
 */
async function visitEveryBlock(visit: Visit): Promise<void> {
  await visit.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (const block of document.querySelectorAll('[data-block], [data-animation]')) {
      block.scrollIntoView({ block: 'center' })
      await frame()
    }
    window.scrollTo(0, 0)
  })
  await visit.waitFor(() =>
    [...document.querySelectorAll('[data-animation]')].every((element) =>
      element.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running'),
    ),
  )
}

/** Each block's id and state, in page order. */
const states = (visit: Visit) =>
  visit.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-block]')]
      .filter((block) => !block.closest('[data-atoll-ignore]'))
      .map((block) => `${block.id || block.dataset.block}: ${block.dataset.islandState ?? 'none'}`),
  )

describe('the kitchen sink', () => {
  const journeys = useJourneys()

  it('leaves the server markup after Atoll.destroy(), and mounts every island again on Atoll.scan()', async () => {
    const visit = await journeys.open('/kitchen-sink')
    await visitEveryBlock(visit)
    // Every island mounted but the kinds that wait for the visitor's first touch (forms, the search preview).
    await visit.waitFor(() =>
      [...document.querySelectorAll<HTMLElement>('[data-block]')]
        .filter(
          (block) =>
            !block.closest('[data-atoll-ignore]') && !['form', 'search-preview'].includes(block.dataset.block ?? ''),
        )
        .every((block) => block.dataset.islandState === 'mounted'),
    )
    const mounted = await states(visit)
    expect(mounted.filter((state) => state.endsWith(': mounted')).length).toBeGreaterThan(20)
    expect(mounted.filter((state) => state.endsWith(': failed'))).toEqual([])

    // What the server sent, block by block, beside what the page holds once Atoll is gone.
    const left = await visit.evaluate(async () => {
      const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html')
      ;(window as unknown as { Atoll: { destroy(): void } }).Atoll.destroy()
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
      const differs = [...served.querySelectorAll<HTMLElement>('[data-block][id]')]
        // Equal nodes: the same attributes (in any order), children and text.
        .filter((block) => !document.getElementById(block.id)?.isEqualNode(block))
        .map((block) => block.id)
      const added = [...document.body.children]
        .filter(
          (child) =>
            !served.body.querySelector(`:scope > ${child.localName}${child.id ? `#${CSS.escape(child.id)}` : ''}`),
        )
        .map((child) => child.outerHTML.slice(0, 80))
      return { differs, added, states: document.querySelectorAll('[data-island-state]').length }
    })
    expect(left).toEqual({ differs: [], added: [], states: 0 })

    await visit.evaluate(() => (window as unknown as { Atoll: { scan(): Promise<unknown> } }).Atoll.scan())
    await visitEveryBlock(visit)
    await visit.waitFor(
      (count: number) => document.querySelectorAll('[data-island-state=mounted]').length === count,
      mounted.filter((state) => state.endsWith(': mounted')).length,
    )
    expect(await states(visit)).toEqual(mounted)
  })
})
