// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { adoptStyles } from './styles.ts'

describe('adoptStyles', () => {
  it('adds a sheet to the document once, whatever the number of calls', () => {
    const before = document.adoptedStyleSheets.length
    adoptStyles('.a { color: red }')
    adoptStyles('.a { color: red }')
    adoptStyles('.b { color: blue }')
    const sheets = document.adoptedStyleSheets.slice(before)
    expect(sheets).toHaveLength(2)
    expect(sheets[0]?.cssRules[0]?.cssText).toContain('.a')
  })
})
