/** The cart indicator's texts and state, pure (bootstrap spec sections 3, 4 and 9). */
import { t } from '../../core/i18n/index.ts'

import { CART_COUNT_LIMIT } from './count.ts'

/** spec: uninitialised until its first update; then empty when the count is 0, otherwise not empty. */
export type CartIndicatorState = 'uninitialised' | 'empty' | 'not-empty'

export const cartState = (initialised: boolean, count: number): CartIndicatorState =>
  !initialised ? 'uninitialised' : count === 0 ? 'empty' : 'not-empty'

/** The count as shown: up to 100, then '100+'. Load the messages first. */
export const countText = (count: number): string =>
  count > CART_COUNT_LIMIT ? t('common.cartCountOverflow') : String(count)

/** The spoken label: 'No items in cart', '5 items in cart', ... then 'More than 100 items in cart'. */
export const countLabel = (count: number): string =>
  count > CART_COUNT_LIMIT ? t('common.cartMoreThan100') : t('cart.itemCount', { count })
