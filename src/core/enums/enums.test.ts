import { describe, expect, it } from 'vitest'
import * as enums from './index.ts'

/**
 * Checks an excerpt of the spec ("store manager 8, viewer 10" or a table row "| 100 | not found |")
 * against an enumeration: each name, in SCREAMING_SNAKE, is a key holding that number.
 */
function expectSpec(table: Readonly<Record<string, unknown>>, excerpt: string) {
  const row = /^\| (\d+) \| (.+) \|$/.exec(excerpt)
  const pairs = row ? [[row[2], row[1]]] : excerpt.split(/, | \/ /).map((part) => /^(.+) (\d+)$/.exec(part)?.slice(1))
  for (const pair of pairs) {
    expect(pair, excerpt).toHaveLength(2)
    const [name = '', value] = pair ?? []
    expect(table[name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')], name).toBe(Number(value))
  }
}

describe('enumerations hold the spec’s numbers', () => {
  it('page types', () => {
    expectSpec(enums.PAGE_TYPE, '| 2 | page |')
    expectSpec(enums.PAGE_TYPE, '| 100 | not found |')
    expectSpec(enums.PAGE_TYPE, '| 106 | member area access denied |')
    expectSpec(enums.PAGE_TYPE, '| 209 | reviews request |')
    expectSpec(enums.PAGE_TYPE, '| 301 | commerce email preview |')
  })

  it('block types', () => {
    expectSpec(enums.BLOCK_TYPE, 'navigation 1, html 2, logo 3')
    expectSpec(enums.BLOCK_TYPE, 'tag cloud 14, comments 16')
    expectSpec(enums.BLOCK_TYPE, 'posts by author 27')
    expectSpec(enums.BLOCK_TYPE, 'social account links v2 54, summary v2 55')
    expectSpec(enums.BLOCK_TYPE, 'zola 63, acuity 65, opentable v2 66')
    expectSpec(enums.BLOCK_TYPE, 'accordion 69, marquee 70, shape 71')
    expect(enums.BLOCK_TYPE.POSTS_BY_MONTH).toBe(30) // "by month 30"
    expect(enums.BLOCK_TYPE.FIVE_HUNDRED_PX).toBe(42) // "500px 42"
  })

  it('block variant types: the spec’s order within 1000 to 1019', () => {
    const ids = Object.values(enums.BLOCK_VARIANT_TYPE)
    expect(enums.BLOCK_VARIANT_TYPE.GALLERY_SLIDESHOW).toBe(enums.BLOCK_VARIANT_TYPE_RANGE.MIN)
    expect(enums.BLOCK_VARIANT_TYPE_RANGE).toEqual({ MIN: 1000, MAX: 1019 })
    expect(ids).toEqual(ids.map((_, index) => 1000 + index))
    expect(Object.keys(enums.BLOCK_VARIANT_TYPE).slice(-2)).toEqual(['TOCK_RESERVATIONS', 'TOCK_EVENTS'])
  })

  it('collection, record and product types', () => {
    expectSpec(enums.COLLECTION_TYPE, 'generic 1, subscription 2')
    expectSpec(enums.COLLECTION_TYPE, 'splash page 8, page 10')
    expectSpec(enums.COLLECTION_TYPE, 'portfolio 23, lessons 24')
    expectSpec(enums.RECORD_TYPE, 'text 1, image 2, quote 4')
    expectSpec(enums.RECORD_TYPE, 'rich text 22, tweet 50')
    expectSpec(enums.RECORD_TYPE, 'knowledge-base article 54, project item 55')
    expectSpec(enums.RECORD_TYPE, 'portfolio item 59, translatable strings export 60, platform video 61, lesson 62')
    expect(enums.TAXONOMY_RECORD_TYPES).toEqual([56, 57, 58])
    expectSpec(enums.PRODUCT_TYPE, 'physical 1, digital 2, service 3, gift card 4, paywall 5')
  })

  it('statuses and website types', () => {
    expectSpec(enums.CONTENT_ITEM_STATUS, 'published 1, scheduled 2, needs review 3, draft 4')
    expectSpec(enums.WEBSITE_STATUS, 'expired 1, past due 2')
    expectSpec(enums.WEBSITE_STATUS, 'paid 8, linked 11, active parking page 12')
    expectSpec(enums.WEBSITE_STATUS, 'resold grace period 14, enterprise 15')
    expectSpec(enums.WEBSITE_TYPE, 'classic 1, cover page 2, parking page 3, commerce 4, enterprise 5')
    expect(Object.values(enums.SITE_VERSION)).toEqual([7, 7.1, 8])
    expect(Object.values(enums.ITEM_VISIBILITY)).toEqual(['draft', 'published', 'needs_review', 'scheduled'])
  })

  it('analytics event types, roles and permissions', () => {
    expectSpec(enums.ANALYTICS_EVENT_TYPE, 'page view 1, site search 2, heartbeat 10, audio 20, video 21')
    expectSpec(enums.CONTRIBUTOR_ROLE, 'editor 4, moderator 6')
    expectSpec(enums.CONTRIBUTOR_ROLE, 'store manager 8, scheduling 9, viewer 10')
    expectSpec(enums.CONTRIBUTOR_ROLE, 'scheduling editor 13, none 14')
    expectSpec(enums.PERMISSION, 'authenticated without site permissions 0, config 1, admin 2')
  })

  it('section roles, slices, slides and gallery media', () => {
    expectSpec(enums.SECTION_ROLE, 'heading 1, sub heading 2')
    expectSpec(enums.SECTION_ROLE, 'custom form 10, newsletter 11')
    expectSpec(enums.SECTION_ROLE, 'popup overlay action 20, temporary lock inject 100')
    expect(Object.values(enums.SLICE_TYPE)).toEqual(
      expect.arrayContaining(['sub-heading', 'social-icons', 'popup-overlay-action', 'temp-lock-inject']),
    )
    expect(Object.values(enums.SLICE_TYPE)).toHaveLength(20)
    expect(Object.values(enums.SLIDE_TYPE)).toEqual(['cover-page', 'lock-screen', 'popup-overlay'])
    expect(Object.values(enums.GALLERY_MEDIA_TYPE)).toEqual([
      'imageEmpty',
      'imageFile',
      'imageLicensed',
      'imageReused',
      'assetReused',
      'video',
    ])
  })

  it('other enumerations', () => {
    expectSpec(enums.UNIT_SYSTEM, 'imperial 1 / metric 2')
    expectSpec(enums.LIGHT_LEVEL, 'none 1 / light 2 / dark 3')
    expectSpec(enums.NONE_SHOW, 'none 1 / show 2')
    expectSpec(enums.NONE_BLACK_WHITE, 'none 1 / black 2 / white 3')
    expectSpec(enums.BUTTON_KIND, 'button block 1, popup overlay 2')
    expectSpec(enums.LOCK_SCREEN_KIND, 'cover page 1, lock screen 2, popup overlay 3')
    expect(Object.values(enums.ALIGNMENT)).toEqual(['left', 'right'])
    expect([enums.MAP_STYLE.ORIGINAL, enums.MAP_STYLE.GRAYSCALE, enums.MAP_STYLE.MINIMAL_BLUE]).toEqual([1, 2, 6])
    expect(Object.values(enums.COOKIE_BANNER_ACCEPT_TYPE)).toEqual(['OPT_IN', 'OPT_IN_AND_OUT'])
  })

  it('editor constants', () => {
    expect(Object.values(enums.TWEAK_PANEL)).toEqual([
      'SPLASH_PAGE',
      'LOCK_SCREEN',
      'POPUP_OVERLAY',
      'CHECKOUT',
      'STYLE',
    ])
    expect(Object.values(enums.DEVICE_VIEW)).toEqual(['desktop', 'phone', 'tablet'])
    expect(Object.values(enums.COLLECTION_VIEW)).toEqual(['list', 'grid', 'product'])
    expect(Object.values(enums.TWEAK_EVENT)).toEqual([
      'change',
      'close',
      'save',
      'reset',
      'after-show',
      'after-close',
      'before-open',
    ])
    expectSpec(enums.FORM_FIELDSET, 'build 1, storage 2, advanced 3, captcha 4, disclaimer 5')
    const anchors = Object.values(enums.ANCHOR_POSITION)
    expect(new Set(anchors).size).toBe(9)
    for (const row of ['TOP', 'CENTER', 'BOTTOM']) {
      for (const column of ['LEFT', 'CENTER', 'RIGHT']) expect(anchors).toContain(`${row}_${column}`)
    }
  })

  it('design tokens', () => {
    expect(enums.FONT_WEIGHTS).toEqual([400, 500, 600])
    expect(enums.RADII).toEqual([0, 4, 8])
    expect(enums.DURATIONS_MS).toEqual(Array.from({ length: 13 }, (_, step) => step * enums.DURATION_STEP_MS))
    expect(enums.DURATIONS_MS.at(-1)).toBe(enums.DURATION_MAX_MS)
    expect(enums.SPACING_MAX_PX).toBe(55)
  })
})
