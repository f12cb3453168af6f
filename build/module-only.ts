import { Script } from 'node:vm'
import type { OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

/**
 * What the entry logs, and all it does, when a template loads it without `type="module"`; `src` is
 * the script's address. docs/core.md, "Mistakes the console names".
 */
export const CLASSIC_LOAD = (src: string): string =>
  `[atoll] Not started: load it as a module, <script type="module" src="${src}"></script>`

/**
 * Makes the entry (`atoll.js`) safe to load as a classic script. Bundled as a module, its top-level
 * declarations are module-scoped; run as a classic script, each would become a global of the page
 * (about twenty one-letter names, overwriting the site's own `r` and `n`) and the loader would run
 * with chunks resolved from the wrong base. So the minified entry is wrapped in a function that runs
 * only in a module script: `document.currentScript` is the script element in a classic script and
 * null in a module script (HTML standard), which is the one check that needs no syntax a classic
 * script refuses (`import.meta` would make the whole file a SyntaxError, with no word of the fix).
 * The entry has no `import` or `export` statement (its chunks are dynamic imports), which is what
 * lets it be wrapped; the build fails if it ever gets one, or if the wrapped file does not parse as a
 * classic script.
 */
export function moduleOnly(entry = 'atoll.js'): Plugin {
  return {
    name: 'atoll-module-only',
    enforce: 'post',
    generateBundle(_, bundle) {
      const chunk = bundle[entry] as OutputChunk | undefined
      if (chunk?.type !== 'chunk') return this.error(`no ${entry} chunk to guard`)
      if (chunk.imports.length || chunk.exports.length)
        return this.error(`${entry} has import or export statements: it can no longer be wrapped for a classic load`)
      const [before, after] = CLASSIC_LOAD('\0')
        .split('\0')
        .map((text) => JSON.stringify(text))
      chunk.code = `document.currentScript?console.error(${before}+document.currentScript.src+${after}):(()=>{${chunk.code}})();\n`
      // Compiled, not run: a classic script must be able to parse it (no top-level await, say).
      try {
        new Script(chunk.code)
      } catch (error) {
        this.error(`${entry} wrapped for a classic load does not parse as a script: ${(error as Error).message}`)
      }
    },
  }
}
