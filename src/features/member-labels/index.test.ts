// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { init } from './index.ts'
import { wanted } from './wanted.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

/** What a pointer shows and what a screen reader reads after the link's name. */
const labels = (link: Element) => [
  link.getAttribute('title'),
  (link.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | '),
]

describe('member labels feature', () => {
  it('is wanted on pages with marked links only', () => {
    document.body.innerHTML = '<a href="/a" data-access="locked">A</a>'
    expect(document.querySelector(wanted)).not.toBeNull()
  })

  it("gives locked and members-only links the spec's labels as title and description, and puts them back", async () => {
    document.body.innerHTML = `<nav>
      <a id="vault" href="/vault" data-access="locked">Vault</a>
      <a id="club" href="/club" data-access="members" title="Club" aria-describedby="note">Club</a>
      <a id="open" href="/open">Open</a><span id="note">New</span></nav>`
    const handle = await init({ locale: 'en-US' })
    const link = (id: string) => document.getElementById(id)!
    expect(labels(link('vault'))).toEqual(['This page is locked', 'This page is locked'])
    expect(labels(link('club'))).toEqual(['Club', 'New | This page available only site members'])
    expect(link('open').hasAttribute('aria-describedby')).toBe(false)
    document.querySelector('nav')!.insertAdjacentHTML('beforeend', '<a id="late" href="/l" data-access="members">L</a>')
    await vi.waitFor(() => expect(labels(link('late'))[0]).toBe('This page available only site members'))
    handle.destroy()
    expect(labels(link('vault'))).toEqual([null, ''])
    expect(labels(link('club'))).toEqual(['Club', 'New'])
    expect(document.getElementById('atoll-access-locked')).toBeNull()
  })
})
