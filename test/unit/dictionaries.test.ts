import { describe, expect, it } from 'vitest'
import { dictionaries, reachableIds } from '../../build/dictionaries.ts'

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
