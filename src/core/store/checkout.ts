/**
 * Where a product that is not added to the cart goes (commerce spec section 2): a gift card to its
 * own checkout, a subscription to the subscription checkout with the cart that holds it.
 */

/** spec: /checkout/giftcard takes websiteId, giftCardProductId and optionally sku. */
export const GIFT_CARD_CHECKOUT = '/checkout/giftcard'
/** spec: /checkout/subscribe takes cartToken. */
export const SUBSCRIPTION_CHECKOUT = '/checkout/subscribe'
/** spec: /checkout/donate takes donatePageId. */
export const DONATION_CHECKOUT = '/checkout/donate'

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value)
  return `${path}?${params}`
}

/** @example giftCardUrl('site-1', 'item-1011', 'SQ1234567') // '/checkout/giftcard?websiteId=site-1&giftCardProductId=item-1011&sku=SQ1234567' */
export const giftCardUrl = (websiteId: string | undefined, productId: string, sku: string | undefined): string =>
  withQuery(GIFT_CARD_CHECKOUT, { websiteId, giftCardProductId: productId, sku })

/** @example subscriptionUrl('c-1') // '/checkout/subscribe?cartToken=c-1' */
export const subscriptionUrl = (cartToken: string): string => withQuery(SUBSCRIPTION_CHECKOUT, { cartToken })

/** @example donationUrl('page-7') // '/checkout/donate?donatePageId=page-7' */
export const donationUrl = (donatePageId: string): string => withQuery(DONATION_CHECKOUT, { donatePageId })
