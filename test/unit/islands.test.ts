import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteModules } from '../../build/islands.ts'

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
