// docs/integrating.md against the source: every `--atoll-*` custom property src/ uses, every server
// path it calls and every island and page feature it has are in the guide, and the guide lists no
// property src/ no longer uses.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { PALETTE } from '../../src/islands/chart/palette.ts'

const ROOT = join(import.meta.dirname, '..', '..')
const SRC = join(ROOT, 'src')
const GUIDE = readFileSync(join(ROOT, 'docs', 'integrating.md'), 'utf8')

/** The shipped source files of src/ with these endings (tests and type declarations left out). */
function sources(...endings: string[]): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => endings.some((ending) => file.endsWith(ending)))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(SRC, file))
}

/**
 * The texts of a TypeScript file's string literals, and of each template literal with `\0` in place
 * of its substitutions: what the code can use, never what its comments mention.
 */
function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text)
    else if (ts.isTemplateExpression(node)) {
      found.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('\0'))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const PROPERTY = /--atoll-[a-z0-9-]*/g

/** Where each `--atoll-*` name appears in src/: CSS outside comments, TypeScript in its literals. */
function usedProperties(): Map<string, string> {
  const used = new Map<string, string>()
  const add = (text: string, file: string) => {
    for (const [name] of text.matchAll(PROPERTY)) used.set(name, relative(ROOT, file))
  }
  for (const file of sources('.css')) add(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''), file)
  for (const file of sources('.ts', '.tsx')) for (const text of literals(file)) add(text.split('\0')[0]!, file)
  return used
}

/** The `--atoll-*` names the guide lists in code spans. */
const documented = new Set([...GUIDE.matchAll(/`(--atoll-[a-z0-9-]+)`/g)].map(([, name]) => name!))

describe('docs/integrating.md, the custom properties', () => {
  const used = usedProperties()

  it('finds the properties of the CSS and of the code that sets them', () => {
    expect(used.get('--atoll-form-error')).toBe('src/islands/form/form.css')
    // The gallery sets its properties by a name it builds: `--atoll-gallery-${name}`.
    expect(used.get('--atoll-gallery-')).toBe('src/islands/gallery/layout.ts')
    // The chart writes its series' properties by a name it builds: `--atoll-chart-${n}`.
    expect(used.get('--atoll-chart-')).toBe('src/islands/chart/palette.ts')
  })

  it("gives each chart series' property the default the chart draws", () => {
    const rows = PALETTE.map(
      (_, index) => new RegExp(`^\\| \`--atoll-chart-${index + 1}\` \\|[^|]*\\| \`(#[0-9a-f]+)\` \\|$`, 'm'),
    )
    expect(rows.map((row) => row.exec(GUIDE)?.[1])).toEqual([...PALETTE])
  })

  it('lists every property src/ uses', () => {
    const missing = [...used]
      .filter(([name]) =>
        name.endsWith('-') ? ![...documented].some((d) => d.startsWith(name)) : !documented.has(name),
      )
      .map(([name, file]) => `${name} (${file})`)
    expect(missing).toEqual([])
  })

  it('lists no property src/ no longer uses', () => {
    // The chart's built names, one for each colour of its palette.
    const chart = PALETTE.map((_, index) => `--atoll-chart-${index + 1}`)
    expect([...documented].filter((name) => !used.has(name) && !chart.includes(name))).toEqual([])
  })
})

/** A path as the guide may write it: each substitution of the code is a placeholder such as `{itemId}`. */
const pattern = (path: string) =>
  new RegExp(
    path
      .split('\0')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^\\s`/]+'),
  )

describe('docs/integrating.md, the server calls', () => {
  const paths = new Map<string, string>()
  for (const file of sources('.ts', '.tsx'))
    for (const text of literals(file)) if (text.startsWith('/api/')) paths.set(text, relative(ROOT, file))

  it('finds the paths the islands, features and core call', () => {
    expect(paths.get('/api/form/FormSubmissionKey')).toBe('src/islands/form/form.ts')
    expect(paths.get('/api/commerce/cart')).toBe('src/core/cart/store.ts')
    expect(paths.get('/api/census/button-\0')).toBe('src/features/tracking/index.ts')
  })

  it('names every one of them', () => {
    const missing = [...paths].filter(([path]) => !pattern(path).test(GUIDE)).map(([path, file]) => `${path} (${file})`)
    expect(missing).toEqual([])
  })

  // The editor's calls: docs/session-and-commerce.md says why a published page has no client for them.
  it('calls none of the editor’s own (multilingual settings, the site header and footer)', () => {
    const editorOnly = [...paths.keys()].filter((path) => /^\/api\/(multilingual\/|site-header-footer)/.test(path))
    expect(editorOnly).toEqual([])
  })
})

describe('docs/integrating.md, the blocks and features', () => {
  it('names every island and page feature', () => {
    const modules = ['islands', 'features'].flatMap((folder) => readdirSync(join(SRC, folder)))
    expect(modules.length).toBeGreaterThan(40)
    expect(modules.filter((name) => !GUIDE.includes(`\`${name}\``))).toEqual([])
  })
})

describe('docs/spec-differences.md, the one list of differences from the spec', () => {
  const DOCS = join(ROOT, 'docs')
  const LIST = readFileSync(join(DOCS, 'spec-differences.md'), 'utf8')
  const guides = [...new Set([...LIST.matchAll(/\]\(([\w-]+\.md)(?:#[\w-]*)?\)/g)].map(([, file]) => file!))]

  it('is linked from the README’s reading list', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('](docs/spec-differences.md)')
  })

  it('links each difference to its guide, and each such guide links back to it', () => {
    expect(guides).toEqual(expect.arrayContaining(['core.md', 'motion.md', 'forms.md', 'consent-and-tracking.md']))
    const without = guides.filter((file) => !readFileSync(join(DOCS, file), 'utf8').includes('](spec-differences.md'))
    expect(without).toEqual([])
  })

  it('is the only list: no other guide keeps a section of differences of its own', () => {
    const others = readdirSync(DOCS)
      .filter((name) => name.endsWith('.md') && name !== 'spec-differences.md')
      .filter((name) => {
        const text = readFileSync(join(DOCS, name), 'utf8')
        const section = /^#+ .*differs? from the spec.*$([\s\S]*?)(?=^#|(?![\s\S]))/im.exec(text)?.[1] ?? ''
        return /^\s*- /m.test(section)
      })
    expect(others).toEqual([])
  })
})
