// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { inTask, preload } from './preload.ts'
import { countTasks } from '../../test/tasks.ts'

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
    new URL(link.href).pathname.replace(/^.*\//, ''),
  )

/** What was evaluated, each with the task it ran in (test/tasks.ts). */
function recorder() {
  const tasks = countTasks()
  const log: [file: string, task: number][] = []
  return {
    log,
    stop: tasks.stop,
    evaluate: async (file: string) => {
      log.push([file, tasks.now()])
      if (file.startsWith('broken')) throw new Error('network')
    },
  }
}

describe('preload', () => {
  it('adds one modulepreload link per shared chunk, each chunk once across islands, each in a task of its own', async () => {
    // Each timer's callback is numbered as it runs: the links added in the microtasks after it (and
    // the observer that hears them) belong to that task.
    let task = 0
    const timeout = globalThis.setTimeout
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) =>
      timeout(() => {
        task++
        run()
      }, ms)) as typeof setTimeout)
    const heard: [links: number, task: number][] = []
    new MutationObserver((records) => heard.push([records.length, task])).observe(document.head, {
      childList: true,
    })
    const evaluate = async () => {}
    const first = preload('core-1a2b,renderer-3c4d', evaluate)
    const second = preload('renderer-3c4d,media-5e6f,', evaluate)
    await preload(undefined, evaluate)
    expect(links()).toEqual([])
    await first
    expect(links().slice(0, 2)).toEqual(['core-1a2b.js', 'renderer-3c4d.js'])
    await second
    vi.mocked(globalThis.setTimeout).mockRestore()
    expect(heard.map(([links]) => links)).toEqual([1, 1, 1])
    expect(new Set(heard.map(([, task]) => task)).size).toBe(3)
    expect(links()).toEqual(['core-1a2b.js', 'renderer-3c4d.js', 'media-5e6f.js'])
  })

  it('evaluates each chunk once, in its order, each in a task of its own, after the links; a failure does not stop the rest', async () => {
    const { log, evaluate, stop } = recorder()
    const first = preload('log-1,broken-2,data-3', evaluate)
    const second = preload('data-3,ui-4', evaluate)
    await Promise.all([first, second])
    stop()
    expect(log.map(([file]) => file)).toEqual(['log-1', 'broken-2', 'data-3', 'ui-4'])
    const tasks = log.map(([, task]) => task)
    expect(new Set(tasks).size).toBe(4)
    expect(links()).toEqual(expect.arrayContaining(['log-1.js', 'broken-2.js', 'data-3.js', 'ui-4.js']))
  })
})

describe('inTask', () => {
  it("runs in a timeout whose callback is the chunk's own function, which long-animation-frame entries name", async () => {
    const timeout = vi.spyOn(globalThis, 'setTimeout')
    expect(await inTask(() => 'ran')).toBe('ran')
    const [callback] = timeout.mock.calls[0] ?? []
    // A native callback (the promise's resolve) has no script: the browser leaves such a task unnamed.
    expect(Function.prototype.toString.call(callback)).not.toContain('[native code]')
  })
})
