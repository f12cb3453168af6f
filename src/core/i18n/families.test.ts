import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readDictionaries } from '../../../build/dictionaries.ts'

/**
 * A module that loads only some families of messages (`loadMessages(locale, ['pages'])`) must format
 * only ids of those families: any other id would show as the bare id. Checked over the source: every
 * message id written in the folder of such a call belongs to a family it loads.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const SRC = join(ROOT, 'src')

const ids = new Set(
  readDictionaries(join(SRC, 'dictionaries'), ROOT)
    .filter((file) => file.locale === 'en-US')
    .flatMap((file) => Object.keys(file.messages as object)),
)

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

// The i18n module itself, whose documentation shows such a call, is not a caller.
const callers = sources(SRC).filter((file) => !file.startsWith(join(SRC, 'core', 'i18n')))

const byFamily = callers.flatMap((file) => {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/loadMessages\([^,()]*,\s*\[([^\]]*)\]\)/g)].map((match) => ({
    file,
    families: [...match[1]!.matchAll(/'([a-z]+)'/g)].map((family) => family[1]!),
  }))
})

describe('messages loaded by family', () => {
  it('are loaded so by the page features and small islands of most pages', () => {
    expect(byFamily.map(({ file }) => relative(SRC, dirname(file))).sort()).toEqual([
      'features/member-labels',
      'features/mobile-info-bar',
      'features/pinterest',
      'islands/announcement-bar',
      'islands/popup-overlay',
    ])
  })

  it.each(byFamily.map(({ file, families }) => [relative(SRC, dirname(file)), families] as const))(
    '%s formats only ids of the families it loads (%j)',
    (folder, families) => {
      const used = sources(join(SRC, folder)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'([a-z]+\.[A-Za-z0-9]+)'/g)]
          .map((match) => match[1]!)
          .filter((id) => ids.has(id)),
      )
      expect(used.length).toBeGreaterThan(0)
      expect(used.filter((id) => !families.includes(id.slice(0, id.indexOf('.'))))).toEqual([])
    },
  )
})
