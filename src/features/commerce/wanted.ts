/**
 * A link to a checkout route, or the full-page cart. The selector is loose on purpose (bytes in the
 * loader); the feature checks each link exactly.
 */
export const wanted = 'a[href*="checkout"],#sqs-cart-root'
