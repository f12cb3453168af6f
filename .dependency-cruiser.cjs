/**
 * The architecture `npm run arch` holds (docs/testing.md, "The checks"). Type-only imports count: a type that
 * crosses a boundary is a dependency all the same.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'loader-stands-alone',
      comment:
        'The loader (src/bootstrap) imports nothing outside itself but the contract, so a page with no blocks pays for it alone. Its one exception is the core API it imports lazily for Atoll.dialog and the like, and the features registry the build writes.',
      severity: 'error',
      from: { path: '^src/bootstrap/', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: ['^src/bootstrap/', '^src/contract\\.ts$', '^virtual:atoll/features$', '^src/core/api\\.ts$'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'loader-core-only-lazily',
      comment:
        'The loader reaches the core by a dynamic import (or its type) only: a static import would put the core in every page.',
      severity: 'error',
      from: { path: '^src/bootstrap/' },
      to: { path: '^src/core/api\\.ts$', dynamic: false, dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'core-knows-no-module',
      comment: 'The core is shared by every island and feature: it never imports one (src/islands, src/features).',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/(islands|features)/' },
    },
    {
      name: 'islands-stand-alone',
      comment: 'An island or feature never imports another: what two share belongs in the core.',
      severity: 'error',
      from: { path: '^src/(islands|features)/([^/]+)/' },
      to: { path: '^src/(islands|features)/', pathNot: '^src/$1/$2/' },
    },
    {
      name: 'contract-imports-nothing',
      comment: 'The contract is the types both the loader and the core import; it imports neither.',
      severity: 'error',
      from: { path: '^src/contract\\.ts$' },
      to: {},
    },
    {
      name: 'no-circular',
      comment: 'No import circle, type-only ones included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves, but for the virtual modules the build plugins write and CSS imported as text.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^virtual:atoll', '\\?inline$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-server|dist-react-server|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.d.ts'],
    },
    moduleSystems: ['es6', 'cjs'],
    reporterOptions: { text: { highlightFocused: true } },
  },
}
