/**
 * The WebKit journeys' one failure that runs a test again: the engine's page crashing or hanging
 * (test/engines/engines.ts, ENGINE_CRASH). Everything else a WebKit ask fails with fails the journey.
 */
import { describe, expect, it } from 'vitest'
import { ENGINE_CRASH } from '../engines/engines.ts'
import { crashAware, type WebDriverClient } from '../engines/visit.ts'

/** A client whose script asks answer in turn from `answers`: a value, or an error to reject with. */
function client(answers: (unknown | Error)[]): WebDriverClient {
  const next = async () => {
    const answer = answers.shift()
    if (answer instanceof Error) throw answer
    return answer
  }
  return {
    navigateTo: next,
    refresh: next,
    back: next,
    executeScript: next,
    executeAsyncScript: next,
    elementClick: next,
    performActions: next,
    releaseActions: next,
    setWindowRect: next,
    deleteSession: next,
  }
}

describe('a WebKit page that crashed', () => {
  it('names the crash for the ask that meets it and for every later one, which the driver refuses as an unknown session', async () => {
    const session = crashAware(
      client([
        { value: 1 },
        new Error('WebDriverError: session deleted because of page crash or hang. when running "execute/async"'),
        new Error('WebDriverError: invalid session id when running "execute/async"'),
      ]),
    )
    expect(await session.executeAsyncScript('', [])).toEqual({ value: 1 })
    const crash = `${ENGINE_CRASH} (WebDriverError: session deleted because of page crash or hang. when running "execute/async")`
    await expect(session.executeAsyncScript('', [])).rejects.toThrow(crash)
    await expect(session.navigateTo('/')).rejects.toThrow(crash)
  })

  it('passes any other failure on as it is, so that the journey fails and is not run again', async () => {
    const session = crashAware(client([new Error('WebDriverError: no such element'), 'answered']))
    await expect(session.elementClick('id')).rejects.toThrow(/^WebDriverError: no such element$/)
    expect(await session.executeScript('', [])).toBe('answered')
  })
})
