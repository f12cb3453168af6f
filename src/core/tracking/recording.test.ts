// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { PageContext } from '../../contract.ts'
import { mayRecordVisit } from './recording.ts'

const happyDOM = (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM
const visitor: PageContext = { locale: 'en-US', pageType: 2 }
const owner: PageContext = { ...visitor, authenticatedAccount: { id: 'acc-1' }, websiteRoles: { admin: true } }
const viewer: PageContext = { ...visitor, authenticatedAccount: { id: 'acc-2' }, websiteRoles: { viewer: true } }

describe('visitor analytics recording', () => {
  afterEach(() => happyDOM.setURL('http://localhost:3000/'))

  it('records visitors who are not signed in, on ordinary pages', () => {
    expect(mayRecordVisit(visitor, '/')).toBe(true)
    expect(mayRecordVisit({ ...visitor, pageType: 50 }, '/blog/post')).toBe(true)
  })

  it('never records not-found, lock-screen or access-denied pages', () => {
    expect([100, 103, 106].map((pageType) => mayRecordVisit({ ...visitor, pageType }, '/x'))).toEqual([
      false,
      false,
      false,
    ])
  })

  it('never records /search, nor with the global switch off', () => {
    expect(mayRecordVisit(visitor, '/search')).toBe(false)
    expect(mayRecordVisit(visitor, '/search/')).toBe(false)
    expect(mayRecordVisit(visitor, '/searching-for-bread')).toBe(true)
    expect(mayRecordVisit({ ...visitor, analyticsDisabled: true }, '/')).toBe(false)
  })

  it('records a signed-in user only when viewer is their one role, outside /config', () => {
    expect(mayRecordVisit(owner, '/')).toBe(false)
    expect(mayRecordVisit({ ...viewer, websiteRoles: { viewer: true, editor: true } }, '/')).toBe(false)
    expect(mayRecordVisit({ ...viewer, websiteRoles: { viewer: true, editor: false } }, '/')).toBe(true)
    expect(mayRecordVisit({ ...viewer, websiteRoles: undefined }, '/')).toBe(false)
    expect(mayRecordVisit(viewer, '/')).toBe(true)
    happyDOM.setURL('http://localhost:3000/config/pages')
    expect(mayRecordVisit(viewer, '/')).toBe(false)
  })
})
