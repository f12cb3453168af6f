import { readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { dictionaries } from './build/dictionaries.ts'
import { buildEntries, islands, siteModules } from './build/islands.ts'

const modules = siteModules()
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

// React's API in source, Preact on the page and in the tests: what is tested is what ships.
const reactToPreact = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
}

export default defineConfig({
  // Chunks are imported relative to the entry, so the bundle works from any path.
  base: './',
  define: {
    __ATOLL_VERSION__: JSON.stringify(pkg.version),
    // The build writes the island registry in place of this string; tests run from source, with none.
    __ATOLL_ISLANDS__: JSON.stringify(process.env.VITEST ? '' : '__ATOLL_ISLANDS__'),
  },
  plugins: [islands(modules), dictionaries()],
  resolve: { alias: reactToPreact },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    // Library mode: Vite adds no preload helper to the entry (it would double the loader); the
    // loader preloads each island's chunks itself from the registry the islands plugin writes.
    // Every island and feature is an entry, so the loader can import it by its file's name.
    lib: { entry: buildEntries(modules), formats: ['es'] },
    minify: true,
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        minify: true,
        comments: false,
        entryFileNames: (chunk) => (chunk.name === 'atoll' ? 'atoll.js' : '[name]-[hash:8].js'),
        chunkFileNames: '[name]-[hash:8].js',
        // Letters and digits only: the registry finds a kind as what comes before a file's last '-'.
        hashCharacters: 'base36',
        assetFileNames: '[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'renderer', test: /node_modules[\\/]preact[\\/]/, priority: 3 },
            // The core is what most islands share (data, messages, storage, money, consent, the cart).
            // Kept out of it, in chunks of their own: query.ts (qs is 17 KB gzip with its
            // side-channel), the dialogs (they bring the renderer), and each area's own code, which
            // rolldown puts with the one module that uses it or in a chunk its users share.
            { name: 'media', test: /[\\/]src[\\/]core[\\/]media[\\/]/, priority: 2 },
            // URL and script checks: small, and needed by islands that need nothing else of the core
            // (social follow); the sanitiser they import lazily stays a chunk of its own.
            { name: 'security', test: /[\\/]src[\\/]core[\\/]security[\\/]/, priority: 2 },
            {
              name: 'core',
              test: /[\\/]src[\\/]core[\\/](?!query\.ts$|(dialogs|media|security|tracking|session|native|clients|rules)[\\/])/,
              priority: 2,
            },
          ],
        },
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
          environment: 'node',
          setupFiles: ['test/setup.ts'],
          restoreMocks: true,
          // Property tests run thousands of cases: on a loaded 2-core machine they need more than 5 s.
          testTimeout: 20_000,
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
          // One retry in CI: a real failure fails twice; a loaded 2-core machine's timing hiccup
          // does not block a change. Locally a failure shows at once.
          retry: process.env.CI ? 1 : 0,
          // After the unit tests: the browser tests need the build and a server, and run two at a time.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
