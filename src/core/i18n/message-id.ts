/**
 * The message ids: the keys of the base locale's dictionary (`src/dictionaries/en-US/*.json`), so a
 * wrong id fails the type check. A new dictionary file is added here too (`message-id.test.ts` checks).
 */
import type blocks from '../../dictionaries/en-US/blocks.json'
import type cart from '../../dictionaries/en-US/cart.json'
import type commerce from '../../dictionaries/en-US/commerce.json'
import type common from '../../dictionaries/en-US/common.json'
import type consent from '../../dictionaries/en-US/consent.json'
import type content from '../../dictionaries/en-US/content.json'
import type currency from '../../dictionaries/en-US/currency.json'
import type data from '../../dictionaries/en-US/data.json'
import type datasets from '../../dictionaries/en-US/datasets.json'
import type dialog from '../../dictionaries/en-US/dialog.json'
import type editor from '../../dictionaries/en-US/editor.json'
import type files from '../../dictionaries/en-US/files.json'
import type fonts from '../../dictionaries/en-US/fonts.json'
import type forms from '../../dictionaries/en-US/forms.json'
import type lists from '../../dictionaries/en-US/lists.json'
import type logout from '../../dictionaries/en-US/logout.json'
import type media from '../../dictionaries/en-US/media.json'
import type pages from '../../dictionaries/en-US/pages.json'
import type reviews from '../../dictionaries/en-US/reviews.json'
import type rules from '../../dictionaries/en-US/rules.json'
import type store from '../../dictionaries/en-US/store.json'
import type subscription from '../../dictionaries/en-US/subscription.json'
import type tags from '../../dictionaries/en-US/tags.json'

/** An id of the base locale's dictionary, e.g. `'forms.required'`. */
export type MessageId =
  | keyof typeof blocks
  | keyof typeof cart
  | keyof typeof commerce
  | keyof typeof common
  | keyof typeof consent
  | keyof typeof content
  | keyof typeof currency
  | keyof typeof data
  | keyof typeof datasets
  | keyof typeof dialog
  | keyof typeof editor
  | keyof typeof files
  | keyof typeof fonts
  | keyof typeof forms
  | keyof typeof lists
  | keyof typeof logout
  | keyof typeof media
  | keyof typeof pages
  | keyof typeof reviews
  | keyof typeof rules
  | keyof typeof store
  | keyof typeof subscription
  | keyof typeof tags
