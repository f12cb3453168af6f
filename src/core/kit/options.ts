/**
 * Block settings (`data-block-json`) read from a declaration: each island's `options.ts` says what
 * each setting is (a boolean, a number in a range, one of a list, a text, a URL: url-option.ts) and
 * its default, and gets a typed object or one TypeError naming the setting. Hand-written: a schema
 * library (zod, valibot) costs 2 KB or more gzip on every island that reads settings; this is the
 * handful of shapes block settings take.
 */
/** Reads one setting: its value, or throws a TypeError whose text ends the message `<kind>: <name> ...`. */
export type Reader<T> = (value: unknown, name: string) => T

/** The settings an island declares: one reader per name. */
export type Schema = Record<string, Reader<unknown>>

/** The object a schema reads. */
export type Options<S extends Schema> = { [K in keyof S]: ReturnType<S[K]> }

/** `true` or `false`. */
export function boolean(fallback = false): Reader<boolean> {
  return (value, name) => {
    if (value === undefined || value === null) return fallback
    if (typeof value !== 'boolean') throw new TypeError(`${name} must be true or false`)
    return value
  }
}

export interface NumberRule {
  /** @default -Infinity */
  min?: number
  /** @default Infinity */
  max?: number
  /** Whole numbers only. @default false */
  integer?: boolean
}

/** A finite number within `min` and `max`; a numeric text ('12') is read as its number, as templates write them. */
export function number(
  fallback: number,
  { min = -Infinity, max = Infinity, integer = false }: NumberRule = {},
): Reader<number> {
  return (value, name) => {
    if (value === undefined || value === null || value === '') return fallback
    const read = typeof value === 'string' ? Number(value) : value
    if (typeof read !== 'number' || !Number.isFinite(read) || (integer && !Number.isInteger(read))) {
      throw new TypeError(`${name} must be ${integer ? 'a whole number' : 'a number'}`)
    }
    if (read < min || read > max) throw new TypeError(`${name} must be ${range(min, max)}`)
    return read
  }
}

/** How a range reads in a message: `between 1 and 10`, `0 or more`, `10 or less`. */
function range(min: number, max: number): string {
  if (max === Infinity) return `${min} or more`
  if (min === -Infinity) return `${max} or less`
  return `between ${min} and ${max}`
}

/** One of `values` (compared as given: '2' is not 2). */
export function oneOf<const V extends readonly (string | number)[]>(values: V, fallback: V[number]): Reader<V[number]> {
  return (value, name) => {
    if (value === undefined || value === null) return fallback
    if (!values.includes(value as V[number])) throw new TypeError(`${name} must be one of ${values.join(', ')}`)
    return value as V[number]
  }
}

/** A text, trimmed; `fallback` when absent. */
export function text(fallback = ''): Reader<string> {
  return (value, name) => {
    if (value === undefined || value === null) return fallback
    if (typeof value !== 'string') throw new TypeError(`${name} must be a text`)
    return value.trim()
  }
}

/** A list whose every item `item` reads; `[]` when absent. */
export function list<T>(item: Reader<T>): Reader<T[]> {
  return (value, name) => {
    if (value === undefined || value === null) return []
    if (!Array.isArray(value)) throw new TypeError(`${name} must be a list`)
    return value.map((entry, index) => item(entry, `${name}[${index}]`))
  }
}

/** `reader`'s value, or undefined when the setting is absent or empty (where a default comes from elsewhere, like the page). */
export function optional<T>(reader: Reader<T>): Reader<T | undefined> {
  return (value, name) => (value === undefined || value === null || value === '' ? undefined : reader(value, name))
}

/** A setting the block cannot do without: absent, or read as undefined or an empty text, it is `<name> must be set`. */
export function required<T>(reader: Reader<T>): Reader<Exclude<T, undefined>> {
  return (value, name) => {
    const read = reader(value, name)
    if (read === undefined || read === '') throw new TypeError(`${name} must be set`)
    return read as Exclude<T, undefined>
  }
}

/** An object whose fields `schema` reads (named `<name>.<field>` in messages); `{}` read when absent. */
export function record<S extends Schema>(schema: S): Reader<Options<S>> {
  return (value, name) => {
    if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value))) {
      throw new TypeError(`${name} must be an object`)
    }
    const source = (value ?? {}) as Record<string, unknown>
    const read = {} as Record<string, unknown>
    for (const [field, reader] of Object.entries(schema)) read[field] = reader(source[field], `${name}.${field}`)
    return read as Options<S>
  }
}

/**
 * The settings `schema` declares, read from `settings`; names the schema does not know are left out.
 * @throws TypeError `<kind>: <name> must be ...` for the first setting of the wrong type or range.
 * @example readOptions('accordion', { expandFirst: true }, { expandFirst: boolean(), allowMultipleOpen: boolean() })
 */
export function readOptions<S extends Schema>(kind: string, settings: unknown, schema: S): Options<S> {
  const source = settings !== null && typeof settings === 'object' ? (settings as Record<string, unknown>) : {}
  const read = {} as Record<string, unknown>
  for (const [name, reader] of Object.entries(schema)) {
    try {
      read[name] = reader(source[name], name)
    } catch (error) {
      throw new TypeError(`${kind}: ${(error as Error).message}`)
    }
  }
  return read as Options<S>
}
