// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepTyped, RENDERED_ATTRIBUTE, renderedKey, serverRendered } from './server-rendered.ts'

describe('a server rendering in the browser', () => {
  it('is hydrated only when its key is the one of what the island would render', () => {
    const block = document.createElement('div')
    block.innerHTML = `<div ${RENDERED_ATTRIBUTE}="${renderedKey(['a', 1])}"><p>server</p></div>`
    expect(serverRendered(block, ['a', 1])).toBe(block.firstElementChild)
    expect(serverRendered(block, ['a', 2])).toBeNull()
    expect(serverRendered(document.createElement('div'), ['a', 1])).toBeNull()
  })
})

describe('a server rendering of other inputs', () => {
  afterEach(() => vi.restoreAllMocks())

  it("is said in one warning naming the block and both keys, when the island's kind is given", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const block = document.createElement('div')
    block.id = 'contact'
    block.dataset.block = 'form'
    block.innerHTML = `<div ${RENDERED_ATTRIBUTE}="${renderedKey(['a', 1])}"></div>`
    expect(serverRendered(block, ['a', 2], 'form')).toBeNull()
    expect(serverRendered(block, ['a', 2], 'form')).toBeNull()
    expect(warn.mock.calls).toEqual([
      [
        `[atoll:form] #contact: the server's rendering (key ${renderedKey(['a', 1])}) is not of this block's settings, page context and version (key ${renderedKey(['a', 2])}): drawn afresh, keeping what the visitor typed`,
      ],
    ])
    // Without a kind (the cart, whose rendering rightly differs once the visitor changed the cart): none.
    const cart = document.createElement('div')
    cart.innerHTML = `<div ${RENDERED_ATTRIBUTE}="${renderedKey(['a', 1])}"></div>`
    expect(serverRendered(cart, ['a', 2])).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('gives what the visitor typed and chose to the same fields of the fresh draw, and only that', () => {
    const form = `<input name="email" value=""><input name="part" value=""><input name="part" value="">
<textarea name="message"></textarea><select name="topic"><option>Sales</option><option>Support</option></select>
<input type="checkbox" name="loaves" value="Rye"><input type="radio" name="reply" value="Email" checked><input type="radio" name="reply" value="Phone">
<input name="website" value="">`
    const server = document.createElement('form')
    server.innerHTML = form
    const drawn = document.createElement('form')
    drawn.innerHTML = form.replace('name="website" value=""', 'name="website" value="https://"')
    const field = <T extends Element>(root: Element, selector: string) => root.querySelector(selector) as unknown as T
    field<HTMLInputElement>(server, '[name=email]').value = 'ada@example.com'
    server.querySelectorAll<HTMLInputElement>('[name=part]')[1]!.value = 'second'
    field<HTMLTextAreaElement>(server, 'textarea').value = 'Two loaves'
    field<HTMLSelectElement>(server, 'select').value = 'Support'
    field<HTMLInputElement>(server, '[value=Rye]').checked = true
    field<HTMLInputElement>(server, '[value=Phone]').checked = true
    const heard: string[] = []
    drawn.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).name))

    keepTyped(server, drawn)

    expect(field<HTMLInputElement>(drawn, '[name=email]').value).toBe('ada@example.com')
    expect([...drawn.querySelectorAll<HTMLInputElement>('[name=part]')].map((input) => input.value)).toEqual([
      '',
      'second',
    ])
    expect(field<HTMLTextAreaElement>(drawn, 'textarea').value).toBe('Two loaves')
    expect(field<HTMLSelectElement>(drawn, 'select').value).toBe('Support')
    expect(field<HTMLInputElement>(drawn, '[value=Rye]').checked).toBe(true)
    expect(field<HTMLInputElement>(drawn, '[value=Phone]').checked).toBe(true)
    expect(field<HTMLInputElement>(drawn, '[value=Email]').checked).toBe(false)
    // Untouched by the visitor: the fresh draw's own value stays.
    expect(field<HTMLInputElement>(drawn, '[name=website]').value).toBe('https://')
    expect(heard.sort()).toEqual(['email', 'loaves', 'message', 'part', 'reply', 'topic'])
  })
})
