/**
 * `atoll/server`: what a site's server (a Node template) renders of Atoll's islands, so the first
 * paint has them before any script (docs/server-rendering.md). Each island's server part lives beside
 * its island; this entry gathers them. Built to `dist-server/` by `npm run build`.
 */
export type { ServerPage } from '../contract.ts'
export type { FormPost } from '../islands/form/server.ts'
export { FORM_STYLES, formIdOf, readFormPost, renderForm } from '../islands/form/server.ts'
export type { CommentsPage } from '../islands/comments/comments.ts'
export type { CommentPost } from '../islands/comments/server.ts'
export { COMMENTS_STYLES, readCommentPost, renderComments } from '../islands/comments/server.ts'
export { renderSearchResults } from '../islands/search/server.ts'
export { CART_STYLES, renderCart } from '../islands/cart/server.ts'
export type { PurchasePost } from '../islands/product/server.ts'
export { PURCHASE_STYLES, readPurchasePost, renderPurchase } from '../islands/product/server.ts'
export { SHAPE_STYLES, shapeAttributes } from '../islands/shape/server.ts'
export { IMAGE_DESIGN_STYLES, imageDesignAttributes } from '../features/image/server.ts'
