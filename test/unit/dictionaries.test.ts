import { describe, expect, it } from 'vitest'
import { dictionaries, formatsNumbers, reachableIds } from '../../build/dictionaries.ts'

const IDS = [
  'cart.label',
  'cart.empty',
  'forms.nameFirst',
  'forms.nameLast',
  'forms.submit',
  'data.failed',
  'media.next',
  'media.previous',
]

/** A module graph as the bundler reports it: id -> code and imports. */
function graph(modules: Record<string, { code: string; imports?: string[]; lazy?: string[] }>) {
  return (id: string) => {
    const module = modules[id]
    return module
      ? { code: module.code, importedIds: module.imports ?? [], dynamicallyImportedIds: module.lazy ?? [] }
      : null
  }
}

describe("a module's message ids", () => {
  it('are the quoted ids of its code and of what it imports, statically or on demand', () => {
    const moduleOf = graph({
      '/src/islands/cart/index.ts': {
        code: "import { view } from './view.ts'\nt('cart.label'); const other = 'cart.unknown'",
        imports: ['/src/islands/cart/view.ts'],
        lazy: ['/src/islands/cart/empty.ts'],
      },
      '/src/islands/cart/view.ts': { code: 'const ids = { empty: "cart.empty", file: "view.ts" }' },
      '/src/islands/cart/empty.ts': { code: 'label(`media.next`)' },
    })
    expect([...reachableIds('/src/islands/cart/index.ts', IDS, moduleOf)].sort()).toEqual([
      'cart.empty',
      'cart.label',
      'media.next',
    ])
  })

  it('take every id a template or a concatenation can build from its literal start', () => {
    const moduleOf = graph({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the module's code holds a template
      '/src/islands/form/Form.tsx': { code: "t(`forms.name${part}`); t('media.' + direction)" },
    })
    expect([...reachableIds('/src/islands/form/Form.tsx', IDS, moduleOf)].sort()).toEqual([
      'forms.nameFirst',
      'forms.nameLast',
      'media.next',
      'media.previous',
    ])
  })

  it('leave out the examples of documentation blocks, which no one shows', () => {
    const moduleOf = graph({
      '/src/core/i18n/index.ts': {
        code: "/**\n * @example t('cart.empty') // 'You have nothing in your cart.'\n */\nexport function t(id) { return label(id, 'cart.label') }",
      },
    })
    expect([...reachableIds('/src/core/i18n/index.ts', IDS, moduleOf)]).toEqual(['cart.label'])
  })

  it('leave out a module that loads messages of its own, and third-party code', () => {
    const moduleOf = graph({
      '/src/islands/cart/index.ts': {
        code: "t('cart.label')",
        imports: ['/src/core/data/client.ts', '/node_modules/lib/index.js'],
      },
      '/src/core/data/client.ts': {
        code: "t('data.failed')",
        imports: ['\0virtual:atoll-messages?/src/core/data/client.ts'],
      },
      '/node_modules/lib/index.js': { code: "'cart.empty'" },
    })
    expect([...reachableIds('/src/islands/cart/index.ts', IDS, moduleOf)]).toEqual(['cart.label'])
    expect([...reachableIds('/src/core/data/client.ts', IDS, moduleOf)]).toEqual(['data.failed'])
  })
})

describe("whether a module's part prepares the number formatting", () => {
  const i18n = {
    '/src/core/i18n/format.ts': { code: 'export const numberFormat = (locale) => new Intl.NumberFormat(locale)' },
  }
  const literal = { 'media.next': [{ type: 0, value: 'Next slide' }] }

  it('does for code that formats a number or a date, wherever it is imported from', () => {
    const moduleOf = graph({
      ...i18n,
      '/src/islands/chart/index.ts': { code: 'axis.label = format(value)', imports: ['/src/islands/chart/axis.ts'] },
      '/src/islands/chart/axis.ts': { code: 'const format = (value) => numberFormat(locale).format(value)' },
    })
    expect(formatsNumbers('/src/islands/chart/index.ts', literal, moduleOf)).toBe(true)
  })

  it("does for messages with a number, a date or a plural's #", () => {
    const moduleOf = graph({ '/src/islands/cart-indicator/index.ts': { code: "t('cart.itemCount', { count })" } })
    const plural = {
      'cart.itemCount': [
        { type: 6, value: 'count', options: { other: { value: [{ type: 7 }, { type: 0, value: ' items' }] } } },
      ],
    }
    expect(formatsNumbers('/src/islands/cart-indicator/index.ts', plural as never, moduleOf)).toBe(true)
  })

  it("does not for a module whose only Intl is the formatter's own definition, or an example", () => {
    const moduleOf = graph({
      ...i18n,
      '/src/islands/gallery/index.ts': {
        code: "/**\n * @example formatNumber(3)\n */\nlabel(t('media.next'))",
        imports: ['/src/core/i18n/format.ts'],
      },
    })
    expect(formatsNumbers('/src/islands/gallery/index.ts', literal, moduleOf)).toBe(false)
  })
})

describe('the build', () => {
  it('fails when a module shows ids that no part holds', () => {
    const plugin = dictionaries()
    const hook = <T>(name: string) => (plugin as unknown as Record<string, T>)[name]!
    const root = process.cwd()
    hook<(config: unknown) => void>('configResolved')({ root, command: 'build', build: {} })
    const modules: Record<string, { code: string; importedIds: string[]; dynamicallyImportedIds: string[] }> = {
      [`${root}/src/bootstrap/runtime.ts`]: {
        code: "label.textContent = t('dialog.okay')",
        importedIds: [],
        dynamicallyImportedIds: [],
      },
    }
    const context = {
      error(message: string): never {
        throw new Error(message)
      },
      warn() {},
      getModuleIds: () => Object.keys(modules).values(),
      getModuleInfo: (id: string) => modules[id] ?? null,
    }
    hook<(this: unknown) => void>('buildStart').call(context)
    expect(() => hook<(this: unknown) => void>('generateBundle').call(context)).toThrow(
      'Messages no module loads (import virtual:atoll-messages where they are shown, or in a module that imports these):\nsrc/bootstrap/runtime.ts: dialog.okay',
    )
  })
})
