import { request } from 'node:http'
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFolder } from '../../build/precompress.ts'
import { negotiateEncoding } from './bundle.ts'
import { startDemoServer } from './server.ts'
import type { DemoServer } from './server.ts'

let tempRoot: string
let server: DemoServer

// Big enough to be worth compressing, and compressible, as built JavaScript is.
const ENTRY = `export const loaded = true\n${'console.log("atoll entry");\n'.repeat(200)}`
const CHUNK = `export const core = 1\n${'export function f(a){return a+1}\n'.repeat(200)}`
const CHUNK_FILE = 'core-3fk2a8qz.js'
/** A chunk the build left without compressed siblings (a build before they were written). */
const BARE_FILE = 'bare-9x8y7z6w.js'

beforeAll(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), 'atoll-bundle-test-'))
  const distDir = join(tempRoot, 'dist')
  await mkdir(join(distDir, '.vite'), { recursive: true })
  await writeFile(join(distDir, 'atoll.js'), ENTRY)
  await writeFile(join(distDir, CHUNK_FILE), CHUNK)
  await writeFile(join(distDir, 'tiny-ab12cd34.js'), 'export {}\n')
  await writeFile(join(distDir, '.vite', 'manifest.json'), '{}')
  await precompressFolder(distDir)
  await writeFile(join(distDir, BARE_FILE), CHUNK)
  server = await startDemoServer({ port: 0, dataDir: join(tempRoot, 'data'), distDir })
})

afterAll(async () => {
  await server?.close()
  await rm(tempRoot, { recursive: true, force: true })
})

interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A request with exactly these headers: fetch would add its own Accept-Encoding and decompress. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('/atoll/ served as a CDN would', () => {
  it('sends the brotli file the build wrote to a browser that accepts it, and it decompresses to the file', async () => {
    const response = await get('/atoll/atoll.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toBe('Accept-Encoding')
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(Number(response.headers['content-length'])).toBe(response.body.length)
    expect(response.body.equals(await readFile(join(tempRoot, 'dist', 'atoll.js.br')))).toBe(true)
    expect(response.body.length).toBeLessThan(ENTRY.length / 10)
    expect(brotliDecompressSync(response.body).toString()).toBe(ENTRY)
  })

  it('sends the gzip file when brotli is not accepted', async () => {
    const response = await get(`/atoll/${CHUNK_FILE}`, { 'accept-encoding': 'gzip, br;q=0' })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.body.equals(await readFile(join(tempRoot, 'dist', `${CHUNK_FILE}.gz`)))).toBe(true)
    expect(gunzipSync(response.body).toString()).toBe(CHUNK)
  })

  it('compresses nothing itself: a file without compressed siblings is sent as it is', async () => {
    const response = await get(`/atoll/${BARE_FILE}`, { 'accept-encoding': 'gzip, br' })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers.vary).toBe('Accept-Encoding')
    expect(response.body.toString()).toBe(CHUNK)
  })

  it('sends a file as it is when its compressed siblings are older than it (an earlier build)', async () => {
    const distDir = join(tempRoot, 'dist')
    await writeFile(join(distDir, 'stale-s1s2s3s4.js'), CHUNK)
    await precompressFolder(distDir)
    const past = new Date(Date.now() - 60_000)
    await utimes(join(distDir, 'stale-s1s2s3s4.js.br'), past, past)
    await utimes(join(distDir, 'stale-s1s2s3s4.js.gz'), past, past)
    const response = await get('/atoll/stale-s1s2s3s4.js', { 'accept-encoding': 'gzip, br' })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body.toString()).toBe(CHUNK)
  })

  it('sends the file as it is without Accept-Encoding, and a tiny file as it is always', async () => {
    const plain = await get('/atoll/atoll.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(ENTRY)
    const tiny = await get('/atoll/tiny-ab12cd34.js', { 'accept-encoding': 'br' })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body.toString()).toBe('export {}\n')
  })

  it('lets a page on any origin run the bundle (CORS)', async () => {
    const response = await get('/atoll/atoll.js', { origin: 'https://www.site.example' })
    expect(response.headers['access-control-allow-origin']).toBe('*')
  })

  it('caches hashed chunks for a year as immutable, and the entry for five minutes', async () => {
    expect((await get(`/atoll/${CHUNK_FILE}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/atoll/atoll.js')).headers['cache-control']).toBe('public, max-age=300')
  })

  it('serves the release under its versioned path too, the entry cached for a year there', async () => {
    const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'))
    const entry = await get(`/atoll/${version}/atoll.js`, { 'accept-encoding': 'br' })
    expect(entry.status).toBe(200)
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(entry.body).toString()).toBe(ENTRY)
    expect((await get(`/atoll/${version}/${CHUNK_FILE}`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await get(`/atoll/${version}/.vite/manifest.json`)).status).toBe(404)
  })

  it('answers 304 to a revalidation with the ETag it gave', async () => {
    const first = await get('/atoll/atoll.js', { 'accept-encoding': 'br' })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    const again = await get('/atoll/atoll.js', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['cache-control']).toBe('public, max-age=300')
  })

  it('serves a file rebuilt under the same name anew, with its new compressed siblings', async () => {
    const distDir = join(tempRoot, 'dist')
    await writeFile(join(distDir, 'rebuilt-aaaa1111.js'), 'export const v = 1\n'.repeat(40))
    await precompressFolder(distDir)
    expect(
      gunzipSync((await get('/atoll/rebuilt-aaaa1111.js', { 'accept-encoding': 'gzip' })).body).toString(),
    ).toContain('v = 1')
    // A later modification time, as a rebuild gives.
    await new Promise((resolve) => setTimeout(resolve, 20))
    await writeFile(join(distDir, 'rebuilt-aaaa1111.js'), 'export const v = 2\n'.repeat(40))
    await precompressFolder(distDir)
    expect(
      gunzipSync((await get('/atoll/rebuilt-aaaa1111.js', { 'accept-encoding': 'gzip' })).body).toString(),
    ).toContain('v = 2')
  })

  it('does not serve the build manifest, the compressed files by their own name, or a path outside the bundle', async () => {
    expect((await get('/atoll/.vite/manifest.json')).status).toBe(404)
    expect((await get('/atoll/atoll.js.br')).status).toBe(404)
    expect((await get('/atoll/%2e%2e/package.json')).status).toBe(404)
    expect((await get('/atoll/missing-12345678.js')).status).toBe(404)
  })
})

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })
})
