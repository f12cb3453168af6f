// Every relative link of README.md and docs/*.md leads to a file that exists and, when it names a
// part (`file.md#part`, `#part`), to a heading of that file. Hand-written rather than a markdown
// parser and github-slugger: the docs use inline links alone, and GitHub's rule for a heading's
// anchor is a line (lower case, punctuation dropped, spaces to hyphens, repeats numbered); neither
// package is a dependency of the project.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')

/** The markdown files whose links are checked. */
const FILES = [
  join(ROOT, 'README.md'),
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs', name)),
]

/** The lines of a markdown text outside fenced code blocks, each with its line number. */
function proseLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = []
  let fence: string | undefined
  text.split('\n').forEach((line, index) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1]
    if (marker && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined
      return
    }
    if (fence === undefined) lines.push({ line: index + 1, text: line })
  })
  return lines
}

/** A heading's anchor as GitHub makes it: its text lower-cased, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a markdown text's headings; a repeated one gets `-1`, `-2`, as on GitHub. */
function anchors(text: string): Set<string> {
  const found = new Set<string>()
  const seen = new Map<string, number>()
  for (const { text: line } of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const base = slug(heading)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    found.add(count === 0 ? base : `${base}-${count}`)
  }
  return found
}

/** The targets of a markdown text's inline links, code spans left out, with their line numbers. */
function links(text: string): { line: number; target: string }[] {
  return proseLines(text).flatMap(({ line, text: prose }) =>
    [...prose.replace(/(`+)[\s\S]*?\1/g, '').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
      ([, target]) => ({ line, target: target! }),
    ),
  )
}

/** What is wrong with each relative link of `file` (text given, else read), as `file:line target: why`. */
function brokenLinks(file: string, text = readFileSync(file, 'utf8')): string[] {
  const broken: string[] = []
  for (const { line, target } of links(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue // https:, mailto:: not this test's
    const [path = '', anchor] = target.split('#', 2)
    const where = `${relative(ROOT, file)}:${line} ${target}`
    if (path === '') {
      if (anchor && !anchors(text).has(decodeURIComponent(anchor))) broken.push(`${where}: no heading #${anchor}`)
      continue
    }
    const resolved = join(dirname(file), decodeURIComponent(path))
    if (!existsSync(resolved)) {
      broken.push(`${where}: no such file`)
      continue
    }
    if (anchor === undefined || anchor === '') continue
    if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
      broken.push(`${where}: an anchor into a file that is not markdown`)
      continue
    }
    if (!anchors(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) {
      broken.push(`${where}: no heading #${anchor}`)
    }
  }
  return broken
}

describe('links between the docs', () => {
  it('makes anchors as GitHub does', () => {
    expect(slug('Accordion (`accordion`, default moment `visible`)')).toBe('accordion-accordion-default-moment-visible')
    expect(slug('4.1 Forms (`form`)')).toBe('41-forms-form')
    expect(slug('10. Theme: `--atoll-*` custom properties')).toBe('10-theme---atoll--custom-properties')
    expect(slug('window.Atoll')).toBe('windowatoll')
    expect([...anchors('# A\n## Demo\n```\n## Not a heading\n```\n## Demo\n')]).toEqual(['a', 'demo', 'demo-1'])
  })

  it('finds a missing file, a missing heading and a missing heading of the same file', () => {
    const file = join(ROOT, 'docs', 'example.md')
    const text = [
      '# Example',
      '## Where',
      'See [core](core.md), [gone](gone.md), [there](core.md#chunks), [not there](core.md#nowhere),',
      '[here](#where), [not here](#elsewhere), [the web](https://example.com/#x), `[code](gone.md)`.',
      '```',
      '[fenced](gone.md)',
      '```',
    ].join('\n')
    expect(brokenLinks(file, text)).toEqual([
      'docs/example.md:3 gone.md: no such file',
      'docs/example.md:3 core.md#nowhere: no heading #nowhere',
      'docs/example.md:4 #elsewhere: no heading #elsewhere',
    ])
  })

  it.each(FILES.map((file) => [relative(ROOT, file), file]))('%s has no broken relative link', (_, file) => {
    expect(brokenLinks(file)).toEqual([])
  })
})
