import { describe, expect, it } from 'vitest'
import { codeSplittingGroups, groupOf, sharedChunks } from '../../build/chunks.ts'
import { RENDERER } from '../../build/flavours.ts'
import { siteModules } from '../../build/islands.ts'

const groups = sharedChunks(RENDERER.preact)

describe('the shared chunks', () => {
  it('puts each file in the group that names its folder or itself, the first that does', () => {
    expect(groupOf(groups, '/app/node_modules/preact/hooks/dist/hooks.mjs')).toBe('renderer')
    expect(groupOf(groups, '/app/src/core/kit/hydrate.ts')).toBe('renderer')
    expect(groupOf(groups, '/app/src/core/kit/cleanup.ts')).toBe('kit')
    expect(groupOf(groups, 'C:\\app\\src\\core\\kit\\log.ts')).toBe('kit')
    expect(groupOf(groups, '/app/src/core/kit/options.ts')).toBe('options')
    expect(groupOf(groups, '/app/src/core/i18n/format.ts')).toBe('i18n')
    expect(groupOf(groups, '/app/src/core/data/client.ts')).toBe('core')
    expect(groupOf(groups, '/app/src/core/cart/store.ts')).toBe('money')
    expect(groupOf(groups, '/app/node_modules/js-cookie/dist/js.cookie.mjs')).toBe('storage')
    expect(groupOf(groups, '/app/src/core/security/script.ts')).toBe('script')
    expect(groupOf(groups, '/app/src/core/kit/resize.ts')).toBe('widgets')
    // Named by no group: with the islands that use them.
    expect(groupOf(groups, '/app/src/core/api.ts')).toBeUndefined()
    expect(groupOf(groups, '/app/src/core/enums/map-styles.ts')).toBeUndefined()
    expect(groupOf(groups, '/app/src/core/kit/options-extra.ts')).toBeUndefined()
  })

  it("takes React's packages for the React flavour's renderer", () => {
    const react = sharedChunks(RENDERER.react)
    expect(groupOf(react, '/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('renderer')
    expect(groupOf(react, '/app/node_modules/scheduler/index.js')).toBe('renderer')
    expect(groupOf(react, '/app/node_modules/preact/dist/preact.mjs')).toBeUndefined()
  })

  it('gives rolldown the groups in order, each with its test', () => {
    const rolldownGroups = codeSplittingGroups(groups)
    expect(rolldownGroups.map((group) => group.name)).toEqual(groups.map((group) => group.name))
    expect(rolldownGroups.find((group) => group.name === 'i18n')?.test('/app/src/core/i18n/index.ts')).toBe(true)
    expect(rolldownGroups.find((group) => group.name === 'i18n')?.test('/app/src/core/data/index.ts')).toBe(false)
  })

  it('names no chunk as an island or a feature, whose files the registry tells by name', () => {
    const names = new Set(siteModules().map((module) => module.name))
    expect(groups.map((group) => group.name).filter((name) => names.has(name))).toEqual([])
  })
})
