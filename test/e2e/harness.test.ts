import { describe, expect, it } from 'vitest'
import { unmatched, usePages } from './harness.ts'

describe('the browser-test harness', () => {
  const pages = usePages()

  it('finds a console error, a page error and a policy violation the test did not declare', async () => {
    const probe = await pages.open('/accordion')
    await probe.page.evaluate(() => {
      console.error('The oven is cold')
      setTimeout(() => {
        throw new TypeError('The bread is burnt')
      })
      const script = document.createElement('script')
      script.textContent = 'document.title = "inline"'
      document.body.append(script)
    })
    await expect.poll(() => probe.pageErrors).toEqual(['TypeError: The bread is burnt'])
    const found = await probe.unexpected()
    expect(found).toContain('unexpected console error: The oven is cold')
    expect(found).toContain('unexpected page error: TypeError: The bread is burnt')
    expect(found.filter((problem) => problem.startsWith('unexpected policy violation: '))).not.toEqual([])
    expect(await probe.page.title()).not.toBe('inline')

    probe.expectConsoleError('The oven is cold')
    probe.expectPageError(/burnt/)
    probe.expectCspViolation(/script-src/)
    expect(await probe.unexpected()).toEqual([])
  })

  it('holds a declared error to the text and count the test gave', () => {
    expect(unmatched('console error', ['a', 'a', 'b'], [{ pattern: 'a', times: 2 }, { pattern: /^b$/ }])).toEqual([])
    expect(unmatched('console error', ['a'], [{ pattern: 'a', times: 2 }, { pattern: 'c' }])).toEqual([
      'expected console error a 2 time(s), saw 1',
      'expected console error c at least 1 time(s), saw 0',
    ])
    expect(unmatched('console error', [], [{ pattern: /^Failed to load resource: /, times: 'any' }])).toEqual([])
    expect(unmatched('page error', ['TypeError: x'], [{ pattern: 'x' }])).toEqual([
      'unexpected page error: TypeError: x',
      'expected page error x at least 1 time(s), saw 0',
    ])
  })
})
