import { readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { codeSplittingGroups, sharedChunks } from './build/chunks.ts'
import { dictionaries } from './build/dictionaries.ts'
import {
  compileHint,
  eagerEntry,
  eagerRegistry,
  flavourFromEnv,
  OUT_DIRS,
  REACT_TO_PREACT,
  RENDERER,
} from './build/flavours.ts'
import { buildEntries, islands, siteModules } from './build/islands.ts'
import { moduleOnly } from './build/module-only.ts'
import { precompress } from './build/precompress.ts'
import { ENGINE_CRASH, ENGINES } from './test/engines/engines.ts'

const modules = siteModules()
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

// ATOLL_FLAVOUR=react builds on React 19 into dist-react/, =eager everything in one file into
// dist-eager/ (build/flavours.ts); the tests always run the default, the Preact that ships.
const flavour = flavourFromEnv(process.env.VITEST ? undefined : process.env.ATOLL_FLAVOUR)
const onReact = flavour === 'react'
const eager = flavour === 'eager'

/** The browser tests of every island and core part that uses the renderer: run on React too. */
const RENDERER_TESTS = [
  'test/e2e/form.test.ts',
  'test/e2e/form-server.test.ts',
  'test/e2e/form-address.test.ts',
  'test/e2e/dialogs.test.ts',
  'test/e2e/store-cart.test.ts',
  'test/e2e/store-list.test.ts',
  'test/e2e/store-reviews.test.ts',
  'test/e2e/content-blog-list.test.ts',
  'test/e2e/content-comments.test.ts',
  'test/e2e/content-search.test.ts',
  'test/e2e/store-product.test.ts',
  'test/e2e/store-quick-view.test.ts',
  'test/e2e/chart.test.ts',
  'test/e2e/tour-dates.test.ts',
  'test/e2e/media-audio.test.ts',
  'test/e2e/search-preview.test.ts',
  'test/e2e/content-calendar.test.ts',
  // The form drawn afresh over a mismatched server rendering, keeping what the visitor typed.
  'test/e2e/mistakes.test.ts',
  // The islands' server rendering by the flavour's own renderer, hydrated without a mismatch.
  'test/e2e/server-render.test.ts',
]

/** ATOLL_READABLE=1 keeps names and lines, for reading a profile of the built chunks. */
const minify = !process.env.ATOLL_READABLE

export default defineConfig({
  // Chunks are imported relative to the entry, so the bundle works from any path.
  base: './',
  define: {
    __ATOLL_VERSION__: JSON.stringify(pkg.version),
    // The build writes the island registry in place of this string; tests run from source, with none.
    __ATOLL_ISLANDS__: JSON.stringify(process.env.VITEST ? '' : '__ATOLL_ISLANDS__'),
    // Library mode leaves process.env alone; React picks its production build from it.
    ...(onReact && { 'process.env.NODE_ENV': JSON.stringify('production') }),
  },
  // precompress: a .br and a .gz beside every file, for the server to send as they are (docs/deploy.md).
  // moduleOnly: the entry does nothing but say how to load it when loaded as a classic script; not
  // in the eager bundle (a bench's control, never served), whose import.meta no classic script parses.
  plugins: [
    eager ? eagerRegistry(modules) : islands(modules),
    dictionaries(),
    ...(eager ? [] : [moduleOnly()]),
    precompress(),
  ],
  resolve: { alias: onReact ? {} : REACT_TO_PREACT },
  oxc: { jsx: { runtime: 'automatic', importSource: onReact ? 'react' : 'preact' } },
  // The one worker, core/i18n/intl-worker.ts, named as the chunks are, beside them.
  worker: {
    rolldownOptions: {
      output: { entryFileNames: '[name]-[hash:8].js', hashCharacters: 'base36', minify },
    },
  },
  build: {
    outDir: OUT_DIRS[flavour],
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    // Library mode: Vite adds no preload helper to the entry (it would double the loader); the
    // loader preloads each island's chunks itself from the registry the islands plugin writes.
    // Every island and feature is an entry, so the loader can import it by its file's name.
    lib: { entry: eager ? eagerEntry() : buildEntries(modules), formats: ['es'] },
    minify,
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        minify,
        comments: false,
        postBanner: (chunk) => compileHint(flavour, chunk),
        entryFileNames: (chunk) => (chunk.name === 'atoll' ? 'atoll.js' : '[name]-[hash:8].js'),
        chunkFileNames: '[name]-[hash:8].js',
        // Letters and digits only: the registry finds a kind as what comes before a file's last '-'.
        hashCharacters: 'base36',
        assetFileNames: '[name]-[hash][extname]',
        // The shared chunks, by folder (build/chunks.ts); the eager comparison bundle is one file.
        codeSplitting: eager
          ? false
          : { groups: codeSplittingGroups(sharedChunks(RENDERER[onReact ? 'react' : 'preact'])) },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}', 'demo-site/server/**/*.test.ts'],
          // The package test packs the build: it runs with the browser tests, after \`npm run build\`.
          exclude: ['test/unit/package.test.ts'],
          environment: 'node',
          // The demo server renders islands with atoll/server from the source here: no build needed.
          env: { ATOLL_SERVER_SOURCE: '1' },
          setupFiles: ['test/setup.ts'],
          // Files share their worker: happy-dom and its window are made once a worker, not once a file,
          // which halves the run. So a test sets what it reads of the page itself (its path, body,
          // storage, cookies, #atoll-context), test/setup.ts clears those after each file, and a test
          // that needs a module's own state fresh asks for it with vi.resetModules().
          isolate: false,
          restoreMocks: true,
          // Property tests run thousands of cases: on a loaded 2-core machine they need more than 5 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // npm pack of the build, installed in a fresh folder, type-checked and run as a consumer would.
          name: 'package',
          include: ['test/unit/package.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Beside the browser tests, two at a time as they run (a group's projects share one limit).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // No retry, in CI or not: a test that fails only sometimes races the page, and is fixed
          // where it races (docs/testing.md, Flaky tests).
          // After the unit tests: the browser tests need the build and a server, and run two at a time.
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // The islands that render with the renderer, again on the React build (dist-react/):
          // the source is React, and React 19 must run it as Preact does.
          name: 'e2e-react',
          include: RENDERER_TESTS,
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          provide: { flavour: 'react' },
          // The demo server imports React's atoll/server as Node does, not through the runner that
          // would alias its react imports to Preact as it does the tests'.
          server: { deps: { external: [/[\\/]dist-react-server[\\/]/] } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      // The visitor journeys, unchanged in each engine a visitor's browser runs on (test/engines/).
      ...ENGINES.map((engine) => ({
        extends: true as const,
        test: {
          name: `journeys-${engine}`,
          include: ['test/engines/journeys/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/engines/global-setup.ts'],
          provide: { engine, flavour: 'preact' as const },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // WebKit's page crashing or hanging, and nothing else, runs a journey once more (ENGINE_CRASH).
          retry: engine === 'webkit' ? { count: 1, condition: new RegExp(ENGINE_CRASH) } : 0,
          sequence: { groupOrder: 3 + ENGINES.indexOf(engine) },
        },
      })),
    ],
  },
})
