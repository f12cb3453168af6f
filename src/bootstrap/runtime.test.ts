// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FeatureEntry, IslandEntry } from './registry.ts'
import { createRuntime, LEAVING_MS, RETRY_DELAY_MS, type Runtime } from './runtime.ts'
import { countTasks } from '../../test/tasks.ts'
import type { IslandModule } from '../contract.ts'

/** A test island that marks its block and records its teardown. */
function markingIsland(log: string[]): IslandModule {
  return {
    mount(element, { kind, settings }) {
      element.classList.add('enhanced')
      element.insertAdjacentHTML('beforeend', '<span class="island-made">made</span>')
      log.push(`mount ${kind} ${JSON.stringify(settings)}`)
      return { destroy: () => log.push(`destroy ${kind}`) }
    },
  }
}

const page = { locale: 'en-US' }

describe('the runtime', () => {
  let runtime: Runtime
  let log: string[]
  let errors: ReturnType<typeof vi.spyOn>

  beforeEach(() => {
    log = []
    errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    runtime?.destroy()
    document.body.innerHTML = ''
  })

  function start(islands: Record<string, IslandEntry>, features: FeatureEntry[] = []): Promise<unknown> {
    runtime = createRuntime({ page, islands, features })
    return runtime.scan()
  }

  it('mounts each block with its settings and marks it mounted', async () => {
    document.body.innerHTML = `<div id="a" data-block="demo" data-block-json='{"n":1}'></div><div id="b" data-block="demo"></div>`
    await start({ demo: [async () => markingIsland(log), 'load'] })
    expect(log).toEqual(['mount demo {"n":1}', 'mount demo {}'])
    expect(document.getElementById('a')?.dataset.islandState).toBe('mounted')
  })

  it('imports a kind once for all its blocks', async () => {
    document.body.innerHTML = '<div data-block="demo"></div><div data-block="demo"></div><div data-block="demo"></div>'
    const load = vi.fn(async () => markingIsland(log))
    await start({ demo: [load, 'load'] })
    expect(load).toHaveBeenCalledTimes(1)
    expect(log).toHaveLength(3)
  })

  it('fails a block with malformed JSON alone, with one console error naming it', async () => {
    document.body.innerHTML = `<div id="bad" data-block="demo" data-block-json='{"n": tru'>server</div><div id="good" data-block="demo"></div>`
    await start({ demo: [async () => markingIsland(log), 'load'] })
    expect(errors).toHaveBeenCalledTimes(1)
    expect(errors.mock.calls[0]?.[0]).toMatch(/^\[atoll:demo\] #bad: Invalid data-block-json: /)
    expect(document.getElementById('bad')?.dataset.islandState).toBe('failed')
    expect(document.getElementById('bad')?.innerHTML).toBe('server')
    expect(document.getElementById('good')?.dataset.islandState).toBe('mounted')
  })

  it('fails a block of an unknown kind with the spec message', async () => {
    document.body.innerHTML = '<div id="u" data-block="teleporter">server text</div>'
    await start({})
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1))
    expect(errors).toHaveBeenCalledWith('[atoll:teleporter] #u: Unable to load module for trigger: unknown block kind')
    expect(document.getElementById('u')?.dataset.islandState).toBe('failed')
  })

  it('retries a failed import once', async () => {
    document.body.innerHTML = '<div data-block="flaky"></div>'
    const load = vi.fn().mockRejectedValueOnce(new TypeError('network')).mockResolvedValue(markingIsland(log))
    await start({ flaky: [load, 'load'] })
    expect(load).toHaveBeenCalledTimes(2)
    expect(log).toEqual(['mount flaky {}'])
  })

  it('after a second failed import dispatches a cancelable island-error and keeps the server HTML', async () => {
    document.body.innerHTML = '<div id="g" data-block="gone">kept</div>'
    const events: CustomEvent[] = []
    const listener = (event: CustomEvent) => {
      events.push(event)
      event.preventDefault()
    }
    document.addEventListener('atoll:island-error', listener)
    await start({ gone: [() => Promise.reject(new TypeError('Failed to fetch')), 'load'] })
    document.removeEventListener('atoll:island-error', listener)
    expect(events).toHaveLength(1)
    expect(events[0]?.detail.kind).toBe('gone')
    expect(errors).not.toHaveBeenCalled() // the listener prevented the default console error
    expect(document.getElementById('g')?.outerHTML).toBe(
      '<div id="g" data-block="gone" data-island-state="failed">kept</div>',
    )
  })

  it('holds a failure met while the visitor leaves: dropped when the page goes, told when it stays', async () => {
    // Firefox and Safari cancel the page's loads as a navigation starts, while the page is still shown.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const { createRuntime: freshRuntime } = await import('./runtime.ts')
    const cancelled = () => Promise.reject(new TypeError('error loading dynamically imported module'))
    const leave = async (kind: string) => {
      document.body.innerHTML = `<div id="${kind}" data-block="${kind}"></div>`
      runtime = freshRuntime({ page, islands: { [kind]: [cancelled, 'load'] }, features: [] })
      const scanned = runtime.scan()
      dispatchEvent(new Event('beforeunload'))
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS)
      await scanned
      expect(document.getElementById(kind)?.dataset.islandState).toBe('failed')
    }
    try {
      await leave('gone')
      dispatchEvent(new Event('pagehide'))
      await vi.advanceTimersByTimeAsync(LEAVING_MS)
      expect(errors).not.toHaveBeenCalled()
      runtime.destroy()

      // A link that was a download: the page stayed.
      await leave('kept')
      expect(errors).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(LEAVING_MS)
      expect(errors).toHaveBeenCalledWith(
        '[atoll:kept] #kept: Unable to load module for trigger: error loading dynamically imported module',
      )
    } finally {
      // When the visitor last started to leave is the page's (on globalThis, read by the core too).
      Reflect.deleteProperty(globalThis, Symbol.for('atoll.left'))
      vi.useRealTimers()
    }
  })

  it('puts the server HTML back when mount throws half way', async () => {
    document.body.innerHTML = '<div id="h" data-block="half" class="x">server</div>'
    const half: IslandModule = {
      mount(element) {
        element.innerHTML = 'half rendered'
        element.setAttribute('aria-busy', 'true')
        throw new TypeError('half: bad option')
      },
    }
    await start({ half: [async () => half, 'load'] })
    expect(errors).toHaveBeenCalledWith('[atoll:half] #h: Could not mount: half: bad option')
    expect(document.getElementById('h')?.outerHTML).toBe(
      '<div id="h" data-block="half" class="x" data-island-state="failed">server</div>',
    )
  })

  it('puts back the HTML the server sent, not styles a feature set before the mount', async () => {
    document.body.innerHTML = '<div id="s" data-block="late"><img data-src="/a.jpg" alt=""></div>'
    const late: IslandModule = {
      mount() {
        throw new TypeError('late: bad option')
      },
    }
    // Between the scan and the mount, the image loader crops the image from JavaScript.
    const load = async () => {
      document.querySelector('img')!.style.objectPosition = '10px 20px'
      return late
    }
    await start({ late: [load, 'load'] })
    expect(document.getElementById('s')?.innerHTML).toBe('<img data-src="/a.jpg" alt="">')
  })

  it('destroy() unmounts every island and returns blocks to their server state', async () => {
    document.body.innerHTML = '<div id="d" data-block="demo">server</div>'
    await start({ demo: [async () => markingIsland(log), 'load'] })
    runtime.destroy()
    expect(log).toEqual(['mount demo {}', 'destroy demo'])
    expect(document.body.innerHTML).toBe('<div id="d" data-block="demo">server</div>')
  })

  it("a mount under way is given its block's signal, aborted by destroy() before the mount returns", async () => {
    document.body.innerHTML = '<div id="d" data-block="slow">server</div>'
    let given: AbortSignal | undefined
    let finish = () => {}
    const slow: IslandModule = {
      mount(_element, { signal }) {
        given = signal
        return new Promise((resolve) => {
          finish = () => resolve({ destroy: () => log.push('destroy slow') })
        })
      },
    }
    runtime = createRuntime({ page, islands: { slow: [async () => slow, 'load'] }, features: [] })
    void runtime.scan()
    await vi.waitFor(() => expect(given).toBeDefined())
    expect(given?.aborted).toBe(false)
    runtime.destroy()
    expect(given?.aborted).toBe(true)
    finish()
    await vi.waitFor(() => expect(log).toEqual(['destroy slow']))
  })

  it('returns nested blocks and the blocks after them to their own server HTML', async () => {
    document.body.innerHTML = [
      '<div id="outer" data-block="demo">outer <div id="inner" data-block="half">inner</div></div>',
      '<div id="next" data-block="demo">next</div>',
    ].join('')
    const server = document.body.innerHTML
    const half: IslandModule = {
      mount(element) {
        element.textContent = 'half rendered'
        throw new TypeError('half: bad option')
      },
    }
    await start({ demo: [async () => markingIsland(log), 'load'], half: [async () => half, 'load'] })
    // The nested block failed alone and is back as the server sent it, inside its mounted outer block.
    expect(document.getElementById('inner')?.outerHTML).toBe(
      '<div id="inner" data-block="half" data-island-state="failed">inner</div>',
    )
    expect(document.querySelectorAll('.island-made')).toHaveLength(2)
    runtime.destroy()
    expect(document.body.innerHTML).toBe(server)
  })

  it('waits for the viewport with one observer for all its blocks, and mounts each as it comes near', async () => {
    const observers: FakeObserver[] = []
    class FakeObserver {
      readonly observed = new Set<Element>()
      constructor(readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        observers.push(this)
      }
      observe(element: Element) {
        this.observed.add(element)
      }
      unobserve(element: Element) {
        this.observed.delete(element)
      }
      disconnect() {
        this.observed.clear()
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    // A fresh runtime module: the observer is made once per page.
    vi.resetModules()
    const { createRuntime: fresh } = await import('./runtime.ts')
    document.body.innerHTML = ['a', 'b', 'c'].map((id) => `<div id="${id}" data-block="demo"></div>`).join('')
    runtime = fresh({ page, islands: { demo: [async () => markingIsland(log), 'visible'] }, features: [] })
    void runtime.scan()
    await vi.waitFor(() => expect(observers[0]?.observed.size).toBe(3))
    expect(observers).toHaveLength(1)
    const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id)!)
    observers[0]!.report([
      { isIntersecting: false, target: a },
      { isIntersecting: true, target: b },
    ])
    await vi.waitFor(() => expect(b!.dataset.islandState).toBe('mounted'))
    expect(a!.dataset.islandState).toBe('pending')
    expect([...observers[0]!.observed]).toEqual([a, c])
    // A destroyed page's blocks stop waiting: coming near later mounts nothing.
    runtime.destroy()
    expect(observers[0]!.observed.size).toBe(0)
    observers[0]!.report([{ isIntersecting: true, target: a }])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(log).toEqual(['mount demo {}', 'destroy demo'])
    vi.unstubAllGlobals()
  })

  it('mounts blocks added to the page later, and destroys islands whose block left', async () => {
    await start({ demo: [async () => markingIsland(log), 'load'] })
    document.body.insertAdjacentHTML('beforeend', '<section><div id="late" data-block="demo"></div></section>')
    await vi.waitFor(() => expect(log).toEqual(['mount demo {}']))
    document.getElementById('late')?.parentElement?.remove()
    await vi.waitFor(() => expect(log).toEqual(['mount demo {}', 'destroy demo']))
  })

  it('scan() after destroy() starts the page lifecycle again', async () => {
    document.body.innerHTML = '<div data-block="demo"></div>'
    await start({ demo: [async () => markingIsland(log), 'load'] })
    runtime.destroy()
    await runtime.scan()
    expect(log).toEqual(['mount demo {}', 'destroy demo', 'mount demo {}'])
  })

  it('initialises wanted features once and destroys them with the page', async () => {
    const feature = { init: vi.fn(() => ({ destroy: () => log.push('feature destroyed') })) }
    const unwanted = vi.fn()
    await start(
      { wanted: [async () => feature as never, 'load'], unwanted: [unwanted, 'load'], unmatched: [unwanted, 'load'] },
      [
        ['wanted', () => true],
        ['unwanted', () => false],
        ['unmatched', '[data-nothing-here]'],
      ],
    )
    await vi.waitFor(() =>
      expect(feature.init).toHaveBeenCalledWith(page, expect.objectContaining({ takeErrors: expect.any(Function) })),
    )
    runtime.destroy()
    expect(log).toEqual(['feature destroyed'])
    expect(unwanted).not.toHaveBeenCalled()
  })

  it("starts a feature in a task after its module's, and not at all once the page is destroyed", async () => {
    const tasks = countTasks()
    let moduleTask = Number.NaN
    let initTask = Number.NaN
    const feature = {
      init: vi.fn(() => {
        initTask = tasks.now()
        return { destroy() {} }
      }),
    }
    const load = async () => {
      moduleTask = tasks.now()
      return feature as never
    }
    await start({ wanted: [load, 'load'] }, [['wanted', () => true]])
    await vi.waitFor(() => expect(feature.init).toHaveBeenCalledTimes(1))
    expect(initTask).toBeGreaterThan(moduleTask)

    // Destroyed between the module and its start: never started.
    runtime.destroy()
    const later = { init: vi.fn(() => ({ destroy() {} })) }
    // The page is destroyed as the feature's module is evaluated.
    const loaded = vi.fn(async () => {
      runtime.destroy()
      return later as never
    })
    runtime = createRuntime({ page, islands: { later: [loaded, 'load'] }, features: [['later', () => true]] })
    await runtime.scan()
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1))
    await new Promise((done) => setTimeout(done, 10))
    tasks.stop()
    expect(later.init).not.toHaveBeenCalled()
  })

  it('sets the blocks up in tasks apart from the scan, and starts the features once every block is copied', async () => {
    document.body.innerHTML = ['a', 'b', 'c', 'd'].map((id) => `<div id="${id}" data-block="demo"></div>`).join('')
    const tasks = countTasks()
    // Every reading of the clock is 25 ms on: a slice holds two blocks before it yields.
    let clock = 1e9
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 25))
    const pending = new Map<string, number>()
    const watch = new MutationObserver((records) => {
      // The first state a block gets, 'pending', is set as it is copied.
      for (const { target, oldValue } of records)
        if (oldValue === null) pending.set((target as Element).id, tasks.now())
    })
    watch.observe(document.body, { subtree: true, attributeFilter: ['data-island-state'], attributeOldValue: true })
    let featureTask = Number.NaN
    const feature = {
      init() {
        featureTask = tasks.now()
        return { destroy() {} }
      },
    }
    const scanTask = tasks.now()
    await start({ demo: [async () => markingIsland(log), 'load'], styler: [async () => feature as never, 'load'] }, [
      ['styler', () => true],
    ])
    await vi.waitFor(() => expect(featureTask).not.toBeNaN())
    now.mockRestore()
    watch.disconnect()
    tasks.stop()
    const copied = ['a', 'b', 'c', 'd'].map((id) => pending.get(id)!)
    expect(Math.min(...copied)).toBeGreaterThan(scanTask)
    expect(new Set(copied).size).toBeGreaterThan(1)
    expect(featureTask).toBeGreaterThan(Math.max(...copied))
    expect(log).toHaveLength(4)
  })

  it('stops the loader keeping early errors when the page is destroyed before a feature took them', async () => {
    const takeErrors = vi.fn(() => [])
    runtime = createRuntime({ page, islands: {}, features: [], handOff: { takeErrors } })
    await runtime.scan()
    expect(takeErrors).not.toHaveBeenCalled()
    runtime.destroy()
    expect(takeErrors).toHaveBeenCalledTimes(1)
  })

  it("imports an interaction feature at the visitor's first pointer on the page, and holds no click", async () => {
    document.body.innerHTML = '<a id="top" href="#top">Top</a>'
    const now = { init: vi.fn(() => ({ destroy() {} })) }
    const later = { init: vi.fn(() => ({ destroy() {} })) }
    const load = vi.fn(async () => later as never)
    await start({ now: [async () => now as never, 'load'], later: [load, 'interaction'] }, [
      ['now', () => true],
      ['later', () => true],
    ])
    // A feature without a moment has started: the interaction one has not been asked for.
    await vi.waitFor(() => expect(now.init).toHaveBeenCalledTimes(1))
    expect(load).not.toHaveBeenCalled()

    // Focus the page's own script moves (a dialog's) is no visitor's.
    const link = document.getElementById('top')!
    link.focus()
    await new Promise((done) => setTimeout(done))
    expect(load).not.toHaveBeenCalled()

    const clicks = vi.fn()
    link.addEventListener('click', clicks)
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    link.click()
    expect(clicks).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(later.init).toHaveBeenCalledTimes(1))
  })

  it("imports an interaction feature at the visitor's first key", async () => {
    const now = { init: vi.fn(() => ({ destroy() {} })) }
    const later = { init: vi.fn(() => ({ destroy() {} })) }
    await start({ now: [async () => now as never, 'load'], later: [async () => later as never, 'interaction'] }, [
      ['later', () => true],
      ['now', () => true],
    ])
    // The features start one a task, in order: once the second has, the first is listening.
    await vi.waitFor(() => expect(now.init).toHaveBeenCalledTimes(1))
    expect(later.init).not.toHaveBeenCalled()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    await vi.waitFor(() => expect(later.init).toHaveBeenCalledTimes(1))
  })

  it('never imports an interaction feature of a page destroyed before the first interaction', async () => {
    const now = { init: vi.fn(() => ({ destroy() {} })) }
    const load = vi.fn()
    await start({ now: [async () => now as never, 'load'], later: [load, 'interaction'] }, [
      ['later', () => true],
      ['now', () => true],
    ])
    await vi.waitFor(() => expect(now.init).toHaveBeenCalledTimes(1))
    runtime.destroy()
    document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    // What the wake would have run (promise callbacks, a zero-delay task) has had its turn.
    await new Promise((done) => setTimeout(done))
    expect(load).not.toHaveBeenCalled()
  })

  it('starts a feature wanted by a selector only when the page has a match', async () => {
    document.body.innerHTML = '<img data-src="/a.jpg">'
    const feature = { init: vi.fn(() => ({ destroy() {} })) }
    await start({ images: [async () => feature as never, 'load'] }, [['images', 'img[data-src]']])
    await vi.waitFor(() => expect(feature.init).toHaveBeenCalledTimes(1))
  })

  it("gives a click held for a mount that failed to the server's HTML put back: the button there is clicked", async () => {
    document.body.innerHTML =
      '<form data-block="demo" data-hydrate="interaction"><p><input name="q"><button id="go">Search</button></p></form>'
    const clicked: string[] = []
    document.addEventListener('click', (event) => clicked.push((event.target as Element).id))
    document.addEventListener('submit', (event) => event.preventDefault())
    const island: IslandModule = {
      mount(element) {
        element.querySelector('p')!.replaceChildren('the island began, then failed')
        throw new Error('no suggestions today')
      },
    }
    await start({ demo: [async () => island, 'load'] })
    const form = document.querySelector('form')!
    document.getElementById('go')!.click()
    // Held while the island loads: nothing has had the click yet.
    expect(clicked).toEqual([])
    await vi.waitFor(() => expect(form.dataset.islandState).toBe('failed'))
    expect(form.textContent).toBe('Search')
    expect(clicked).toEqual(['go'])
    expect(document.getElementById('go')!.isConnected).toBe(true)
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('a block destroyed while waiting never mounts', async () => {
    document.body.innerHTML = '<div data-block="demo" data-hydrate="interaction"></div>'
    await start({ demo: [async () => markingIsland(log), 'load'] })
    runtime.destroy()
    document.querySelector<HTMLElement>('[data-block]')?.click()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(log).toEqual([])
  })
})
