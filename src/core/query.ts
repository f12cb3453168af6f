import { parse, stringify } from 'qs'

// spec: query-string parsing: up to 1000 params, depth 5, array limit 20 (qs's own defaults, stated
// here so that a change of qs's defaults cannot change the runtime's limits)
export const QUERY_PARAMETER_LIMIT = 1000 // spec: up to 1000 params
export const QUERY_DEPTH = 5 // spec: depth 5
export const QUERY_ARRAY_LIMIT = 20 // spec: array limit 20

/**
 * Parses a query string, with or without its leading `?`, into nested objects and arrays
 * (`a[b]=1`, `list[]=x`). Past the spec's limits nothing throws: parameters after the 1000th are
 * dropped, brackets deeper than 5 levels stay one literal key, and a list of more than 20 values (or
 * an index of 20 or more) becomes an object keyed by index that keeps every value.
 * @example parseQuery('?utm_source=mail&tags[]=a&tags[]=b') // { utm_source: 'mail', tags: ['a', 'b'] }
 */
export function parseQuery(search: string): Record<string, unknown> {
  return parse(search, {
    ignoreQueryPrefix: true,
    parameterLimit: QUERY_PARAMETER_LIMIT,
    depth: QUERY_DEPTH,
    arrayLimit: QUERY_ARRAY_LIMIT,
  })
}

/**
 * Writes an object as a query string, without a leading `?`; nested values use brackets and arrays
 * indices (`a[b]=1&list[0]=x`, percent-encoded), undefined values are left out.
 * @example stringifyQuery({ crumb: 'abc', page: 2 }) // 'crumb=abc&page=2'
 */
export function stringifyQuery(obj: object): string {
  return stringify(obj)
}
