import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressFolder } from '../../build/precompress.ts'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atoll-precompress-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('precompressFolder (the build step behind `npm run build`)', () => {
  it('writes a brotli and a gzip file beside every text file, each decompressing to the file', async () => {
    const entry = `export const a = 1\n${'console.log("atoll");\n'.repeat(100)}`
    await mkdir(join(dir, 'nested'))
    await writeFile(join(dir, 'atoll.js'), entry)
    await writeFile(join(dir, 'tiny-ab12cd34.js'), 'export {}\n')
    await writeFile(join(dir, 'nested', 'style-x1y2z3w4.css'), 'a{color:red}')

    const written = await precompressFolder(dir)

    expect(written).toEqual(['atoll.js', 'nested/style-x1y2z3w4.css', 'tiny-ab12cd34.js'])
    expect(brotliDecompressSync(await readFile(join(dir, 'atoll.js.br'))).toString()).toBe(entry)
    expect(gunzipSync(await readFile(join(dir, 'atoll.js.gz'))).toString()).toBe(entry)
    // Every file, a tiny one too: a static server that looks for the sibling always finds one.
    expect(gunzipSync(await readFile(join(dir, 'tiny-ab12cd34.js.gz'))).toString()).toBe('export {}\n')
    expect(brotliDecompressSync(await readFile(join(dir, 'nested', 'style-x1y2z3w4.css.br'))).toString()).toBe(
      'a{color:red}',
    )
  })

  it('leaves the unpublished `.vite/` folder and files compressed already alone', async () => {
    await mkdir(join(dir, '.vite'))
    await writeFile(join(dir, '.vite', 'manifest.json'), '{"src/bootstrap/index.ts":{}}')
    await writeFile(join(dir, 'poster-a1b2c3d4.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))

    expect(await precompressFolder(dir)).toEqual([])
    expect((await readdir(dir, { recursive: true })).sort()).toEqual([
      '.vite',
      '.vite/manifest.json',
      'poster-a1b2c3d4.png',
    ])
  })

  it('replaces the siblings of a file built again, and never compresses a sibling', async () => {
    await writeFile(join(dir, 'atoll.js'), 'export const v = 1\n'.repeat(40))
    await precompressFolder(dir)
    await writeFile(join(dir, 'atoll.js'), 'export const v = 2\n'.repeat(40))
    expect(await precompressFolder(dir)).toEqual(['atoll.js'])
    expect(gunzipSync(await readFile(join(dir, 'atoll.js.gz'))).toString()).toContain('v = 2')
    expect((await readdir(dir)).sort()).toEqual(['atoll.js', 'atoll.js.br', 'atoll.js.gz'])
  })
})
