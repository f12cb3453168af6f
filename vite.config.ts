import { readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

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
  define: { __ATOLL_VERSION__: JSON.stringify(pkg.version) },
  resolve: { alias: reactToPreact },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { atoll: 'src/bootstrap/index.ts' },
      preserveEntrySignatures: false,
      output: {
        entryFileNames: 'atoll.js',
        chunkFileNames: '[name]-[hash].js',
        assetFileNames: '[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'renderer', test: /node_modules[\\/]preact[\\/]/, priority: 3 },
            { name: 'core', test: /[\\/]src[\\/]core[\\/]/, priority: 2 },
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
        },
      },
    ],
  },
})
