// @vitest-environment happy-dom
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readPageContext } from '../../src/bootstrap/context.ts'
import { readRegistry } from '../../src/bootstrap/registry.ts'
import { createRuntime, type Runtime } from '../../src/bootstrap/runtime.ts'
import type { IslandModule } from '../../src/contract.ts'
import messages from 'virtual:atoll-messages'

/**
 * Hostile values against the loader's own seams, in one place: what a careless or hostile
 * integrator passes to `Atoll.define`, the block kinds a template may write, and the locales a page
 * context may hold. What they break is the page (a frozen thread, an island that throws), so each
 * is tried against the runtime and the context reader as the browser runs them.
 */
let tried = 0

const island: IslandModule = {
  mount(element) {
    element.dataset.made = 'yes'
    return { destroy() {} }
  },
}
const load = async () => island

/** Names every object has through `Object.prototype`: never a kind, never a registry entry. */
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]
const NOT_A_KIND: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['NaN', Number.NaN],
  ['a boolean', true],
  ['an object', { toString: () => 'opening-hours' }],
  ['an array', ['opening-hours']],
  ['a symbol', Symbol('opening-hours')],
  ['a function', () => 'opening-hours'],
  ['a String object', new String('opening-hours')],
  ['the empty string', ''],
]
const NOT_A_LOAD: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a module', island],
  ['a promise of a module', Promise.resolve(island)],
  ['a path', '/site/opening-hours.js'],
  ['a number', 1],
]
const NOT_A_MOMENT: unknown[] = ['soon', 'LOAD', ' load', '', 'toString', '__proto__', 'constructor', 0, null, true, {}]

/** Locales a template may write that Intl refuses: each is the default, en-US, with one warning. */
const REFUSED_LOCALES = [
  'xx-INVALID-@@',
  '',
  ' ',
  'en_US',
  'fr_FR',
  'en-US ',
  'en-US-',
  '-',
  'x-private',
  'i-klingon',
  'root',
  'constructor',
  '__proto__',
  'en-US\u0000',
  '<script>alert(1)</script>',
  '"en-US"',
  'e'.repeat(100_000),
]
/** Locales Intl takes and Atoll has no dictionary for: en-US's messages, with one warning. */
const DICTIONARY_LESS = ['nb-NO', 'zz', 'und', 'qaa', 'tostring', 'ar-u-nu-arab']

describe('hostile values at the loader', () => {
  let runtime: Runtime | undefined
  let errors: ReturnType<typeof vi.spyOn>
  let warnings: ReturnType<typeof vi.spyOn>

  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => {
    runtime?.destroy()
    runtime = undefined
    document.body.innerHTML = ''
    document.head.innerHTML = ''
  })
  afterAll(() => console.info(`hostile bootstrap values tried: ${tried}`))

  function started(): Runtime {
    runtime = createRuntime({ page: { locale: 'en-US' }, islands: {}, features: [] })
    return runtime
  }

  /** The one console error a refused definition logs, and the TypeError it throws, for the same text. */
  function expectRefused(define: () => void, message: string): void {
    expect(define).toThrow(new TypeError(message))
    expect(errors.mock.calls).toEqual([[message]])
  }

  it.each(NOT_A_KIND)('refuses %s as a kind', (_, kind) => {
    tried++
    expectRefused(() => started().define(kind as string, load), '[atoll] Atoll.define: kind must be a non-empty string')
  })

  it.each(PROTOTYPE_NAMES)('refuses %j as a kind, and its block fails as unknown', async (kind) => {
    tried++
    document.body.innerHTML = `<div id="b" data-block="${kind}" data-hydrate="load">server</div>`
    expectRefused(
      () => started().define(kind, load, { moment: 'load' }),
      `[atoll] Atoll.define: kind ${JSON.stringify(kind)} names an Object.prototype member`,
    )
    await runtime!.scan()
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(2))
    expect(errors).toHaveBeenLastCalledWith(`[atoll:${kind}] #b: Unable to load module for trigger: unknown block kind`)
    expect(document.getElementById('b')?.dataset.islandState).toBe('failed')
    expect(document.getElementById('b')?.outerHTML).toBe(
      `<div id="b" data-block="${kind}" data-hydrate="load" data-island-state="failed">server</div>`,
    )
  })

  it.each(PROTOTYPE_NAMES)('fails a block of kind %j as unknown, as the template wrote it', async (kind) => {
    tried++
    document.body.innerHTML = `<div id="b" data-block="${kind}" data-hydrate="load">server</div>`
    await started().scan()
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1))
    expect(errors).toHaveBeenCalledWith(`[atoll:${kind}] #b: Unable to load module for trigger: unknown block kind`)
    expect(document.getElementById('b')?.textContent).toBe('server')
  })

  it.each(NOT_A_LOAD)('refuses %s as the load', (_, notLoad) => {
    tried++
    expectRefused(
      () => started().define('opening-hours', notLoad as typeof load),
      '[atoll] Atoll.define: load must be a function',
    )
  })

  it.each(NOT_A_MOMENT)('refuses %j as the moment', (moment) => {
    tried++
    expectRefused(
      () => started().define('opening-hours', load, { moment } as never),
      '[atoll] Atoll.define: moment must be one of load, idle, visible, interaction',
    )
  })

  it('defines a kind again once refused for a wrong moment, and mounts its block', async () => {
    tried++
    document.body.innerHTML = '<div id="b" data-block="opening-hours" data-hydrate="load"></div>'
    const runtime = started()
    expect(() => runtime.define('opening-hours', load, { moment: 'soon' as never })).toThrow(TypeError)
    runtime.define('opening-hours', load, { moment: 'load' })
    await runtime.scan()
    expect(document.getElementById('b')?.dataset.made).toBe('yes')
  })

  it('reads a registry into an object without a prototype', () => {
    tried++
    const modules = readRegistry(';accordion-3fk2a8qz')
    expect(Object.getPrototypeOf(modules)).toBeNull()
    expect(modules.toString).toBeUndefined()
    expect(Object.keys(modules)).toEqual(['accordion'])
  })

  function setContext(fields: Record<string, unknown>): void {
    const script = document.createElement('script')
    script.type = 'application/json'
    script.id = 'atoll-context'
    script.textContent = JSON.stringify(fields)
    document.body.append(script)
  }

  it.each(REFUSED_LOCALES.map((locale) => [JSON.stringify(locale).slice(0, 40), locale]))(
    'reads the locale %s as en-US, with one warning',
    (_, locale) => {
      tried++
      setContext({ locale, pageType: 2 })
      const page = readPageContext()
      expect(page).toEqual({ locale: 'en-US', pageType: 2 })
      expect(warnings.mock.calls).toEqual([
        [`[atoll] #atoll-context: invalid locale, default used: ${JSON.stringify(locale)}`],
      ])
      expect(errors).not.toHaveBeenCalled()
      expect(new Intl.DateTimeFormat(page.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(0)).toBe(
        'January 1, 1970',
      )
    },
  )

  it.each([
    ['a number', 42],
    ['null', null],
    ['an array', ['fr-FR']],
    ['an object', { tag: 'fr-FR' }],
  ])('reads a locale of the wrong type (%s) as en-US, with the one error it logs', (_, locale) => {
    tried++
    setContext({ locale })
    expect(readPageContext()).toEqual({ locale: 'en-US' })
    expect(errors.mock.calls).toEqual([['[atoll] #atoll-context: wrong type, default used: locale']])
    expect(warnings).not.toHaveBeenCalled()
  })

  it('keeps a locale Intl takes as the template wrote it, with no warning', () => {
    tried++
    setContext({ locale: 'EN-gb' })
    expect(readPageContext()).toEqual({ locale: 'EN-gb' })
    expect(warnings).not.toHaveBeenCalled()
  })

  it('never takes a locale from a `__proto__` field', () => {
    tried++
    document.body.innerHTML =
      '<script type="application/json" id="atoll-context">{"__proto__":{"locale":"xx-INVALID-@@"}}</script>'
    expect(readPageContext().locale).toBe('en-US')
    expect(warnings).not.toHaveBeenCalled()
  })

  it.each(DICTIONARY_LESS)(
    'shows en-US messages in %j, with one warning however many islands load theirs',
    async (locale) => {
      tried++
      vi.resetModules()
      const { loadMessages, t } = await import('../../src/core/i18n/index.ts')
      await Promise.all([loadMessages(messages, locale), loadMessages(messages, locale)])
      await loadMessages(messages, locale)
      expect(t('forms.submitting')).toBe('Submitting…')
      expect(warnings.mock.calls).toEqual([
        [`[atoll:i18n] No dictionary for locale: ${JSON.stringify(locale)}, using en-US as fallback.`],
      ])
    },
  )

  it.each(['en-GB', 'fr-CA', 'fr'])('warns of nothing for %j, whose language has a dictionary', async (locale) => {
    tried++
    vi.resetModules()
    const { loadMessages } = await import('../../src/core/i18n/index.ts')
    await loadMessages(messages, locale)
    expect(warnings).not.toHaveBeenCalled()
  })

  it.each(['xx-INVALID-@@', ''])(
    'formats in en-US, with no warning of its own, when the context holds %j',
    async (locale) => {
      tried++
      setContext({ locale })
      vi.resetModules()
      const { formatDate, loadMessages, t } = await import('../../src/core/i18n/index.ts')
      await loadMessages(messages)
      expect(t('forms.submitting')).toBe('Submitting…')
      expect(formatDate(0, { dateStyle: 'long', timeZone: 'UTC' })).toBe('January 1, 1970')
      expect(warnings).not.toHaveBeenCalled()
    },
  )
})
