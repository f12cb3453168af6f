/**
 * A link to a checkout route, or the full-page cart. The selector is loose on purpose (bytes in the
 * loader); the feature checks each link exactly.
 */
export function wanted(): boolean {
  return !!document.querySelector('a[href*="checkout"],#sqs-cart-root')
}
