import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import {
  compileDictionaries,
  type CompiledDictionaries,
  type CompiledMessages,
  type DictionaryFile,
  type DictionaryOptions,
} from '../src/core/i18n/validate.ts'

const LOCALE_PREFIX = 'virtual:atoll-dictionary/'
const MESSAGES = 'virtual:atoll-messages'
const PLACEHOLDER = /(["'`])__ATOLL_MESSAGES_(\d+)__\1/g

export interface DictionariesPluginOptions extends DictionaryOptions {
  /** The folder of `<locale>/<family>.json` files, from the project root. @default 'src/dictionaries' */
  dir?: string
}

/**
 * Compiles `src/dictionaries/<locale>/*.json` to ICU ASTs at build time and gives each module that
 * shows messages its own: `import messages from 'virtual:atoll-messages'` is, for `loadMessages`, one
 * import per locale of a part holding only the ids that the importing module's code, and every module
 * it imports (statically or not), can reach. So a page downloads the messages of the islands it has,
 * and no id that no code uses ships.
 *
 * How: the build writes a placeholder per importer, and when a chunk is rendered (before its name is
 * hashed, so a changed message renames the chunks that load it) replaces it with the imports of parts
 * it emits, `messages-<locale>-<module>-<hash>.js`. The ids are the quoted ones in the modules' code;
 * a template or a concatenation that starts with an id's beginning (`` `forms.${type}` ``) takes every
 * id that starts so. From source (the tests) and in the server build, each locale's part is the whole
 * dictionary (`virtual:atoll-dictionary/<locale>`).
 *
 * Any invalid dictionary (unparseable ICU, a plural key the locale lacks, an id missing from a locale
 * or with other arguments than in the base locale, or a kind of argument the page's formatter does not
 * format) fails the build, and the tests, which use the same plugins. The page formats the ASTs with
 * `src/core/i18n/format.ts`; no ICU parser ships.
 * @example plugins: [dictionaries()]
 */
export function dictionaries(options: DictionariesPluginOptions = {}): Plugin {
  let root = process.cwd()
  let split = false
  let compiled: (CompiledDictionaries & { files: string[] }) | undefined
  /** The modules that import `virtual:atoll-messages`, by placeholder number. */
  const importers: string[] = []
  /** The parts emitted in this build, by file name. */
  const emitted = new Set<string>()
  /** Every module whose ids some part holds. */
  const covered = new Set<string>()

  const dir = () => resolve(root, options.dir ?? 'src/dictionaries')
  const compile = (fail: (message: string) => never, warn: (message: string) => void) => {
    if (compiled) return compiled
    const files = readDictionaries(dir(), root)
    const result = compileDictionaries(files, options)
    result.warnings.forEach(warn)
    if (result.errors.length) fail(`Invalid dictionaries:\n${result.errors.join('\n')}`)
    compiled = { ...result, files: files.map((file) => resolve(root, file.path)) }
    return compiled
  }

  return {
    name: 'atoll-dictionaries',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
      split = config.command === 'build' && !config.build.ssr
    },
    buildStart() {
      compiled = undefined
      importers.length = 0
      emitted.clear()
      covered.clear()
      compile(
        (message) => this.error(message),
        (message) => this.warn(message),
      )
    },
    watchChange(id) {
      if (id.startsWith(dir())) compiled = undefined
    },
    resolveId(source, importer) {
      if (source === MESSAGES) {
        if (!importer) return this.error(`${MESSAGES} is imported by the module whose messages it holds`)
        return `\0${MESSAGES}?${importer}`
      }
      if (source.startsWith(LOCALE_PREFIX)) return `\0${source}`
      return null
    },
    load(id) {
      if (!id.startsWith('\0virtual:atoll-')) return null
      const { messages, files } = compile(
        (message) => this.error(message),
        (message) => this.warn(message),
      )
      files.forEach((file) => this.addWatchFile(file))
      if (id.startsWith(`\0${MESSAGES}?`)) {
        if (split)
          return `export default ${JSON.stringify(`__ATOLL_MESSAGES_${importers.push(id.slice(MESSAGES.length + 2)) - 1}__`)}\n`
        const loaders = Object.keys(messages).map(
          (locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(LOCALE_PREFIX + locale)})`,
        )
        return `export default {\n${loaders.join(',\n')}\n}\n`
      }
      const locale = id.slice(LOCALE_PREFIX.length + 1)
      const localeMessages = messages[locale]
      if (!localeMessages) this.error(`No dictionary for locale "${locale}" in ${relative(root, dir())}`)
      return `export default ${JSON.stringify(localeMessages)}\n`
    },
    renderChunk(code) {
      if (!split || !code.includes('__ATOLL_MESSAGES_')) return null
      const { messages } = compile(
        (message) => this.error(message),
        (message) => this.warn(message),
      )
      const base = messages[options.baseLocale ?? 'en-US'] ?? {}
      return code.replace(PLACEHOLDER, (_, _quote, index: string) => {
        const importer = importers[Number(index)]!
        const moduleOf = (id: string) => this.getModuleInfo(id)
        const ids = reachableIds(importer, Object.keys(base), moduleOf, covered)
        const formats = formatsNumbers(importer, pick(base, ids), moduleOf)
        const name = partName(importer, root)
        const imports = Object.entries(messages).map(([locale, localeMessages]) => {
          const source = `export default ${JSON.stringify(pick(localeMessages, ids))}\nexport const formats = ${formats}\n`
          const fileName = `messages-${locale}-${name}-${contentHash(source)}.js`
          if (!emitted.has(fileName)) {
            emitted.add(fileName)
            this.emitFile({ type: 'asset', fileName, source })
          }
          return `${JSON.stringify(locale)}:()=>import(${JSON.stringify(`./${fileName}`)})`
        })
        return `{${imports.join(',')}}`
      })
    },
    // A module that shows ids no module loads (its importers load their own, or none) would show bare ids.
    generateBundle() {
      if (!split) return
      const ids = Object.keys(
        compile(
          (message) => this.error(message),
          (message) => this.warn(message),
        ).messages[options.baseLocale ?? 'en-US'] ?? {},
      )
      const uncovered = [...this.getModuleIds()].flatMap((id) => {
        if (covered.has(id) || id.startsWith('\0') || id.includes('/node_modules/')) return []
        const shown = reachableIds(id, ids, (other) => (other === id ? this.getModuleInfo(id) : null))
        return shown.size ? [`${relative(root, id)}: ${[...shown].join(', ')}`] : []
      })
      if (uncovered.length)
        this.error(
          `Messages no module loads (import virtual:atoll-messages where they are shown, or in a module that imports these):\n${uncovered.join('\n')}`,
        )
    },
  }
}

interface ModuleCode {
  code: string | null
  importedIds: readonly string[]
  dynamicallyImportedIds: readonly string[]
}

/**
 * Reads the code of `entry` and of every module it imports (statically or not), outside
 * documentation blocks (an id or a call in an example there is run by no one). A module that
 * imports messages of its own is not walked into: it loads them, and prepares their formatting,
 * when it shows them. Third-party modules show no ids of ours and are not read.
 */
function walkCode(
  entry: string,
  moduleOf: (id: string) => ModuleCode | null,
  read: (code: string, id: string) => void,
  walked?: Set<string>,
): void {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id) || id.includes('/node_modules/')) return
    seen.add(id)
    const module = moduleOf(id)
    if (!module) return
    if (id !== entry && module.importedIds.some((imported) => imported.startsWith(`\0${MESSAGES}?`))) return
    walked?.add(id)
    read((module.code ?? '').replace(/^\s*\/\*\*[\s\S]*?\*\//gm, ''), id)
    for (const next of [...module.importedIds, ...module.dynamicallyImportedIds]) visit(next)
  }
  visit(entry)
}

/**
 * The message ids the code of `entry` and of what it imports can reach (`walkCode`): the quoted ids,
 * and every id that starts with the literal beginning of a template or a concatenation
 * (`` `forms.${` ``, `'forms.' +`).
 */
export function reachableIds(
  entry: string,
  ids: readonly string[],
  moduleOf: (id: string) => ModuleCode | null,
  /** Collects the modules read. */
  walked?: Set<string>,
): Set<string> {
  const known = new Set(ids)
  const found = new Set<string>()
  const read = (code: string) => {
    for (const [, , quoted] of code.matchAll(/(["'`])([a-z]+\.[A-Za-z0-9]+)\1/g))
      if (known.has(quoted!)) found.add(quoted!)
    for (const match of code.matchAll(/`([a-z]+\.[A-Za-z0-9]*)\$\{|(["'])([a-z]+\.[A-Za-z0-9]*)\2\s*\+/g)) {
      const start = match[1] ?? match[3]!
      for (const id of ids) if (id.startsWith(start)) found.add(id)
    }
  }
  walkCode(entry, moduleOf, read, walked)
  return found
}

/** A call that formats a number or a date with Intl (outside `src/core/i18n/`, which defines them). */
const FORMATTING =
  /\b(?:numberFormat|dateFormat|relativeTimeFormat|formatNumber|formatDate)\(|\bIntl\.(?:NumberFormat|DateTimeFormat|RelativeTimeFormat)\b|\.toLocale(?:String|DateString|TimeString)\(/

/**
 * Whether the code of `entry` (and of what it imports) formats numbers or dates, or its messages do
 * (a number or a date argument, or a plural's `#`): then `loadMessages` prepares the locale's first
 * formatter in a task of its own, work wasted on an island that formats none.
 */
export function formatsNumbers(
  entry: string,
  messages: CompiledMessages,
  moduleOf: (id: string) => ModuleCode | null,
): boolean {
  if (JSON.stringify(messages).match(/"type":\s*[2347]\b/)) return true
  let found = false
  walkCode(entry, moduleOf, (code, id) => {
    if (!found && !/[\\/]src[\\/]core[\\/]i18n[\\/]/.test(id)) found = FORMATTING.test(code)
  })
  return found
}

/** `src/islands/cart/index.ts` -> `cart`; `src/features/tracking/errors.ts` -> `tracking-errors`. */
function partName(importer: string, root: string): string {
  const path = relative(root, importer)
    .replace(/\\/g, '/')
    .replace(/\.[jt]sx?$/, '')
  const [, , name = 'messages', ...rest] = path.split('/')
  return [name, ...rest.filter((part) => part !== 'index')].join('-').replace(/[^A-Za-z0-9-]/g, '')
}

function pick(messages: CompiledMessages, ids: Set<string>): CompiledMessages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => ids.has(id)))
}

/** Eight base-36 characters of the content's SHA-256, as the build names its chunks. */
function contentHash(source: string): string {
  return BigInt(`0x${createHash('sha256').update(source).digest('hex').slice(0, 12)}`)
    .toString(36)
    .padStart(8, '0')
    .slice(0, 8)
}

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
