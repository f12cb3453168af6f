import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { SPLIT_FAMILIES } from '../src/core/i18n/families.ts'
import {
  compileDictionaries,
  type CompiledDictionaries,
  type DictionaryFile,
  type DictionaryOptions,
} from '../src/core/i18n/validate.ts'

const INDEX = 'virtual:atoll-dictionaries'
const LOCALE_PREFIX = 'virtual:atoll-dictionary/'

export interface DictionariesPluginOptions extends DictionaryOptions {
  /** The folder of `<locale>/<family>.json` files, from the project root. @default 'src/dictionaries' */
  dir?: string
}

/**
 * Compiles `src/dictionaries/<locale>/*.json` to ICU ASTs at build time and serves them as virtual
 * modules: `virtual:atoll-dictionaries` maps each locale to a dynamic import of
 * `virtual:atoll-dictionary/<locale>` (its default export), and each locale's split families
 * (`SPLIT_FAMILIES`) to `virtual:atoll-dictionary/<locale>/<family>` (`families`), so a locale, or one
 * of those families of it, is a chunk of its own, loaded only when needed.
 * Any invalid dictionary (unparseable ICU, a plural key the locale lacks, an id missing from a locale
 * or with other arguments than in the base locale, or a kind of argument the page's formatter does not
 * format) fails the build, and the tests, which use the same plugins. The page formats the ASTs with
 * `src/core/i18n/format.ts`; no ICU parser ships.
 * @example plugins: [dictionaries()]
 */
export function dictionaries(options: DictionariesPluginOptions = {}): Plugin {
  let root = process.cwd()
  let isBuild = false
  let compiled: (CompiledDictionaries & { files: string[] }) | undefined

  const dir = () => resolve(root, options.dir ?? 'src/dictionaries')
  const compile = (fail: (message: string) => never, warn: (message: string) => void) => {
    if (compiled) return compiled
    const files = readDictionaries(dir(), root)
    const result = compileDictionaries(files, options)
    result.warnings.forEach(warn)
    for (const family of SPLIT_FAMILIES)
      if (!Object.keys(result.messages[options.baseLocale ?? 'en-US'] ?? {}).some((id) => familyOf(id) === family))
        result.errors.push(`SPLIT_FAMILIES names "${family}", which has no messages`)
    if (result.errors.length) fail(`Invalid dictionaries:\n${result.errors.join('\n')}`)
    compiled = { ...result, files: files.map((file) => resolve(root, file.path)) }
    return compiled
  }

  return {
    name: 'atoll-dictionaries',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
      isBuild = config.command === 'build'
    },
    buildStart() {
      compiled = undefined
      const { messages } = compile(
        (message) => this.error(message),
        (message) => this.warn(message),
      )
      // Named chunks (`dictionary-fr-FR-<hash>.js`) so a dictionary is recognisable in dist/ and in size reports.
      if (isBuild) {
        for (const locale of Object.keys(messages)) {
          this.emitFile({ type: 'chunk', id: LOCALE_PREFIX + locale, name: `dictionary-${locale}` })
          for (const family of SPLIT_FAMILIES)
            this.emitFile({
              type: 'chunk',
              id: `${LOCALE_PREFIX}${locale}/${family}`,
              name: `messages-${locale}-${family}`,
            })
        }
      }
    },
    watchChange(id) {
      if (id.startsWith(dir())) compiled = undefined
    },
    resolveId(source) {
      if (source === INDEX || source.startsWith(LOCALE_PREFIX)) return `\0${source}`
      return null
    },
    load(id) {
      if (!id.startsWith('\0virtual:atoll-dictionar')) return null
      const { messages, files } = compile(
        (message) => this.error(message),
        (message) => this.warn(message),
      )
      files.forEach((file) => this.addWatchFile(file))
      if (id === `\0${INDEX}`) {
        const load = (module: string) => `() => import(${JSON.stringify(module)})`
        const wholes = Object.keys(messages).map(
          (locale) => `${JSON.stringify(locale)}: ${load(LOCALE_PREFIX + locale)}`,
        )
        const families = Object.keys(messages).map((locale) => {
          const loaders = SPLIT_FAMILIES.map(
            (family) => `${JSON.stringify(family)}: ${load(`${LOCALE_PREFIX}${locale}/${family}`)}`,
          )
          return `${JSON.stringify(locale)}: {\n${loaders.join(',\n')}\n}`
        })
        return `export default {\n${wholes.join(',\n')}\n}\nexport const families = {\n${families.join(',\n')}\n}\n`
      }
      // `<locale>` is the whole dictionary; `<locale>/<family>` one family's messages.
      const [locale = '', family] = id.slice(LOCALE_PREFIX.length + 1).split('/')
      const localeMessages = messages[locale]
      if (!localeMessages) this.error(`No dictionary for locale "${locale}" in ${relative(root, dir())}`)
      const chosen = family
        ? Object.fromEntries(Object.entries(localeMessages).filter(([messageId]) => familyOf(messageId) === family))
        : localeMessages
      return `export default ${JSON.stringify(chosen)}\n`
    },
  }
}

/** A message id's family: `pages` of `pages.infoBar`. */
const familyOf = (messageId: string) => messageId.slice(0, messageId.indexOf('.'))

/** Reads every `<dir>/<locale>/<family>.json`, with paths relative to `root` for messages. */
export function readDictionaries(dir: string, root: string): DictionaryFile[] {
  if (!existsSync(dir)) return []
  const files: DictionaryFile[] = []
  for (const locale of readdirSync(dir, { withFileTypes: true })) {
    if (!locale.isDirectory()) continue
    for (const name of readdirSync(join(dir, locale.name)).sort()) {
      if (!name.endsWith('.json')) continue
      const file = join(dir, locale.name, name)
      const path = relative(root, file)
      let messages: unknown
      try {
        messages = JSON.parse(readFileSync(file, 'utf8'))
      } catch (error) {
        throw new Error(`Invalid dictionaries:\n${path}: ${(error as Error).message}`)
      }
      files.push({ locale: locale.name, family: name.slice(0, -'.json'.length), path, messages })
    }
  }
  return files
}
