/**
 * Writes `<file>.br` and `<file>.gz` beside every file the build wrote, at the highest levels, so a
 * static server or a CDN sends them as they are (nginx's `brotli_static` and `gzip_static`, a bucket's
 * `Content-Encoding` metadata) and the demo server never compresses (docs/deploy.md).
 *
 * Hand-written on node's zlib rather than a plugin (vite-plugin-compression2 and the like): those run
 * the same two zlib calls behind options to turn off (a size threshold that leaves small chunks
 * without siblings, a filter, deleting the originals), and would still need telling to skip
 * `.vite/`, the manifest that is not published. Run after the whole output is written (the intl
 * worker is written by a build of its own), so no file is missed.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

/** The types worth compressing: text. An image or a font is compressed already. */
export const COMPRESSIBLE_FILE = /\.(m?js|css|json|svg|html|txt|map|wasm)$/i

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Brotli at quality 11 and gzip at level 9: compressed once per release, read by every visitor. */
export const compress = {
  br: (data: Buffer) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
} as const

/**
 * Writes the `.br` and `.gz` siblings of every compressible file under `dir`, except in folders whose
 * name starts with a dot (`.vite/`, which is not published). Siblings already there are replaced.
 * @returns the files compressed, relative to `dir`, with `/` separators.
 */
export async function precompressFolder(dir: string): Promise<string[]> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .filter((name) => COMPRESSIBLE_FILE.test(name) && !name.split(sep).some((part) => part.startsWith('.')))
  await Promise.all(
    names.map(async (name) => {
      const data = await readFile(join(dir, name))
      const [br, gz] = await Promise.all([compress.br(data), compress.gz(data)])
      await Promise.all([writeFile(join(dir, `${name}.br`), br), writeFile(join(dir, `${name}.gz`), gz)])
    }),
  )
  return names.map((name) => name.split(sep).join('/')).sort()
}

/** The Vite plugin: {@link precompressFolder} on the output folder once the build has written it. */
export function precompress(): Plugin {
  let outDir = ''
  let written = false
  return {
    name: 'atoll:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    writeBundle() {
      written = true
    },
    // Also called when the build failed: then nothing was written to compress.
    async closeBundle() {
      if (written) await precompressFolder(outDir)
    },
  }
}
