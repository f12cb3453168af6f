import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import { dictionaries } from './build/dictionaries.ts'
import { flavourFromEnv, REACT_TO_PREACT, SERVER_OUT_DIRS } from './build/flavours.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

// The server renders with the flavour's renderer, so its islands hydrate their own renderer's HTML:
// the default on Preact and preact-render-to-string into dist-server/, ATOLL_FLAVOUR=react on React
// 19 and react-dom/server into dist-react-server/ (build/flavours.ts).
const onReact = flavourFromEnv() === 'react'

/**
 * `atoll/server` (src/server/index.ts) for Node: the islands' server parts on the flavour's renderer,
 * which stays a dependency rather than bundled. Its version is the browser build's, which the islands
 * compare before they hydrate what it rendered.
 */
export default defineConfig({
  define: { __ATOLL_VERSION__: JSON.stringify(pkg.version) },
  plugins: [dictionaries()],
  resolve: { alias: onReact ? {} : REACT_TO_PREACT },
  oxc: { jsx: { runtime: 'automatic', importSource: onReact ? 'react' : 'preact' } },
  build: {
    ssr: 'src/server/index.ts',
    outDir: SERVER_OUT_DIRS[flavourFromEnv()],
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
