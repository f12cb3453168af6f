/**
 * The package as an integrator gets it: `npm pack` of the built tree (run `npm run build` first, as
 * `npm test` does), installed from the tarball into a fresh folder, a consumer's TypeScript file
 * type-checked against the published declarations, and a form rendered with `atoll/server` in Node.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { version } from '../../package.json'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc')

/** What `atoll/server` exports at run time, and nothing else (a chunk's shared code once leaked as `n` and `t`). */
const SERVER_EXPORTS = [
  'CART_STYLES',
  'COMMENTS_STYLES',
  'FORM_STYLES',
  'IMAGE_DESIGN_STYLES',
  'PURCHASE_STYLES',
  'SHAPE_STYLES',
  'formIdOf',
  'imageDesignAttributes',
  'readCommentPost',
  'readFormPost',
  'readPurchasePost',
  'renderCart',
  'renderComments',
  'renderForm',
  'renderPurchase',
  'renderSearchResults',
  'shapeAttributes',
]

/** The contract's form definition (CONTRACT.md section 4). */
const DEFINITION = {
  formId: 'f-1',
  submitButtonText: 'Send',
  fields: [
    { id: 'name-1', type: 'name', title: 'Name', required: true },
    { id: 'email-1', type: 'email', title: 'Email', required: true },
    { id: 'message-1', type: 'textarea', title: 'Message', maxLength: 500 },
  ],
}

/** A template server's TypeScript: every type and value both entries export, used as an integrator would. */
const CONSUMER = `
import type {
  AlertOptions,
  AtollApi,
  AtollElementEventMap,
  AtollEventMap,
  ConfirmationStyle,
  ConfirmOptions,
  ConfirmOutcome,
  ConsentSnapshot,
  HydrationMoment,
  IslandContext,
  IslandHandle,
  IslandModule,
  MoneyOptions,
  PageContext,
  ScrollToTargetOptions,
  TweenEventType,
  TweenHandle,
} from 'atoll'
import {
  CART_STYLES,
  COMMENTS_STYLES,
  type CommentPost,
  type CommentsPage,
  FORM_STYLES,
  type FormPost,
  formIdOf,
  IMAGE_DESIGN_STYLES,
  imageDesignAttributes,
  PURCHASE_STYLES,
  type PurchasePost,
  readCommentPost,
  readFormPost,
  readPurchasePost,
  renderCart,
  renderComments,
  renderForm,
  renderPurchase,
  renderSearchResults,
  type ServerPage,
  SHAPE_STYLES,
  shapeAttributes,
} from 'atoll/server'

// The browser: a site's own island for Atoll.define, and the API and events.
const greeting: IslandModule = {
  mount(element: HTMLElement, context: IslandContext): IslandHandle {
    const page: PageContext = context.page
    element.textContent = 'Hello in ' + page.locale
    return { destroy: () => element.replaceChildren() }
  },
}
const moment: HydrationMoment = 'interaction'
const atoll: AtollApi | undefined = window.Atoll
export const defined: Promise<void> | undefined = atoll?.define('greeting', () => Promise.resolve(greeting), { moment })
export const version: string | undefined = atoll?.version
export const ready: Promise<void> | undefined = atoll?.ready
const style: ConfirmationStyle = 'confirm-cancel'
const confirm: ConfirmOptions = { title: 'Remove this item?', style }
export const outcome: Promise<ConfirmOutcome> | undefined = atoll?.dialog.confirm(confirm)
const alert: AlertOptions = { message: 'Saved' }
export const alerted: Promise<void> | undefined = atoll?.dialog.alert(alert)
const money: MoneyOptions = { trimZeroCents: true }
export const price: Promise<string> | undefined = atoll?.format.money(1250, 'EUR', money)
export const choice: Promise<ConsentSnapshot> | undefined = atoll?.consent.get()
const box = document.createElement('div')
export const fade: Promise<TweenHandle> | undefined = atoll?.tween((progress) => (box.style.opacity = String(progress)), 600)
const ended: TweenEventType = 'ended'
void fade?.then((tween) => tween.addEventListener(ended, () => tween.state === 'ended' && console.log(tween.progress)))
const scrolling: ScrollToTargetOptions = { offset: 30, duration: 50 }
export const scrolled: Promise<void> | undefined = atoll?.scrollTo('#opening-hours', scrolling).then((tween) => tween.finished)
document.addEventListener('atoll:form-submit', (event) => {
  const formId: string = event.detail.formId
  const newsletter: boolean = event.detail.isNewsletter
  // @ts-expect-error: a detail is typed, not any
  event.detail.nothing
  console.log(formId, newsletter)
})
document.addEventListener('atoll:gallery-change', (event) => console.log(event.detail.id ?? '', event.detail.index + 1))
document.addEventListener('atoll:island-error', (event) => event.detail.kind === 'greeting' && event.preventDefault())
document.addEventListener('atoll:consent', (event) => console.log(event.detail.analytics, event.detail.choice))
const onReady = (event: AtollEventMap['atoll:ready']) => console.log(event.type)
document.addEventListener('atoll:ready', onReady)
const onPlay = (event: AtollElementEventMap['atoll:video-play']) => console.log(event.target)
document.createElement('div').addEventListener('atoll:video-play', onPlay)

// The server: every render and reader of atoll/server.
const page: ServerPage = { locale: 'en-US', websiteSettings: { commentsEnabled: true } }
export async function render(body: URLSearchParams): Promise<string[]> {
  const form: FormPost = await readFormPost({}, body, { page })
  const comment: CommentPost = await readCommentPost(body, { page })
  const purchase: PurchasePost = await readPurchasePost({}, body, { page })
  const thread: CommentsPage = { comments: [], total: 0, nextOffset: null }
  const url = 'https://shop.example/search'
  return [
    FORM_STYLES + COMMENTS_STYLES + CART_STYLES + PURCHASE_STYLES + SHAPE_STYLES + IMAGE_DESIGN_STYLES,
    JSON.stringify(shapeAttributes({ dimension: 'tall' })) + JSON.stringify(imageDesignAttributes({ design: 'card' })),
    formIdOf(body) + form.formId + comment.targetId + (purchase.error ?? ''),
    await renderForm({}, { id: 'contact', page }),
    await renderComments({ itemId: 'post-1' }, thread, { id: 'comments', page }),
    await renderSearchResults({}, { items: [], totalCount: 0, nextOffset: null }, { query: 'bread', url, page }),
    await renderCart({}, { entries: [] }, { id: 'cart', url, page }),
    await renderPurchase({}, { id: 'product', page }),
  ]
}
`

/** A Node template server rendering the form of a block, and what the entry exports. */
const RENDER = `
import * as server from 'atoll/server'
const definition = ${JSON.stringify(DEFINITION)}
const html = await server.renderForm(definition, { id: 'contact', page: { locale: 'en-US' } })
process.stdout.write(JSON.stringify({ html, exports: Object.keys(server).sort() }))
`

/** npm as a shell runs it, without the npm_* variables of the `npm test` that may have started vitest. */
const npm = (args: string[], cwd: string) =>
  run('npm', args, {
    cwd,
    env: Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
    maxBuffer: 32 * 1024 * 1024,
  })

describe('the package', () => {
  let folder: string
  let tarball: string
  let packed: { path: string }[]

  beforeAll(async () => {
    for (const built of ['dist/atoll.js', 'dist-server/index.js', 'dist-types/public.d.ts'])
      if (!existsSync(join(ROOT, built))) throw new Error(`${built} is missing: run npm run build first`)
    folder = mkdtempSync(join(tmpdir(), 'atoll-package-'))
    // --ignore-scripts: the tree is built already; prepack would build it again under the other tests.
    const { stdout } = await npm(['pack', '--ignore-scripts', '--json', '--pack-destination', folder], ROOT)
    const [result] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }]
    tarball = join(folder, result.filename)
    packed = result.files
    const consumer = join(folder, 'consumer')
    rmSync(consumer, { recursive: true, force: true })
    await run('mkdir', [consumer])
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
    // From npm's cache where it has the package's few dependencies (npm ci filled it), else the registry.
    await npm(['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], consumer)
  }, 120_000)

  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  it('packs the bundle, atoll/server, their declarations and the changelog, and no source or build manifest', () => {
    const paths = packed.map(({ path }) => path)
    for (const wanted of [
      'package.json',
      'CHANGELOG.md',
      'README.md',
      'dist/atoll.js',
      'dist-server/index.js',
      'dist-types/public.d.ts',
      'dist-types/server/index.d.ts',
      'dist-types/contract.d.ts',
    ])
      expect(paths).toContain(wanted)
    expect(paths.filter((path) => !/^(dist|dist-server|dist-types)\//.test(path)).sort()).toEqual([
      'CHANGELOG.md',
      'README.md',
      'package.json',
    ])
    expect(paths.filter((path) => path.startsWith('dist/.vite/'))).toEqual([])
  })

  it('installs with its version in the bundle and no dependency beyond what atoll/server imports', () => {
    const installed = join(folder, 'consumer/node_modules/atoll')
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
    expect(manifest.version).toBe(version)
    expect(manifest.private).toBeUndefined()
    expect(Object.keys(manifest.dependencies).sort()).toEqual([
      'js-cookie',
      'preact',
      'preact-render-to-string',
      'zustand',
    ])
    // Atoll.version is the package's: the build writes it into the entry.
    expect(readFileSync(join(installed, 'dist/atoll.js'), 'utf8')).toMatch(new RegExp(`version:(["'\`])${version}\\1`))
  })

  it('type-checks a consumer that uses every type and value of atoll and atoll/server, strictly', async () => {
    const consumer = join(folder, 'consumer')
    writeFileSync(join(consumer, 'consumer.ts'), CONSUMER)
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          strict: true,
          noEmit: true,
          // The package's declarations are checked too: they must need nothing it does not install.
          skipLibCheck: false,
          types: [],
        },
        files: ['consumer.ts'],
      }),
    )
    const checked = await run(process.execPath, [TSC, '-p', consumer], { cwd: consumer }).catch(
      (error: { stdout: string }) => error,
    )
    expect(checked.stdout).toBe('')
    // Every name either entry exports is imported by the consumer, so a new export is checked too.
    const declared = (file: string) => {
      const text = readFileSync(join(consumer, 'node_modules/atoll/dist-types', file), 'utf8')
      const listed = [...text.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap(([, names]) => names!.split(','))
      const own = [...text.matchAll(/export (?:declare )?(?:type|interface|const|function) (\w+)/g)].map(
        ([, name]) => name!,
      )
      return [...listed, ...own]
        .map(
          (name) =>
            name
              .replace(/^\s*type\s+/, '')
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
        )
        .filter(Boolean)
    }
    const names = [...declared('public.d.ts'), ...declared('server/index.d.ts')]
    expect(names).toContain('AtollApi')
    expect(names).toContain('renderForm')
    for (const name of names) expect(CONSUMER).toMatch(new RegExp(`\\b${name}\\b`))
  })

  it('server-renders a form with atoll/server in Node, keyed by the package version, exporting only its API', async () => {
    const consumer = join(folder, 'consumer')
    writeFileSync(join(consumer, 'render.mjs'), RENDER)
    const { stdout } = await run(process.execPath, ['render.mjs'], { cwd: consumer })
    const { html, exports } = JSON.parse(stdout) as { html: string; exports: string[] }
    expect(exports).toEqual(SERVER_EXPORTS)
    expect(html).toMatch(new RegExp(`^<div data-atoll-rendered="${version.replaceAll('.', '\\.')}-[0-9a-z]+">`))
    expect(html).toContain('<form')
    expect(html).toMatch(/<label[^>]*>[^<]*Email/)
    expect(html).toMatch(/<textarea[^>]*name="message-1"/)
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send<\/button>/)
  })
})
