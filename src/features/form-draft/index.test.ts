// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { saveDraft } from '../../core/dom/draft.ts'
import { init } from './index.ts'
import { wanted } from './wanted.ts'

/** A form block as the server renders it (`atoll/server`), before its island mounts. */
const block = (id: string, formId: string, attributes = '') => `
  <div data-block="form" id="${id}" data-block-json='{"formId":"${formId}"}' data-hydrate="interaction" ${attributes}>
    <div><form><input name="email-1" type="email"><input name="trade-1" type="password"></form></div>
  </div>`

const value = (selector: string) => document.querySelector<HTMLInputElement>(selector)!.value

afterEach(() => {
  sessionStorage.clear()
  document.body.innerHTML = ''
})

describe('form draft feature', () => {
  it('is wanted on a page with a form', () => {
    const matches = () => document.querySelector(wanted) !== null
    document.body.innerHTML = block('contact', 'f-1')
    expect(matches()).toBe(true)
    document.body.innerHTML = '<p>No form</p>'
    expect(matches()).toBe(false)
  })

  it("finds the drafts the form island keeps, under the core's key", async () => {
    document.body.innerHTML = block('contact', 'f-1')
    const form = document.querySelector('form')!
    form.querySelector<HTMLInputElement>('[name=email-1]')!.value = 'ada@harbour.shop'
    saveDraft(form, 'f-1')
    document.body.innerHTML = block('contact', 'f-1')
    await init()
    expect(value('#contact [name=email-1]')).toBe('ada@harbour.shop')
  })

  it('changes nothing when the tab holds no draft', async () => {
    document.body.innerHTML = block('contact', 'f-1')
    sessionStorage.setItem('atoll.noredirect', '1')
    await init()
    expect(value('#contact [name=email-1]')).toBe('')
  })

  it("puts each form's draft back into the server's form before its island mounts", async () => {
    document.body.innerHTML = `${block('contact', 'f-1')}${block('newsletter', 'f-2')}`
    sessionStorage.setItem('atoll.form-draft.f-1', '{"email-1":["ada@harbour.shop"],"trade-1":["not kept"]}')
    await init()
    expect(value('#contact [name=email-1]')).toBe('ada@harbour.shop')
    // A password is never restored, even from a draft written by other code.
    expect(value('#contact [name=trade-1]')).toBe('')
    expect(value('#newsletter [name=email-1]')).toBe('')
  })

  it('leaves user content and unreadable settings alone', async () => {
    document.body.innerHTML = `<section data-atoll-ignore>${block('member', 'f-1')}</section>
      <div data-block="form" id="bad" data-block-json="{"><form><input name="email-1"></form></div>`
    sessionStorage.setItem('atoll.form-draft.f-1', '{"email-1":["ada@harbour.shop"]}')
    await init()
    expect(value('#member [name=email-1]')).toBe('')
    expect(value('#bad [name=email-1]')).toBe('')
  })
})
