/**
 * The browser API's types, as the package publishes them (`import type { ... } from 'atoll'`):
 * `window.Atoll`, what `Atoll.define` loads, the page context, and the `atoll:*` events with their
 * `detail`. Type-only: the runtime itself is `dist/atoll.js`, served as a file, never imported. The
 * build writes this file's declarations to `dist-types/` (`tsconfig.types.json`).
 */
import type { AtollApi as AtollApiOf } from './contract.ts'
import type * as Core from './core/api.ts'

export type {
  AtollElementEventMap,
  AtollEventMap,
  ConsentSnapshot,
  HydrationMoment,
  IslandContext,
  IslandHandle,
  IslandModule,
  PageContext,
  ScrollToTargetOptions,
  TweenEventType,
  TweenHandle,
} from './contract.ts'
export type { AlertOptions, ConfirmationStyle, ConfirmOptions, ConfirmOutcome } from './core/dialogs/index.ts'
export type { MoneyOptions } from './core/money/index.ts'

/** `window.Atoll` (CONTRACT.md sections 5, 10 and 11): its namespaces load the core on first use. */
export type AtollApi = AtollApiOf<typeof Core>

declare global {
  interface Window {
    /** Set by `dist/atoll.js` when it runs as a module script. */
    Atoll?: AtollApi
  }
}
