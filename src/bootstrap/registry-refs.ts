/**
 * The registry's shared-chunk references, one character each: the chunk's place in the registry's
 * list of shared chunks, counted from this character code (`A`). The build writes them
 * (`build/islands.ts`) and the runtime reads them (`registry.ts`), so both take the base from here.
 */
export const REF_BASE = 65
