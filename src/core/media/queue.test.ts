import { afterEach, describe, expect, it, vi } from 'vitest'
import { enqueue, MOBILE_QUERY, QUEUE_SIZE } from './queue.ts'

function viewport(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: mobile && query === MOBILE_QUERY }))
}

describe('the image queue', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('runs 16 loads at a time on a desktop', () => {
    viewport(false)
    const done: (() => void)[] = []
    const started: number[] = []
    for (let i = 0; i < 20; i++)
      enqueue((finish) => {
        started.push(i)
        done.push(finish)
      })
    expect(QUEUE_SIZE).toBe(16)
    expect(started).toHaveLength(16)
    done[0]!()
    done[0]!() // finishing twice frees one place, not two
    expect(started).toHaveLength(17)
    for (const finish of done.slice(1)) finish()
    expect(started).toHaveLength(20)
    for (const finish of done.slice(16)) finish()
  })

  it('runs one at a time on mobile', () => {
    viewport(true)
    const done: (() => void)[] = []
    const started: string[] = []
    for (const name of ['a', 'b', 'c'])
      enqueue((finish) => {
        started.push(name)
        done.push(finish)
      })
    expect(started).toEqual(['a'])
    done[0]!()
    expect(started).toEqual(['a', 'b'])
    done[1]!()
    done[2]!()
    expect(started).toEqual(['a', 'b', 'c'])
  })

  it('drops a load that has not started when it is cancelled', () => {
    viewport(true)
    const done: (() => void)[] = []
    const started: string[] = []
    enqueue((finish) => {
      started.push('first')
      done.push(finish)
    })
    const cancel = enqueue(() => started.push('cancelled'))
    enqueue((finish) => {
      started.push('third')
      done.push(finish)
    })
    cancel()
    done[0]!()
    expect(started).toEqual(['first', 'third'])
    done[1]!()
  })
})
