import { beforeAll, describe, expect, it } from 'vitest'
import { loadMessages, t } from './index.ts'
import type { MessageId } from './message-id.ts'
import messages from 'virtual:atoll-messages'

type Case = [id: MessageId, text: string, values?: Record<string, string | number>]

// The spec's own text for each message (quoted character for character), with example values.
const SPEC_TEXT: Record<string, Case[]> = {
  forms: [
    ['forms.unauthorized', 'Unable to submit form. Please try again later.'],
    ['forms.notConfigured', 'This form has not been configured yet.'],
    ['forms.rateLimited', 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['forms.serverError', 'Unable to send form. Please try again later.'],
    ['forms.unknownError', 'Unknown error, please try again later.'],
    ['forms.processingError', 'Error processing form submission. Please reload and try again.'],
    ['forms.noKey', 'Could not get a form submission key, please try again later.'],
    ['forms.parseError', 'Could not parse the form fields, please check your entries.'],
    ['forms.invalidFields', 'One or more fields is invalid, please check your entries.'],
    ['forms.problemAbove', 'Your form has encountered a problem. Please scroll down to review.'],
    ['forms.problemBelow', 'Your form has encountered a problem. Please scroll up to review.'],
    ['forms.submitting', 'Submitting…'],
    ['forms.maxLength', 'You have exceeded the character limit.'],
    ['forms.characterCount', '12 / 500', { count: 12, max: 500 }],
    [
      'forms.emailInvalid',
      'Email is not valid. Email addresses should follow the format user@domain.com.',
      { email: 'user@domain.com' },
    ],
    ['forms.captchaIncomplete', 'Complete CAPTCHA before submitting.'],
    ['forms.updateFailed', 'Unable to update form'],
    ['forms.openFailed', 'Unable to open form'],
    ['forms.fixAbove', 'Update the missing or invalid information above'],
  ],
  files: [
    ['files.nameRequired', 'Please enter a file name'],
    ['files.processingFailed', 'File processing failed'],
    ['files.processingIncomplete', 'File processing failed to complete'],
    ['files.processingCancelled', 'File processing cancelled'],
    ['files.uploadIncomplete', 'File upload failed to complete'],
    ['files.renameFailedTitle', 'Unable to Rename File'],
    ['files.renameFailed', 'There was a problem while renaming your file.'],
    ['files.uploadFailedTitle', 'Unable to Upload File'],
    ['files.uploadFailed', 'There was a problem while uploading your file.'],
    ['files.tooLarge', 'This file is too large. The maximum size is 20 MB.', { maxSize: '20 MB' }],
  ],
  tags: [
    ['tags.exists', 'This tag already exists', { tagType: 'tag' }],
    ['tags.exists', 'This category already exists', { tagType: 'category' }],
    ['tags.editOne', 'You may only edit one tag at a time', { tagType: 'tag' }],
    ['tags.editOne', 'You may only edit one category at a time', { tagType: 'category' }],
    ['tags.tooLong', 'A tag can have at most 50 characters.', { tagType: 'tag', max: 50 }],
  ],
  datasets: [
    ['datasets.noColumns', 'Your dataset must have at least one column'],
    ['datasets.noRows', 'Your dataset must have at least one row'],
    ['datasets.missingData', 'One or more rows was missing data'],
    ['datasets.truncatedRows', 'Your dataset was truncated to 1,000 rows.', { maxRows: 1000 }],
    ['datasets.truncatedColumns', 'Your dataset was truncated to 1 column.', { maxColumns: 1 }],
  ],
  lists: [
    ['lists.required', 'A List must be selected'],
    ['lists.none', "You don't have any mailing lists. Please create one before continuing"],
  ],
  cart: [
    ['cart.addFailed', 'Unable to add item'],
    ['cart.removeFailed', 'Unable to remove item'],
    ['cart.quantityFailed', 'Unable to update quantity'],
    ['cart.minimumSubtotal', 'To check out, the order subtotal must be $25.00 or more', { subtotal: '$25.00' }],
    [
      'cart.sessionExpired',
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    ],
  ],
  reviews: [
    ['reviews.alreadyReviewed', 'You have already reviewed this purchase'],
    ['reviews.requestExpired', 'Your review request has expired'],
    ['reviews.noProducts', 'There are no products to review'],
    ['reviews.ratingRequired', 'Please select a star rating'],
  ],
  fonts: [
    ['fonts.loadFailed', 'Unable to load fonts'],
    ['fonts.previewFailed', 'Unable to load preview for Lato', { fontName: 'Lato' }],
  ],
  subscription: [
    ['subscription.renewal', 'renews every week', { unit: 'week', n: 1 }],
    ['subscription.renewal', 'renews every month', { unit: 'month', n: 1 }],
    ['subscription.renewal', 'renews every year', { unit: 'year', n: 1 }],
    ['subscription.renewal', 'every 2 weeks', { unit: 'week', n: 2 }],
    ['subscription.payments', 'for 4 payments', { p: 4 }],
  ],
  pages: [
    ['pages.statusScheduled', 'Scheduled'],
    ['pages.statusNeedsReview', 'Needs Review'],
    ['pages.statusDraft', 'Draft'],
    ['pages.statusPrivate', 'Private'],
    ['pages.locked', 'This page is locked'],
    ['pages.membersOnly', 'This page available only site members'],
  ],
  editor: [
    ['editor.somethingWentWrong', 'Something went wrong'],
    ['editor.networkError', 'Network error'],
    ['editor.noJobResponse', 'No response data from job request'],
    ['editor.unableToLoadResults', 'Unable to load results'],
    ['editor.unableToLoadTryAgain', 'Unable to load. Try again'],
    ['editor.unableToLoadCollections', 'Unable to load collections'],
    ['editor.contentNotFound', 'Unable to locate content'],
    ['editor.unableToConnect', 'Unable to connect. Please try again'],
    ['editor.invalidVideoEmbed', 'Invalid video embed'],
    ['editor.customThumbnailEmbedOnly', 'Custom featured images only available with embedded videos'],
    ['editor.vimeoBasic', 'Vimeo Basic accounts are unsupported. Please share a video from a different account.'],
    ['editor.codeEditingAndroid', 'Code editing is not available on Android.'],
    ['editor.emailRequired', 'Please enter a valid email'],
    ['editor.emailFormat', 'Emails must be formatted as name@example.com', { email: 'name@example.com' }],
    ['editor.linkFormat', 'Links must be formatted as example.com or example.com', { host: 'example.com' }],
    ['editor.invalidPageUrl', '/blog/ is not a valid page URL', { val: '/blog/' }],
    ['editor.unexpectedOption', 'huge is not one of the expected options', { val: 'huge' }],
  ],
  consent: [
    [
      'consent.text',
      'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
    ],
    ['consent.accept', 'Accept'],
    ['consent.decline', 'Decline'],
  ],
  logout: [
    ['logout.title', 'Logout Successful'],
    ['logout.message', 'You have been successfully logged out.'],
  ],
  common: [
    ['common.tryAgain', 'Try again'],
    ['common.retry', 'Retry'],
    ['common.previewOnly', 'Preview Only'],
    ['common.cartCountOverflow', '100+'],
    ['common.cartMoreThan100', 'More than 100 items in cart'],
    ['common.justNow', 'just now'],
    ['common.secondsAgo', 'seconds ago'],
    ['common.checkConnection', 'Please check your internet connection'],
  ],
}

describe('en-US messages are the spec’s text', () => {
  beforeAll(() => loadMessages(messages, 'en-US'))

  for (const [family, cases] of Object.entries(SPEC_TEXT)) {
    it(family, () => {
      for (const [id, text, values] of cases) expect(t(id, values)).toBe(text)
    })
  }
})

describe('fr-FR translates them', () => {
  beforeAll(() => loadMessages(messages, 'fr-FR'))

  it('with every argument filled and no English left in sentences', () => {
    for (const [id, text, values] of Object.values(SPEC_TEXT).flat()) {
      const french = t(id, values)
      expect(french, id).not.toBe(id)
      if (/[a-z] [a-z]/i.test(text)) expect(french, id).not.toBe(text)
      for (const value of Object.values(values ?? {})) {
        if (typeof value === 'string' && !['tag', 'category', 'week', 'month', 'year'].includes(value)) {
          expect(french, id).toContain(value)
        }
      }
    }
  })
})
