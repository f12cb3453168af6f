import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const SIZE = join(import.meta.dirname, '../../scripts/size.mjs')

/**
 * A project folder with a build of a loader, one island and one shared chunk of `sharedBytes`
 * incompressible bytes, and `budgets` as its package.json `sizeBudgets`.
 */
function project(sharedBytes: number, budgets: object): string {
  const root = mkdtempSync(join(tmpdir(), 'atoll-size-'))
  const dist = join(root, 'dist')
  mkdirSync(join(dist, '.vite'), { recursive: true })
  writeFileSync(join(root, 'package.json'), JSON.stringify({ sizeBudgets: budgets }))
  const manifest = {
    'src/bootstrap/index.ts': { file: 'atoll.js', isEntry: true },
    'src/islands/a/index.ts': { file: 'a-abcd1234.js', name: 'a', isEntry: true, imports: ['_tiny-abcd1234.js'] },
    '_tiny-abcd1234.js': { file: 'tiny-abcd1234.js', name: 'tiny' },
  }
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest))
  writeFileSync(join(dist, 'atoll.js'), 'export {}\n')
  writeFileSync(join(dist, 'a-abcd1234.js'), 'import "./tiny-abcd1234.js"\n')
  // Random letters: gzip cannot make them much smaller.
  const letters = Array.from({ length: sharedBytes }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
  writeFileSync(join(dist, 'tiny-abcd1234.js'), `export const t = '${letters.join('')}'\n`)
  return root
}

/** `npm run size` on the project: its exit code and what it printed. */
async function size(root: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, [SIZE, '--root', root])
    return { code: 0, out: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string }
    return { code: failed.code, out: failed.stdout }
  }
}

describe('npm run size, on shared chunks', () => {
  it('fails on a shared chunk under the minimum that has no reason written', async () => {
    const { code, out } = await size(project(200, { sharedChunkMin: 1024 }))
    expect(code).toBe(1)
    expect(out).toMatch(
      /OVER BUDGET: chunk tiny \(\d+ < 1024: merge it, or give its reason in sizeBudgets\.smallChunks\)/,
    )
  })

  it('passes it with its reason, and prints the reason', async () => {
    const reason = 'The only island that uses it is a.'
    const { code, out } = await size(project(200, { sharedChunkMin: 1024, smallChunks: { tiny: reason } }))
    expect(code).toBe(0)
    expect(out).toMatch(new RegExp(`tiny +\\d+ +${reason}`))
  })

  it('passes a shared chunk at the minimum or above, and names a reason kept for it as stale', async () => {
    const { code, out } = await size(project(2000, { sharedChunkMin: 1024, smallChunks: { tiny: 'Small once.' } }))
    expect(code).toBe(0)
    expect(out).toContain('note: budgets for things the build does not have: small chunk tiny')
  })
})
