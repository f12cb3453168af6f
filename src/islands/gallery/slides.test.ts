// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { buildStage, findSlides } from './slides.ts'
import { galleryHtml } from './testing.ts'

afterEach(() => document.body.replaceChildren())

/** The gallery's slides already in stage > viewport > track, as a template renders a moving design. */
function renderedStage(): HTMLElement {
  document.body.innerHTML = galleryHtml('g', 3)
  const element = document.getElementById('g')!
  buildStage(element, findSlides(element), 'slide')
  return element
}

describe('buildStage', () => {
  it('wraps the slides of a moving design in stage, viewport and track', () => {
    document.body.innerHTML = galleryHtml('g', 3)
    const element = document.getElementById('g')!
    const slides = findSlides(element)
    const { stage, viewport, track } = buildStage(element, slides, 'slide')
    expect(stage.parentElement).toBe(element)
    expect(viewport.parentElement).toBe(stage)
    expect(track.parentElement).toBe(viewport)
    expect([...track.children]).toEqual(slides.map((slide) => slide.element))
  })

  it("takes the template's own stage as it is, moving no slide", () => {
    const element = renderedStage()
    const images = [...element.querySelectorAll('img')]
    const changes = new MutationObserver(() => {})
    changes.observe(element, { childList: true, subtree: true })
    const slides = findSlides(element)
    const { stage, viewport, track } = buildStage(element, slides, 'slide')
    expect(stage).toBe(element.querySelector('[data-part=stage]'))
    expect(viewport).toBe(element.querySelector('[data-part=viewport]'))
    expect(track).toBe(element.querySelector('[data-part=track]'))
    expect(element.querySelectorAll('[data-part=stage]')).toHaveLength(1)
    expect([...element.querySelectorAll('img')]).toEqual(images)
    // Nothing was added or removed anywhere in the block.
    expect(changes.takeRecords()).toEqual([])
  })

  it('puts a slide the template left outside its track into it, in order', () => {
    const element = renderedStage()
    element.insertAdjacentHTML(
      'beforeend',
      '<div data-part="slide" data-type="image"><div data-part="media"><img data-src="/m/9.jpg" alt=""></div></div>',
    )
    const slides = findSlides(element)
    const { track } = buildStage(element, slides, 'slide')
    expect([...track.children]).toEqual(slides.map((slide) => slide.element))
    expect(track.children).toHaveLength(4)
    expect(element.querySelectorAll('[data-part=track]')).toHaveLength(1)
  })

  it('leaves the slides in the block for a design that does not move', () => {
    document.body.innerHTML = galleryHtml('g', 2)
    const element = document.getElementById('g')!
    expect(buildStage(element, findSlides(element), 'none')).toEqual({
      stage: element,
      viewport: element,
      track: element,
    })
  })
})
