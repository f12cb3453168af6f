import { describe, expect, it } from 'vitest'
import { normalizeDefinition } from './options.ts'
import { buildPayload } from './payload.ts'
import type { PageSnapshot } from './payload.ts'

const snapshot: PageSnapshot = {
  title: 'Contact · Harbour Street Bakery',
  origin: 'https://harbour.example',
  pathname: '/contact',
  search: 'utm_source=letter',
  referrer: 'https://search.example/',
  userAgent: 'Test/1.0',
  innerWidth: 1280,
  innerHeight: 720,
  screenWidth: 1920,
  screenHeight: 1080,
  localStorageSupported: true,
  now: 1_700_000_000_000,
}

const definition = normalizeDefinition({
  formId: 'f-1',
  collectionId: 'c-form',
  objectName: 'page-1',
  isOverlayForm: true,
  fields: [{ id: 'name-1', type: 'name' }],
})

describe('submission payload', () => {
  it('carries the submission, the page fields and the page-event fields', () => {
    const payload = buildPayload({
      definition,
      values: { 'name-1': ['Ada', 'Okafor'] },
      key: 'k-1',
      captchaKey: 'token',
      submitButtonText: 'Send',
      page: {
        locale: 'en-US',
        website: { id: 'site-1' },
        templateId: 't-1',
        collectionId: 'c-page',
        itemId: 'i-1',
        item: { recordType: 1 },
        collection: { pagePermissionType: 2 },
      },
      snapshot,
    })
    expect(payload).toEqual({
      key: 'k-1',
      formId: 'f-1',
      collectionId: 'c-form',
      objectName: 'page-1',
      isOverlayForm: true,
      submitButtonText: 'Send',
      form: '{"name-1":["Ada","Okafor"]}',
      captchaKey: 'token',
      pageTitle: 'Contact · Harbour Street Bakery',
      pageId: 'i-1',
      contentSource: 'i',
      pagePath: '/contact',
      pagePermissionTypeValue: 2,
      userAgent: 'Test/1.0',
      clientDate: 1_700_000_000_000,
      viewportInnerHeight: 720,
      viewportInnerWidth: 1280,
      screenHeight: 1080,
      screenWidth: 1920,
      websiteId: 'site-1',
      templateId: 't-1',
      website_locale: 'en-US',
      url: 'https://harbour.example/contact',
      title: 'Contact · Harbour Street Bakery',
      itemId: 'i-1',
      recordType: 1,
      localStorageSupported: true,
      queryString: 'utm_source=letter',
      referrer: 'https://search.example/',
    })
  })

  it("names the page's collection when it shows no item, and sends no captcha key without a captcha", () => {
    const payload = buildPayload({
      definition: { ...definition, collectionId: null },
      values: {},
      key: 'k',
      captchaKey: undefined,
      submitButtonText: 'Submit',
      page: { locale: 'fr-FR', collectionId: 'c-page' },
      snapshot,
    })
    expect(payload).toMatchObject({
      pageId: 'c-page',
      contentSource: 'c',
      collectionId: 'c-page',
      pagePermissionTypeValue: 1,
      itemId: null,
      recordType: null,
    })
    expect(payload).not.toHaveProperty('captchaKey')
  })

  it('has no page id or content source on a page that shows neither', () => {
    const payload = buildPayload({
      definition,
      values: {},
      key: 'k',
      captchaKey: undefined,
      submitButtonText: 'Submit',
      page: { locale: 'en-US' },
      snapshot,
    })
    expect(payload).toMatchObject({
      pageId: null,
      contentSource: null,
      collectionId: 'c-form',
      websiteId: null,
      templateId: null,
    })
  })
})
