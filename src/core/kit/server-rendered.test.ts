// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { RENDERED_ATTRIBUTE, renderedKey, serverRendered } from './server-rendered.ts'

describe('a server rendering in the browser', () => {
  it('is hydrated only when its key is the one of what the island would render', () => {
    const block = document.createElement('div')
    block.innerHTML = `<div ${RENDERED_ATTRIBUTE}="${renderedKey(['a', 1])}"><p>server</p></div>`
    expect(serverRendered(block, ['a', 1])).toBe(block.firstElementChild)
    expect(serverRendered(block, ['a', 2])).toBeNull()
    expect(serverRendered(document.createElement('div'), ['a', 1])).toBeNull()
  })
})
