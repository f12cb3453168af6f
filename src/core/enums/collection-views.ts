import type { ValueOf } from './value-of.ts'

/** Editor collection views. spec: bootstrap-tracking-enums section 2, "Collection views: list, grid, product" */
export const COLLECTION_VIEW = { LIST: 'list', GRID: 'grid', PRODUCT: 'product' } as const

export type CollectionView = ValueOf<typeof COLLECTION_VIEW>
