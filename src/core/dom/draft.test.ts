// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { clearDraft, DRAFT_PREFIX, loadDraft, restoreDraft, saveDraft } from './draft.ts'

const FORM = `
  <form>
    <input name="atoll:formId" type="hidden" value="f-1">
    <input name="name.First" value="">
    <input name="email" type="email" value="">
    <input name="trade" type="password" value="">
    <input name="card" autocomplete="cc-number" value="">
    <input name="code" autocomplete="one-time-code" value="">
    <textarea name="message"></textarea>
    <select name="topic"><option value="">Choose</option><option>Sales</option><option>Support</option></select>
    <input type="radio" name="reply" value="Email"><input type="radio" name="reply" value="Phone">
    <input type="checkbox" name="loaves" value="Rye"><input type="checkbox" name="loaves" value="Spelt"><input type="checkbox" name="loaves" value="Wheat">
    <button type="submit">Send</button>
  </form>`

const form = () => document.querySelector('form')!
const control = <T extends Element = HTMLInputElement>(name: string, value?: string) =>
  document.querySelector<T>(`[name="${name}"]${value ? `[value="${value}"]` : ''}`)!

function fill() {
  control('name.First').value = 'Ada'
  control('email').value = 'ada@harbour.shop'
  control('trade').value = 'rye and spelt'
  control('card').value = '4242424242424242'
  control('code').value = '123456'
  control<HTMLTextAreaElement>('message').value = 'A cake for 40'
  control<HTMLSelectElement>('topic').value = 'Support'
  control('reply', 'Phone').checked = true
  control('loaves', 'Rye').checked = true
  control('loaves', 'Wheat').checked = true
}

afterEach(() => {
  sessionStorage.clear()
  document.body.innerHTML = ''
})

describe('a form draft', () => {
  it('keeps what was typed in session storage under the form id, never a password, card number or one-time code', () => {
    document.body.innerHTML = FORM
    fill()
    saveDraft(form(), 'f-1')
    const stored = sessionStorage.getItem(`${DRAFT_PREFIX}f-1`)!
    expect(JSON.parse(stored)).toEqual({
      'name.First': ['Ada'],
      email: ['ada@harbour.shop'],
      message: ['A cake for 40'],
      topic: ['Support'],
      reply: ['Phone'],
      loaves: ['Rye', 'Wheat'],
    })
    for (const secret of ['rye and spelt', '4242424242424242', '123456']) expect(stored).not.toContain(secret)
  })

  it('puts the draft back into the fields of the next load, the password left empty', () => {
    document.body.innerHTML = FORM
    fill()
    saveDraft(form(), 'f-1')
    document.body.innerHTML = FORM
    expect(restoreDraft(form(), 'f-1')).toBe(true)
    expect(control('name.First').value).toBe('Ada')
    expect(control('email').value).toBe('ada@harbour.shop')
    expect(control<HTMLTextAreaElement>('message').value).toBe('A cake for 40')
    expect(control<HTMLSelectElement>('topic').value).toBe('Support')
    expect(control('reply', 'Phone').checked).toBe(true)
    expect([...document.querySelectorAll<HTMLInputElement>('[name=loaves]')].map((box) => box.checked)).toEqual([
      true,
      false,
      true,
    ])
    expect(control('trade').value).toBe('')
    expect(control('card').value).toBe('')
  })

  it('never overwrites what the visitor typed or chose before it came back', () => {
    document.body.innerHTML = FORM
    fill()
    saveDraft(form(), 'f-1')
    document.body.innerHTML = FORM
    control('email').value = 'new@harbour.shop'
    control('reply', 'Email').checked = true
    restoreDraft(form(), 'f-1')
    expect(control('email').value).toBe('new@harbour.shop')
    expect(control('reply', 'Email').checked).toBe(true)
    expect(control('reply', 'Phone').checked).toBe(false)
    expect(control('name.First').value).toBe('Ada')
  })

  it('is one per form id, gone once cleared, and none for a form left empty', () => {
    document.body.innerHTML = FORM
    fill()
    saveDraft(form(), 'f-1')
    expect(loadDraft('f-2')).toBeUndefined()
    document.body.innerHTML = FORM
    expect(restoreDraft(form(), 'f-2')).toBe(false)
    expect(control('email').value).toBe('')
    clearDraft('f-1')
    expect(loadDraft('f-1')).toBeUndefined()
    saveDraft(form(), 'f-1')
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}f-1`)).toBeNull()
  })

  it('reads a draft it cannot use as none', () => {
    sessionStorage.setItem(`${DRAFT_PREFIX}f-1`, '<html>')
    expect(loadDraft('f-1')).toBeUndefined()
    sessionStorage.setItem(`${DRAFT_PREFIX}f-1`, '{"email":"not a list","topic":["Sales"]}')
    expect(loadDraft('f-1')).toEqual({ topic: ['Sales'] })
  })
})
