import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHint, eagerRegistry, flavourFromEnv, OUT_DIRS } from '../../build/flavours.ts'

describe('build flavours', () => {
  it('builds Preact into dist/ unless ATOLL_FLAVOUR names another flavour', () => {
    expect(flavourFromEnv(undefined)).toBe('preact')
    expect(flavourFromEnv('')).toBe('preact')
    expect(flavourFromEnv('react')).toBe('react')
    expect(OUT_DIRS[flavourFromEnv('eager')]).toBe('dist-eager')
  })

  it('refuses a flavour it does not have, naming the variable', () => {
    expect(() => flavourFromEnv('vue')).toThrow(
      new TypeError("ATOLL_FLAVOUR must be one of preact, react, eager, got 'vue'"),
    )
  })

  it('gives the eager loader every island and feature as a static import, with its moment', () => {
    const plugin = eagerRegistry([
      { name: 'accordion', entry: '/src/islands/accordion/index.ts', moment: 'visible' },
      { name: 'form', entry: '/src/islands/form/index.ts', moment: 'load' },
      {
        name: 'image',
        entry: '/src/features/image/index.ts',
        moment: 'visible',
        wanted: '/src/features/image/wanted.ts',
      },
    ])
    const load = plugin.load as (id: string) => string | undefined
    const code = load('\0virtual:atoll/eager-registry')!
    expect(code).toContain('import * as m1 from "/src/islands/form/index.ts"')
    expect(code).toContain('import { wanted as wanted0 } from "/src/features/image/wanted.ts"')
    expect(code).toContain('"form": [() => Promise.resolve(m1), "load"]')
    expect(code).toContain('export const FEATURES = [["image", wanted0]]')
    expect(code).not.toMatch(/import\(/)
  })

  it('starts the chunks a mount runs at once with the compile hint, in the island builds only', () => {
    const renderer = { name: 'renderer', moduleIds: ['/app/node_modules/preact/dist/preact.mjs'] }
    const embla = {
      name: 'embla-carousel.esm',
      moduleIds: ['/app/node_modules/embla-carousel/esm/embla-carousel.esm.js'],
    }
    const gallery = { name: 'gallery', moduleIds: ['/app/src/islands/gallery/index.ts'] }
    const shared = ['core', 'i18n', 'kit', 'media'].map((name) => ({
      name,
      moduleIds: [`/app/src/core/${name}.ts`],
    }))
    const accordion = { name: 'accordion', moduleIds: ['/app/src/islands/accordion/index.ts'] }
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad')
    for (const flavour of ['preact', 'react'] as const) {
      for (const chunk of [renderer, embla, gallery, ...shared]) expect(compileHint(flavour, chunk)).toBe(COMPILE_HINT)
      expect(compileHint(flavour, accordion)).toBe('')
    }
    // The eager bundle holds Embla among everything else, most of which a page never runs.
    expect(compileHint('eager', { name: 'atoll', moduleIds: [...embla.moduleIds, ...gallery.moduleIds] })).toBe('')
  })

  it("serves the entry's features from the eager registry too", async () => {
    const plugin = eagerRegistry([])
    const resolveId = plugin.resolveId as (this: unknown, source: string, importer?: string) => Promise<unknown>
    expect(await resolveId.call({}, 'virtual:atoll/features', '/src/bootstrap/index.ts')).toBe(
      '\0virtual:atoll/eager-registry',
    )
  })
})
