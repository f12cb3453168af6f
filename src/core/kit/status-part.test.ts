// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { createCleanup } from './cleanup.ts'
import { statusPart } from './status-part.ts'

const block = (html: string) => {
  document.body.innerHTML = `<div data-block="likes">${html}</div>`
  return document.body.firstElementChild as HTMLElement
}

describe('statusPart', () => {
  it("gives the template's own message area, and leaves it on clear", () => {
    const element = block('<button>Like</button><p data-part="status" role="status" class="own"></p>')
    const cleanup = createCleanup()
    const status = statusPart(element, cleanup, { role: 'alert', className: 'atoll-likes-status' })
    expect(status.className).toBe('own')
    expect(status.getAttribute('role')).toBe('status')
    cleanup.clear()
    expect(element.querySelector('[data-part=status]')).toBe(status)
  })

  it('adds a polite status at the end of a block that has none, and takes it away on clear', () => {
    const element = block('<button>Like</button>')
    const cleanup = createCleanup()
    const status = statusPart(element, cleanup, { role: 'status', className: 'atoll-likes-status' })
    expect(element.lastElementChild).toBe(status)
    expect(status.outerHTML).toBe('<p role="status" data-part="status" class="atoll-likes-status"></p>')
    cleanup.clear()
    expect(element.innerHTML).toBe('<button>Like</button>')
  })

  it('adds an alert at the start with first, above the form it speaks of', () => {
    const element = block('<form data-part="form"></form>')
    const cleanup = createCleanup()
    const status = statusPart(element, cleanup, {
      role: 'alert',
      className: 'atoll-member-sign-in-status',
      first: true,
    })
    expect(element.firstElementChild).toBe(status)
    expect(status.getAttribute('role')).toBe('alert')
    expect(status.className).toBe('atoll-member-sign-in-status')
    cleanup.clear()
    expect(element.innerHTML).toBe('<form data-part="form"></form>')
  })
})
