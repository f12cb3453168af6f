/** Editor collection views. spec: bootstrap-tracking-enums section 2, "Collection views: list, grid, product" */
export const COLLECTION_VIEW = {
  LIST: 'list',
  GRID: 'grid',
  PRODUCT: 'product',
} as const

export type CollectionView = (typeof COLLECTION_VIEW)[keyof typeof COLLECTION_VIEW]
