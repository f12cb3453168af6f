// The virtual modules of build/dictionaries.ts: each locale's messages, compiled to ICU ASTs.

declare module 'virtual:atoll-messages' {
  /**
   * The importing module's messages, one import per locale, for `loadMessages`: in the build only the
   * ids its code (and the code it imports) can reach; from source, the whole dictionary.
   */
  const messages: import('./index.ts').MessageParts
  export default messages
}

declare module 'virtual:atoll-dictionary/*' {
  /** Message id -> ICU AST, every id of the base locale included. */
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>
  export default messages
}
