// Hand-written on purpose: it reads Vite's build manifest to attribute the shared chunks (core,
// renderer) to the islands that import them, so each island is priced both alone and with what it
// pulls in, and each demo page is priced from the blocks it contains. Generic size tools only see
// files. Budgets live in package.json `sizeBudgets`; the exit code is 1 when anything is over its max.
//
//   npm run size                      measure dist/ against package.json budgets
//   node scripts/size.mjs --dist DIR  measure another build output folder
//   node scripts/size.mjs --root DIR  another project folder (package.json, dist/, demo-site/pages/)

import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, extname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const LOADER_KEY = 'src/bootstrap/index.ts'
const ISLAND_KEY = /^src\/(?:islands|features)\/([^/]+)\/index\.tsx?$/
const MESSAGE_PART = /\.\/(messages-([A-Za-z]{2,3}-[A-Za-z0-9]+)-[\w-]+\.js)/g
const DEFAULT_LOCALE = 'en-US' // CONTRACT.md section 2: locale defaults to en-US

async function main() {
  const { root, dist, own } = parseArgs(process.argv.slice(2))
  const manifestPath = join(dist, '.vite', 'manifest.json')
  // The project's own dist/ is measured as the source stands: a build older than it (another
  // checkout's, or one from before a change) would price chunks the source no longer makes.
  if (own) {
    const changed = newerThan(existsSync(manifestPath) ? statSync(manifestPath).mtimeMs : 0, root, BUILD_INPUTS)
    if (changed) {
      console.log(`size: ${relative(root, changed)} is newer than dist/: building first`)
      const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
      if (build.status !== 0) fail('npm run build failed')
    }
  }
  if (!existsSync(dist) || !existsSync(manifestPath)) {
    fail(
      `No build found (${relative(process.cwd(), manifestPath) || manifestPath} is missing): run npm run build first.`,
    )
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  if (!manifest[LOADER_KEY]) fail(`The manifest has no entry for ${LOADER_KEY}: run npm run build first.`)

  const budgets = readBudgets(join(root, 'package.json'))
  const measure = fileMeasurer(dist)
  const report = buildReport(manifest, budgets, measure, dist, await demoPages(join(root, 'demo-site', 'pages')))

  printReport(report)
  const out = join(root, 'bench-results', 'size.json')
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nwritten: ${relative(process.cwd(), out) || out}`)

  if (report.over.length > 0) {
    console.log(`OVER BUDGET: ${report.over.join(', ')}`)
    process.exit(1)
  }
}

function parseArgs(args) {
  const scriptRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  let root = scriptRoot
  let dist
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg === '--dist' || arg === '--root') {
      const value = args[++i]
      if (!value) fail(`${arg} needs a folder`)
      if (arg === '--dist') dist = resolve(value)
      else root = resolve(value)
    } else if (arg === '--help' || arg === '-h') {
      console.log('usage: node scripts/size.mjs [--dist DIR] [--root DIR]')
      process.exit(0)
    } else {
      fail(`unknown argument: ${arg}`)
    }
  }
  return { root, dist: dist ?? join(root, 'dist'), own: dist === undefined && root === scriptRoot }
}

/** What the build of dist/ is made from. */
const BUILD_INPUTS = ['src', 'build', 'vite.config.ts', 'vite.server.config.ts', 'package.json']

/** The first file under `paths` (in `root`) changed after `time`, or undefined. */
function newerThan(time, root, paths) {
  for (const path of paths.map((entry) => join(root, entry))) {
    if (!existsSync(path)) continue
    const stat = statSync(path)
    if (!stat.isDirectory()) {
      if (stat.mtimeMs > time) return path
      continue
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      const file = join(entry.parentPath, entry.name)
      if (entry.isFile() && statSync(file).mtimeMs > time) return file
    }
  }
  return undefined
}

function fail(message) {
  console.error(message)
  process.exit(1)
}

// ---------------------------------------------------------------------------------------------------
// Budgets and measuring

function readBudgets(packagePath) {
  const pkg = existsSync(packagePath) ? JSON.parse(readFileSync(packagePath, 'utf8')) : {}
  const b = pkg.sizeBudgets ?? {}
  return {
    loader: { max: b.loader?.max, aim: b.loader?.aim },
    runtime: b.runtime,
    islands: b.islands ?? {},
    chunks: b.chunks ?? {},
    messages: b.messages ?? {},
    pages: b.pages ?? {},
    sharedChunkMin: b.sharedChunkMin,
    smallChunks: b.smallChunks ?? {},
    firstLoadScripts: b.firstLoadScripts ?? {},
  }
}

/**
 * Returns a cached `measure(file)` giving `{ file, raw, gzip, brotli }` for a file relative to dist.
 * Budgets are gzip; brotli (quality 11, as the demo server and CDNs precompress) is what a browser
 * that accepts it downloads.
 */
function fileMeasurer(dist) {
  const cache = new Map()
  return (file) => {
    let size = cache.get(file)
    if (!size) {
      const buffer = readFileSync(join(dist, file))
      const brotli = brotliCompressSync(buffer, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length
      size = { file, raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length, brotli }
      cache.set(file, size)
    }
    return size
  }
}

function sum(sizes) {
  return sizes.reduce((acc, s) => ({ raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  })
}

/** Compares a gzip size to a max: 'ok', 'OVER', or '-' when there is no budget. */
function status(gzip, max) {
  if (typeof max !== 'number') return '-'
  return gzip > max ? 'OVER' : 'ok'
}

/**
 * `text` as a string literal in minified `code`: the minifier picks the quotes that need the fewest
 * escapes (a registry with a `\\` reference among its characters is written between backticks).
 */
function stringLiteral(code, text) {
  for (const quote of ['"', "'", '`']) {
    const escaped = text.replace(/\\/g, '\\\\').replaceAll(quote, `\\${quote}`)
    const literal = quote + (quote === '`' ? escaped.replaceAll('${', '\\${') : escaped) + quote
    if (code.includes(literal)) return literal
  }
  return null
}

/**
 * How much of the loader's gzip size the module registry takes: the loader measured as built, less
 * the loader with the registry string emptied. The registry grows with each island and feature.
 */
function registryShare(dist) {
  const file = join(dist, '.vite', 'islands.json')
  if (!existsSync(file)) return null
  const { registry, modules, features, runtime } = JSON.parse(readFileSync(file, 'utf8'))
  const code = readFileSync(join(dist, runtime), 'utf8')
  const quoted = stringLiteral(code, registry)
  if (!quoted) return null
  const gz = (text) => gzipSync(text, { level: 9 }).length
  return {
    runtime,
    gzip: gz(code) - gz(code.replace(quoted, '""')),
    modules,
    features: features.length,
  }
}

// ---------------------------------------------------------------------------------------------------
// Reading the manifest

/** `core-B61XNQ8F.js` -> `core`: the chunk's name without the content hash. */
function chunkName(key, entry) {
  if (entry.name) return entry.name
  return basename(entry.file ?? key.replace(/^_/, ''))
    .replace(/-[\w-]{8}(\.\w+)$/, '')
    .replace(/\.\w+$/, '')
}

/** Every manifest key statically imported by `key`, transitively, in a stable order. */
function staticClosure(manifest, key) {
  const seen = new Set()
  const visit = (k) => {
    for (const dep of manifest[k]?.imports ?? []) {
      if (!seen.has(dep)) {
        seen.add(dep)
        visit(dep)
      }
    }
  }
  visit(key)
  return [...seen]
}

/**
 * The message parts a module's own file imports (build/dictionaries.ts), by locale:
 * `{ 'en-US': 'messages-en-US-cart-3fk2a0b1.js', ... }`.
 */
function messageParts(dist, file) {
  const parts = {}
  for (const [, part, locale] of readFileSync(join(dist, file), 'utf8').matchAll(MESSAGE_PART)) parts[locale] = part
  return parts
}

/** The JS file and CSS files that belong to one manifest entry (not to what it imports). */
function ownFiles(entry) {
  return [entry.file, ...(entry.css ?? []), ...(entry.assets ?? []).filter((f) => f.endsWith('.css'))].filter(Boolean)
}

function classify(manifest) {
  const islands = []
  const shared = []
  const other = []
  for (const [key, entry] of Object.entries(manifest)) {
    if (key === LOADER_KEY || !entry.file) continue
    const island = ISLAND_KEY.exec(key)
    if (island) islands.push({ key, kind: island[1] })
    else if (key.startsWith('_')) shared.push({ key, name: chunkName(key, entry) })
    else other.push({ key, name: chunkName(key, entry) })
  }
  // Two shared chunks may carry the same name; the file name tells them apart.
  for (const chunk of shared) {
    if (shared.filter((c) => c.name === chunk.name).length > 1) chunk.name = basename(manifest[chunk.key].file)
  }
  const byName = (a, b) => (a.kind ?? a.name).localeCompare(b.kind ?? b.name)
  return {
    islands: islands.sort(byName),
    shared: shared.sort(byName),
    other: other.sort(byName),
  }
}

// ---------------------------------------------------------------------------------------------------
// The report

function buildReport(manifest, budgets, measure, dist, demoPages) {
  const parts = classify(manifest)
  const sharedName = new Map(parts.shared.map((c) => [c.key, c.name]))
  const nameOf = (key) => sharedName.get(key) ?? chunkName(key, manifest[key])
  const over = []

  /** Own files, then own + static imports, of one manifest entry. */
  const price = (key) => {
    const own = sum(ownFiles(manifest[key]).map(measure))
    const deps = staticClosure(manifest, key)
    const files = new Set([...ownFiles(manifest[key]), ...deps.flatMap((d) => ownFiles(manifest[d] ?? {}))])
    return { own, withShared: sum([...files].map(measure)), deps: deps.map(nameOf), files: [...files] }
  }

  // The loader's promise is what the page fetches before any island: its own file plus anything it
  // statically imports, so the budget is checked against that sum.
  const loaderPrice = price(LOADER_KEY)
  const loader = {
    file: manifest[LOADER_KEY].file,
    gzip: loaderPrice.own.gzip,
    brotli: loaderPrice.own.brotli,
    raw: loaderPrice.own.raw,
    withImports: { ...loaderPrice.withShared, chunks: loaderPrice.deps },
    max: budgets.loader.max,
    aim: budgets.loader.aim,
    status: status(loaderPrice.withShared.gzip, budgets.loader.max),
    aimStatus:
      typeof budgets.loader.aim === 'number'
        ? loaderPrice.withShared.gzip > budgets.loader.aim
          ? 'above aim'
          : 'within aim'
        : '-',
  }
  if (loader.status === 'OVER') over.push(`loader (${loader.withImports.gzip} > ${loader.max})`)
  // The loader's second level (registry, moments, mounting), fetched when a page has blocks or features.
  loader.registry = registryShare(dist)
  if (loader.registry) {
    const runtime = measure(loader.registry.runtime)
    loader.runtime = { ...runtime, max: budgets.runtime, status: status(runtime.gzip, budgets.runtime) }
    if (loader.runtime.status === 'OVER') over.push(`runtime (${runtime.gzip} > ${budgets.runtime})`)
  }

  const islands = parts.islands.map(({ key, kind }) => {
    const p = price(key)
    const max = budgets.islands[kind]
    const row = {
      kind,
      file: manifest[key].file,
      css: manifest[key].css ?? [],
      gzip: p.own.gzip,
      brotli: p.own.brotli,
      raw: p.own.raw,
      max,
      status: status(p.own.gzip, max),
      withShared: { ...p.withShared, chunks: p.deps },
    }
    if (row.status === 'OVER') over.push(`island ${kind} (${row.gzip} > ${max})`)
    return row
  })

  const sharedChunks = parts.shared.map(({ key, name }) => {
    const own = sum(ownFiles(manifest[key]).map(measure))
    const max = budgets.chunks[name]
    const usedBy = islands.filter((i) => i.withShared.chunks.includes(name)).map((i) => i.kind)
    if (loader.withImports.chunks.includes(name)) usedBy.unshift('loader')
    const row = {
      name,
      file: manifest[key].file,
      gzip: own.gzip,
      brotli: own.brotli,
      raw: own.raw,
      max,
      status: status(own.gzip, max),
      usedBy,
    }
    if (row.status === 'OVER') over.push(`chunk ${name} (${row.gzip} > ${max})`)
    return row
  })

  // Fewer, larger shared chunks: one under the minimum is a request that buys little, unless its
  // reason is written in sizeBudgets.smallChunks (what merging it would cost, and where).
  const small = sharedChunks.filter(
    (c) => typeof budgets.sharedChunkMin === 'number' && c.gzip < budgets.sharedChunkMin,
  )
  for (const chunk of small) {
    chunk.reason = budgets.smallChunks[chunk.name]
    if (!chunk.reason) {
      over.push(
        `chunk ${chunk.name} (${chunk.gzip} < ${budgets.sharedChunkMin}: merge it, or give its reason in sizeBudgets.smallChunks)`,
      )
    }
  }

  // Each island's or feature's messages, one part a locale; the budget is per part, by locale.
  const partsOf = new Map(parts.islands.map(({ kind, key }) => [kind, messageParts(dist, manifest[key].file)]))
  const messages = parts.islands.flatMap(({ kind }) =>
    Object.entries(partsOf.get(kind)).map(([locale, file]) => {
      const own = measure(file)
      const max = budgets.messages[locale]
      const row = {
        name: kind,
        locale,
        file,
        gzip: own.gzip,
        brotli: own.brotli,
        raw: own.raw,
        max,
        status: status(own.gzip, max),
      }
      if (row.status === 'OVER') over.push(`messages ${locale} ${kind} (${row.gzip} > ${max})`)
      return row
    }),
  )

  // Lazy chunks (the dialogs, say) take their budget from `chunks` by name, like shared ones.
  const otherChunks = parts.other.map(({ key, name }) => {
    const own = sum(ownFiles(manifest[key]).map(measure))
    const max = budgets.chunks[name]
    const status = max === undefined ? '-' : own.gzip > max ? 'OVER' : 'ok'
    if (status === 'OVER') over.push(`chunk ${name} (${own.gzip} > ${max})`)
    return { name, file: manifest[key].file, gzip: own.gzip, brotli: own.brotli, raw: own.raw, max, status }
  })

  const total = totalDist(dist, measure)
  const pages = pageCosts(demoPages, parts, price, measure, loader.registry?.runtime, partsOf)
  // Whole pages too: a chunk layout that drags the core into a small island's page shows here.
  const pageBudgets = budgets.pages ?? {}
  for (const page of pages) {
    const max = pageBudgets[page.page]
    if (max === undefined) continue
    page.max = max
    if (page.gzip > max) over.push(`page ${page.page} (${page.gzip} > ${max})`)
  }

  // Budgets naming something the build does not have are a sign of a typo or a removed module.
  const unknownBudgets = [
    ...Object.keys(budgets.islands)
      .filter((k) => k !== '//' && !islands.some((i) => i.kind === k))
      .map((k) => `island ${k}`),
    ...Object.keys(budgets.chunks)
      .filter((k) => k !== '//' && !sharedChunks.some((c) => c.name === k) && !otherChunks.some((c) => c.name === k))
      .map((k) => `chunk ${k}`),
    ...Object.keys(budgets.messages)
      .filter((k) => k !== '//' && !messages.some((m) => m.locale === k))
      .map((k) => `messages ${k}`),
    ...Object.keys(budgets.pages ?? {})
      .filter((k) => k !== '//' && !pages.some((p) => p.page === k))
      .map((k) => `page ${k}`),
    // A reason kept for a chunk that is gone or has grown past the minimum.
    ...Object.keys(budgets.smallChunks)
      .filter((k) => k !== '//' && !small.some((c) => c.name === k))
      .map((k) => `small chunk ${k}`),
    ...Object.keys(budgets.firstLoadScripts)
      .filter((k) => k !== '//' && !pages.some((p) => p.page === k))
      .map((k) => `first load ${k}`),
  ]

  return {
    date: new Date().toISOString(),
    dist,
    loader,
    islands,
    sharedChunks,
    messages,
    otherChunks,
    pages,
    firstLoadScripts: budgets.firstLoadScripts,
    total,
    unknownBudgets,
    over,
  }
}

/** Gzip of every JS and CSS file in dist (the manifest folder excluded). */
function totalDist(dist, measure) {
  const files = []
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name)
      if (statSync(full).isDirectory()) {
        if (name !== '.vite') walk(full)
      } else if (['.js', '.mjs', '.css'].includes(extname(name))) {
        files.push(relative(dist, full))
      }
    }
  }
  walk(dist)
  const js = sum(files.filter((f) => !f.endsWith('.css')).map(measure))
  const css = sum(files.filter((f) => f.endsWith('.css')).map(measure))
  return {
    files: files.length,
    gzip: js.gzip + css.gzip,
    brotli: js.brotli + css.brotli,
    raw: js.raw + css.raw,
    js,
    css,
  }
}

/**
 * Each demo page's HTML as the demo server sends it: `.tsx` pages rendered from their data (through
 * tsx, which loads the server's TypeScript), `.html` pages as they are.
 */
async function demoPages(pagesDir) {
  if (!existsSync(pagesDir)) return []
  const { tsImport } = await import('tsx/esm/api')
  const { listPages, renderPage } = await tsImport('../demo-site/server/pages.tsx', import.meta.url)
  const names = [...(await listPages(pagesDir)).keys()]
  return Promise.all(names.map(async (name) => ({ name, html: await renderPage(pagesDir, name) })))
}

/**
 * An estimate of what each demo page fetches: the loader with its imports, then every island whose
 * kind the HTML names (`data-block="<kind>"`, and `image` for `img[data-src]`, CONTRACT.md section 3)
 * with its shared chunks, each file counted once; plus the page locale's message part of each of those
 * islands. Islands started without markup (cookie banner, commerce links) are not counted.
 */
function pageCosts(demoPages, parts, price, measure, runtimeFile, partsOf) {
  const islandKey = new Map(parts.islands.map((i) => [i.kind, i.key]))
  return demoPages.map(({ name, html }) => {
    const kinds = new Set([...html.matchAll(/data-block\s*=\s*["']([\w-]+)["']/g)].map((m) => m[1]))
    if (/<img\b[^>]*\sdata-src\b/i.test(html)) kinds.add('image')
    const known = [...kinds].filter((k) => islandKey.has(k)).sort()
    const unknown = [...kinds].filter((k) => !islandKey.has(k)).sort()

    const keys = [LOADER_KEY, ...known.map((k) => islandKey.get(k))]
    const files = new Set(keys.flatMap((k) => price(k).files))
    const locale = /"locale"\s*:\s*"([^"]+)"/.exec(html)?.[1] ?? DEFAULT_LOCALE
    let messageFiles = 0
    for (const kind of known) {
      const file = partsOf.get(kind)[locale]
      if (!file) continue
      files.add(file)
      messageFiles++
    }

    if (runtimeFile && known.length) files.add(runtimeFile)
    const cost = sum([...files].map(measure))
    return {
      page: name,
      islands: known,
      unknownKinds: unknown,
      messages: messageFiles ? `${messageFiles} ${locale}` : null,
      files: files.size,
      gzip: cost.gzip,
      brotli: cost.brotli,
      raw: cost.raw,
    }
  })
}

// ---------------------------------------------------------------------------------------------------
// Printing

const n = (value) => (typeof value === 'number' ? value.toLocaleString('en-US') : '-')

/** Prints rows as an aligned table: text columns left, number columns right. */
function printTable(title, headers, rows) {
  console.log(`\n${title}`)
  if (rows.length === 0) {
    console.log('  (none)')
    return
  }
  const cells = [headers, ...rows.map((r) => r.map((c) => (typeof c === 'number' ? n(c) : String(c ?? '-'))))]
  const numeric = headers.map(
    (_, i) =>
      rows.some((r) => typeof r[i] === 'number') &&
      rows.every((r) => typeof r[i] === 'number' || r[i] === undefined || r[i] === '-'),
  )
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)))
  for (const row of cells) {
    const line = row.map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ')
    console.log(`  ${line.trimEnd()}`)
  }
}

function printReport(r) {
  console.log(
    `Bundle sizes in bytes (gzip -9, budgets; brotli 11 beside), from ${relative(process.cwd(), r.dist) || r.dist}`,
  )

  const loaderRows = [
    [
      r.loader.file,
      r.loader.gzip,
      r.loader.brotli,
      r.loader.raw,
      r.loader.max,
      r.loader.aim,
      r.loader.status,
      r.loader.aimStatus,
    ],
  ]
  if (r.loader.withImports.chunks.length > 0) {
    const w = r.loader.withImports
    loaderRows.push([
      `${r.loader.file} + ${w.chunks.join(' + ')}`,
      w.gzip,
      w.brotli,
      w.raw,
      r.loader.max,
      r.loader.aim,
      r.loader.status,
      r.loader.aimStatus,
    ])
    loaderRows[0][6] = ''
    loaderRows[0][7] = ''
  }
  if (r.loader.runtime) {
    const t = r.loader.runtime
    loaderRows.push([`${t.file} (second level)`, t.gzip, t.brotli, t.raw, t.max, '-', t.status, ''])
  }
  printTable('loader', ['file', 'gzip', 'brotli', 'raw', 'max', 'aim', 'status', ''], loaderRows)
  if (r.loader.registry) {
    const { gzip, modules, features } = r.loader.registry
    console.log(
      `  the second level holds the registry: ${gzip} bytes for ${modules} modules (${features} page features)`,
    )
  }
  if (r.loader.withImports.chunks.length > 0) {
    console.log(
      `  note: the loader statically imports ${r.loader.withImports.chunks.join(', ')}; its budget counts them too`,
    )
  }

  printTable(
    'islands (own chunk + own CSS; budget applies to these; "with shared" adds the chunks it imports)',
    ['kind', 'gzip', 'brotli', 'raw', 'max', 'status', 'with shared', 'shared chunks'],
    r.islands.map((i) => [
      i.kind,
      i.gzip,
      i.brotli,
      i.raw,
      i.max ?? '-',
      i.status,
      i.withShared.gzip,
      i.withShared.chunks.join(', ') || '-',
    ]),
  )

  printTable(
    'shared chunks',
    ['name', 'gzip', 'brotli', 'raw', 'max', 'status', 'used by'],
    r.sharedChunks.map((c) => [c.name, c.gzip, c.brotli, c.raw, c.max ?? '-', c.status, c.usedBy.join(', ') || '-']),
  )

  const small = r.sharedChunks.filter((c) => 'reason' in c)
  if (small.length > 0) {
    printTable(
      'shared chunks under the minimum (sizeBudgets.sharedChunkMin), each with its reason (sizeBudgets.smallChunks)',
      ['name', 'gzip', 'reason'],
      small.map((c) => [c.name, c.gzip, c.reason ?? 'NONE: merge it, or give its reason']),
    )
  }

  printTable(
    "messages (each module's part, by locale)",
    ['name', 'locale', 'gzip', 'brotli', 'raw', 'max', 'status'],
    r.messages.map((m) => [m.name, m.locale, m.gzip, m.brotli, m.raw, m.max ?? '-', m.status]),
  )

  if (r.otherChunks.length > 0) {
    printTable(
      'other lazy chunks',
      ['name', 'file', 'gzip', 'brotli', 'raw', 'max', 'status'],
      r.otherChunks.map((c) => [c.name, c.file, c.gzip, c.brotli, c.raw, c.max ?? '-', c.status]),
    )
  }

  if (r.pages.length > 0) {
    printTable(
      'page cost (estimate: loader + the islands the HTML names, shared chunks counted once)',
      ['page', 'gzip', 'brotli', 'raw', 'max', 'files', 'islands'],
      r.pages.map((p) => [
        p.page,
        p.gzip,
        p.brotli,
        p.raw,
        p.max ?? '-',
        p.files,
        [
          p.islands.join(', ') || '-',
          p.messages ? `+ messages (${p.messages})` : '',
          p.unknownKinds.length ? `(no island: ${p.unknownKinds.join(', ')})` : '',
        ]
          .filter(Boolean)
          .join(' '),
      ]),
    )
  }

  const firstLoad = Object.entries(r.firstLoadScripts).filter(([page]) => page !== '//')
  if (firstLoad.length > 0) {
    console.log(
      `\nfirst load's script requests, at most (checked in a browser by test/e2e/first-load.test.ts): ${firstLoad
        .map(([page, max]) => `${page} ${max}`)
        .join(', ')}`,
    )
  }

  printTable(
    'total dist',
    ['', 'gzip', 'brotli', 'raw', 'files'],
    [
      ['JS', r.total.js.gzip, r.total.js.brotli, r.total.js.raw, '-'],
      ['CSS', r.total.css.gzip, r.total.css.brotli, r.total.css.raw, '-'],
      ['JS + CSS', r.total.gzip, r.total.brotli, r.total.raw, r.total.files],
    ],
  )

  if (r.unknownBudgets.length > 0) {
    console.log(`\nnote: budgets for things the build does not have: ${r.unknownBudgets.join(', ')}`)
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)))
