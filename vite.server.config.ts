import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import { dictionaries } from './build/dictionaries.ts'
import { REACT_TO_PREACT } from './build/flavours.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

/**
 * `atoll/server` (src/server/index.ts) for Node, into `dist-server/`: the islands' server parts on
 * Preact and preact-render-to-string, which stay dependencies rather than bundled. Its version is the
 * browser build's, which the islands compare before they hydrate what it rendered.
 */
export default defineConfig({
  define: { __ATOLL_VERSION__: JSON.stringify(pkg.version) },
  plugins: [dictionaries()],
  resolve: { alias: REACT_TO_PREACT },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    ssr: 'src/server/index.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      // The entry exports what src/server/index.ts exports and nothing else: the code its lazy chunks
      // share goes to a chunk of its own, where it was exported from the entry under mangled names.
      preserveEntrySignatures: 'strict',
      output: { entryFileNames: 'index.js', chunkFileNames: '[name]-[hash:8].js' },
    },
  },
})
