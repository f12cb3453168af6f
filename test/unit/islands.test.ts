import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RolldownPlugin, rolldown } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { encodeRegistry, islands, siteModules } from '../../build/islands.ts'
import { readRegistry } from '../../src/bootstrap/registry.ts'

/** Makes `files` (path: text) under a new temporary folder and returns it. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'atoll-islands-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('the island registry', () => {
  it('takes islands from src/islands and features from src/features, by name', () => {
    const modules = siteModules()
    const accordion = modules.find((m) => m.name === 'accordion')
    expect(accordion?.entry).toMatch(/src\/islands\/accordion\/index\.tsx?$/)
    expect(accordion?.wanted).toBeUndefined()
    expect(modules.find((m) => m.name === 'form')?.moment).toBe('load')
    expect(modules.find((m) => m.name === 'image')?.wanted).toMatch(/src\/features\/image\/wanted\.ts$/)
    const names = modules.map((m) => m.name)
    expect(names).toEqual([...names].sort())
  })

  it('refuses a feature without wanted.ts and an island with one', () => {
    const root = tree({ 'islands/a/index.ts': '', 'features/b/index.ts': '' })
    expect(() => siteModules(join(root, 'islands'), join(root, 'features'))).toThrow(
      `${join(root, 'features', 'b')}: a feature has a wanted.ts, an island has none`,
    )
    const other = tree({ 'islands/a/index.ts': '', 'islands/a/wanted.ts': '', 'features/b/index.ts': '' })
    expect(() => siteModules(join(other, 'islands'), join(other, 'features'))).toThrow(/islands\/a: a feature/)
  })
})

describe('the registry string', () => {
  const entries = [
    { file: 'accordion-3fk2a8qz', moment: 'visible', deps: ['cleanup-0a8d1b2c', 'keys-9xq1aa00'] },
    { file: 'form-9xq1bb11', moment: 'load', deps: ['renderer-7hh2cc22', 'cleanup-0a8d1b2c'] },
    { file: 'embla-carousel.esm-k0pq0000', moment: 'idle', deps: [] },
  ]

  it('names each shared chunk once, and each module its chunks in their order, one character each', () => {
    expect(encodeRegistry(entries)).toBe(
      'cleanup-0a8d1b2c keys-9xq1aa00 renderer-7hh2cc22;accordion-3fk2a8qz::AB form-9xq1bb11:load:CA embla-carousel.esm-k0pq0000:idle',
    )
  })

  it('reads back, in the runtime, each module by name with its moment and shared chunks', () => {
    const modules = readRegistry(encodeRegistry(entries))
    expect(Object.keys(modules)).toEqual(['accordion', 'form', 'embla-carousel.esm'])
    expect(modules.accordion!.slice(1)).toEqual(['visible', 'cleanup-0a8d1b2c,keys-9xq1aa00'])
    expect(modules.form!.slice(1)).toEqual(['load', 'renderer-7hh2cc22,cleanup-0a8d1b2c'])
    expect(modules['embla-carousel.esm']!.slice(1)).toEqual(['idle', ''])
  })

  it('names up to 62 shared chunks', () => {
    const many = Array.from({ length: 62 }, (_, i) => ({
      file: `m${i}-abcdefgh`,
      moment: 'visible',
      deps: [`c${i}-abcdefgh`],
    }))
    // As the build writes it into the runtime chunk: a JSON string.
    const modules = readRegistry(JSON.parse(JSON.stringify(encodeRegistry(many))))
    expect(modules.m61![2]).toBe('c61-abcdefgh')
    expect(modules.m27![2]).toBe('c27-abcdefgh') // its character is `\`, escaped in the built string
  })

  it('refuses more shared chunks than one character each can name', () => {
    const many = Array.from({ length: 63 }, (_, i) => ({
      file: `m${i}-abcdefgh`,
      moment: 'visible',
      deps: [`c${i}-abcdefgh`],
    }))
    expect(() => encodeRegistry(many)).toThrow('the registry names 63 shared chunks, one character each holds 62')
  })
})

describe('the registry in the build', () => {
  const root = tree({
    'bootstrap/index.ts': "export const start = () => import('./runtime.ts')",
    'bootstrap/runtime.ts': "export const REGISTRY = '__ATOLL_ISLANDS__'",
    'islands/b/index.ts': "import { shared } from '../../shared.ts'\nexport const mount = () => shared + 'b'",
    'shared.ts': "export const shared = 'shared'",
  })
  mkdirSync(join(root, 'features'))

  /** Bundles a loader, its runtime and the islands `a` and `b` as the build names them; `a` says `text`. */
  async function bundle(text: string) {
    mkdirSync(join(root, 'islands/a'), { recursive: true })
    writeFileSync(
      join(root, 'islands/a/index.ts'),
      `import { shared } from '../../shared.ts'\nexport const mount = () => shared + ${JSON.stringify(text)}`,
    )
    const modules = siteModules(join(root, 'islands'), join(root, 'features'))
    const build = await rolldown({
      input: { atoll: join(root, 'bootstrap/index.ts'), a: modules[0]!.entry, b: modules[1]!.entry },
      plugins: [islands(modules) as RolldownPlugin],
    })
    const { output } = await build.generate({
      entryFileNames: (chunk) => (chunk.name === 'atoll' ? 'atoll.js' : '[name]-[hash:8].js'),
      chunkFileNames: '[name]-[hash:8].js',
      hashCharacters: 'base36',
    })
    await build.close()
    const files = output.map((file) => file.fileName)
    const asset = output.find((file) => file.fileName === '.vite/islands.json')
    const { registry, runtime } = JSON.parse(String(asset?.type === 'asset' && asset.source)) as {
      registry: string
      runtime: string
    }
    const code = (name: string) => output.find((file) => file.fileName === name && file.type === 'chunk')
    return { files, registry, runtime, runtimeCode: (code(runtime) as { code: string } | undefined)?.code ?? '' }
  }

  it('names each module by its final file, in the runtime chunk, itself named after what it holds', async () => {
    const first = await bundle('a')
    const named = (stem: string) => first.files.find((file) => file.startsWith(`${stem}-`))!.replace(/\.js$/, '')
    expect(first.registry).toBe(`${named('shared')};${named('a')}::A ${named('b')}::A`)
    expect(first.runtimeCode).toContain(JSON.stringify(first.registry))
    expect(first.runtime).toMatch(/^runtime-[a-z0-9]{8}\.js$/)
    expect(first.files).toContain(first.runtime)

    // An island changes: its file and the runtime's take new names; the other island keeps its own.
    const second = await bundle('a, again')
    expect(second.files.find((file) => file.startsWith('a-'))).not.toBe(first.files.find((f) => f.startsWith('a-')))
    expect(second.runtime).not.toBe(first.runtime)
    expect(second.files.find((file) => file.startsWith('b-'))).toBe(first.files.find((f) => f.startsWith('b-')))
  })
})
