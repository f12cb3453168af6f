// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/page"}
import { describe, expect, it, vi } from 'vitest'
import { blockLogger } from './log.ts'

describe('blockLogger', () => {
  it('names the block by kind and id, or by its tag', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const block = document.createElement('section')
    const failure = new Error('404')
    blockLogger('map', block).error('the script did not load', failure)
    block.id = 'where'
    blockLogger('map', block).error('no key')
    blockLogger('session').error('no bridge')
    expect(errors.mock.calls).toEqual([
      ['[atoll:map] <section>: the script did not load', failure],
      ['[atoll:map] #where: no key'],
      ['[atoll:session] no bridge'],
    ])
    errors.mockRestore()
  })
})
