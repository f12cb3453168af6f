// The virtual modules of build/dictionaries.ts: each locale's messages, compiled to ICU ASTs.

declare module 'virtual:atoll-dictionaries' {
  type Messages = Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>
  /** Locale (e.g. `fr-FR`) -> a dynamic import of its dictionary chunk. */
  const dictionaries: Record<string, (() => Promise<{ default: Messages }>) | undefined>
  export default dictionaries
  /** Locale -> family (`pages`) -> a dynamic import of that family's messages alone. */
  export const families: Record<string, Record<string, (() => Promise<{ default: Messages }>) | undefined> | undefined>
}

declare module 'virtual:atoll-dictionary/*' {
  /** Message id -> ICU AST, every id of the base locale included. */
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>
  export default messages
}
