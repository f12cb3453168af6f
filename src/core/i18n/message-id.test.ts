import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

describe('message ids', () => {
  it('come from every file of the base dictionary', () => {
    const source = readFileSync(new URL('./message-id.ts', import.meta.url), 'utf8')
    const files = readdirSync(new URL('../../dictionaries/en-US/', import.meta.url)).filter((file) =>
      file.endsWith('.json'),
    )
    const typed = [...source.matchAll(/from '\.\.\/\.\.\/dictionaries\/en-US\/([\w-]+\.json)'/g)].map(
      (match) => match[1],
    )
    expect(typed.sort()).toEqual(files.sort())
  })
})

describe('t', () => {
  it('takes only ids of the dictionary (npm run typecheck fails otherwise)', async () => {
    const { t } = await import('./index.ts')
    // @ts-expect-error: not an id of src/dictionaries/en-US
    const wrong = () => t('forms.noSuchMessage')
    const right = () => t('forms.noKey')
    expect([typeof wrong, typeof right]).toEqual(['function', 'function'])
  })
})
