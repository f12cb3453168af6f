/** @jsxImportSource hono/jsx */
import { type StylesName, stylesPath } from '../ssr.ts'

/** The link to an island's stylesheet from `atoll/server`, so its blocks are styled from the first paint. */
export async function IslandStyles({ name }: { name: StylesName }) {
  return <link rel="stylesheet" href={await stylesPath(name)} />
}
