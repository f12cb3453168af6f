// Runs at build time only (the dictionaries plugin and its tests): it parses every ICU message with
// the full parser, so the page never needs it. Nothing on the page imports this file.
import {
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser'
import { isStructurallySame } from '@formatjs/icu-messageformat-parser/manipulator.js'

/** A locale's compiled messages: message id -> ICU AST. */
export type CompiledMessages = Record<string, MessageFormatElement[]>

/** One dictionary file as read from `src/dictionaries/<locale>/<family>.json`. */
export interface DictionaryFile {
  locale: string
  /** The family, i.e. the file name without `.json`; every id in it starts with `<family>.`. */
  family: string
  /** Where the file is, for error messages. */
  path: string
  /** The parsed JSON. */
  messages: unknown
}

export interface DictionaryOptions {
  /** The locale whose text is the reference: every other locale has its ids and arguments. @default 'en-US' */
  baseLocale?: string
  /**
   * Locales still being translated: a missing id is a warning and takes the base locale's message.
   * Every other locale must be complete. @default []
   */
  partialLocales?: readonly string[]
}

export interface CompiledDictionaries {
  /** Per locale, every message id with its AST; a partial locale is completed from the base locale. */
  messages: Record<string, CompiledMessages>
  /** Each problem as `<path>: <id>: <message>`; any error fails the build. */
  errors: string[]
  warnings: string[]
}

// CLDR's order, so the list in an error reads the way translators know it.
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other']

/**
 * The spec's message for a plural key that the locale does not have.
 * @example invalidKeyMessage('few', 'count', 'plural', ['one', 'many', 'other'])
 */
export function invalidKeyMessage(
  key: string,
  argument: string,
  kind: 'plural' | 'selectordinal',
  validKeys: readonly string[],
): string {
  // spec: 'Invalid key ... for argument ... Valid ... keys for this locale are ..., and explicit keys like =0.'
  const list = validKeys.map((valid) => `"${valid}"`).join(', ')
  return `Invalid key "${key}" for argument "${argument}". Valid ${kind} keys for this locale are ${list}, and explicit keys like =0.`
}

/** The plural categories a locale has, in CLDR order, always with `other`. */
export function pluralCategories(locale: string, type: Intl.PluralRuleType = 'cardinal'): string[] {
  const categories = new Set<string>(new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories)
  return PLURAL_CATEGORIES.filter((category) => category === 'other' || categories.has(category))
}

/**
 * Parses one ICU message as the page will format it (tags are plain text: `t` returns strings).
 * @throws Error with the parser's reason and position for unparseable text.
 */
export function compileMessage(message: string): MessageFormatElement[] {
  try {
    return parse(message, { ignoreTag: true })
  } catch (error) {
    const { location } = error as { location?: { start: { line: number; column: number } } }
    const at = location ? ` at line ${location.start.line}, column ${location.start.column}` : ''
    throw new Error(`Unparseable ICU message (${(error as Error).message}${at}): ${message}`)
  }
}

/** Every plural or selectordinal key in `ast` that `locale` does not have, as the spec's message. */
export function invalidPluralKeys(ast: readonly MessageFormatElement[], locale: string): string[] {
  const problems: string[] = []
  const visit = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      if (isPluralElement(element)) {
        const valid = pluralCategories(locale, element.pluralType)
        for (const key of Object.keys(element.options)) {
          if (!key.startsWith('=') && !valid.includes(key)) {
            const kind = element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'
            problems.push(invalidKeyMessage(key, element.value, kind, valid))
          }
        }
      }
      if (isPluralElement(element) || isSelectElement(element)) {
        for (const option of Object.values(element.options)) visit(option.value)
      }
      if (isTagElement(element)) visit(element.children)
    }
  }
  visit(ast)
  return problems
}

/**
 * What the page's formatter (format.ts) does not format: date and time arguments, and numbers with a
 * named style instead of a skeleton (`{n, number, percent}`; `{n, number, ::percent}` is formatted).
 */
export function unformattedElements(ast: readonly MessageFormatElement[]): string[] {
  const problems: string[] = []
  const visit = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      if (isDateElement(element) || isTimeElement(element))
        problems.push(`"${element.value}" is a date or time argument, which the page does not format: pass the text`)
      if (isNumberElement(element) && typeof element.style === 'string')
        problems.push(`"${element.value}" has the named number style "${element.style}": write it as a skeleton (::)`)
      if (isPluralElement(element) || isSelectElement(element))
        for (const option of Object.values(element.options)) visit(option.value)
    }
  }
  visit(ast)
  return problems
}

/**
 * Parses and checks every dictionary file: ids namespaced by their family and unique per locale, ICU
 * that parses and that the page formats, plural keys valid for the locale, every locale holding exactly the base locale's ids
 * with the same arguments. Pure: the files are given, the problems are returned.
 */
export function compileDictionaries(
  files: readonly DictionaryFile[],
  options: DictionaryOptions = {},
): CompiledDictionaries {
  const { baseLocale = 'en-US', partialLocales = [] } = options
  const messages: Record<string, CompiledMessages> = {}
  const pathOf: Record<string, Record<string, string>> = {}
  const errors: string[] = []
  const warnings: string[] = []

  for (const file of files) {
    const compiled = (messages[file.locale] ??= {})
    const paths = (pathOf[file.locale] ??= {})
    if (!(file.messages instanceof Object) || Array.isArray(file.messages)) {
      errors.push(`${file.path}: must be a JSON object of message id to ICU message`)
      continue
    }
    for (const [id, text] of Object.entries(file.messages)) {
      const report = (message: string) => errors.push(`${file.path}: ${id}: ${message}`)
      if (!id.startsWith(`${file.family}.`)) report(`the id must start with "${file.family}."`)
      else if (paths[id]) report(`already defined in ${paths[id]}`)
      else if (typeof text !== 'string') report('the message must be a string')
      else {
        try {
          const ast = compileMessage(text)
          invalidPluralKeys(ast, file.locale).forEach(report)
          unformattedElements(ast).forEach(report)
          compiled[id] = ast
          paths[id] = file.path
        } catch (error) {
          report((error as Error).message)
        }
      }
    }
  }

  const base = messages[baseLocale]
  if (!base) {
    errors.push(`no dictionary for the base locale ${baseLocale}`)
    return { messages, errors, warnings }
  }
  for (const [locale, compiled] of Object.entries(messages)) {
    if (locale === baseLocale) continue
    const fileOf = (id: string) => pathOf[locale]?.[id] ?? pathOf[baseLocale]?.[id]?.replace(baseLocale, locale)
    for (const [id, baseAst] of Object.entries(base)) {
      const ast = compiled[id]
      if (!ast) {
        const problem = `${fileOf(id)}: ${id}: missing; ${baseLocale} has it`
        if (partialLocales.includes(locale)) warnings.push(`${problem} (its ${baseLocale} text is used)`)
        else errors.push(problem)
        continue
      }
      const same = isStructurallySame(baseAst, ast)
      if (!same.success) {
        errors.push(`${fileOf(id)}: ${id}: arguments differ from ${baseLocale}: ${same.error?.message}`)
      }
    }
    for (const id of Object.keys(compiled)) {
      if (!base[id]) errors.push(`${fileOf(id)}: ${id}: not in ${baseLocale}`)
    }
    messages[locale] = { ...base, ...compiled }
  }
  return { messages, errors, warnings }
}
