/**
 * The body of `/api/form/SaveFormSubmission` (spec: the form submission payload plus page fields and
 * page-event fields), from the definition, the values and a snapshot of the page.
 */
import type { PageContext } from '../../contract.ts'
import type { FieldValue } from './form.ts'
import type { FormDefinition } from './options.ts'

/** spec: not shown. The value sent when the page context names no permission type: a page open to every visitor. */
export const PAGE_PERMISSION_PUBLIC = 1

/** What the payload reads from the browser, so that building it needs no DOM. */
export interface PageSnapshot {
  title: string
  origin: string
  pathname: string
  /** The query string, without its `?`. */
  search: string
  referrer: string
  userAgent: string
  innerWidth: number
  innerHeight: number
  screenWidth: number
  screenHeight: number
  localStorageSupported: boolean
  now: number
}

/** Reads a {@link PageSnapshot} from the current page. */
export function snapshotPage(): PageSnapshot {
  return {
    title: document.title,
    origin: location.origin,
    pathname: location.pathname,
    search: location.search.slice(1),
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    innerWidth,
    innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    localStorageSupported: localStorageWorks(),
    now: Date.now(),
  }
}

function localStorageWorks(): boolean {
  try {
    const probe = 'atoll.form.probe'
    localStorage.setItem(probe, probe)
    localStorage.removeItem(probe)
    return true
  } catch {
    return false
  }
}

export interface SubmissionPayload {
  key: string
  formId: string
  collectionId: string | null
  objectName: string | null
  isOverlayForm: boolean
  submitButtonText: string
  /** The values, keyed by field id, as JSON text. */
  form: string
  captchaKey?: string
  pageTitle: string
  pageId: string | null
  contentSource: 'i' | 'c' | null
  pagePath: string
  pagePermissionTypeValue: number
  [pageEventField: string]: unknown
}

/**
 * The payload of one submission. The page-event fields are those of the spec's page-view event data;
 * their `collectionId` is the page's, which the form's own `collectionId` (the payload's) takes over
 * when the definition has one.
 */
export function buildPayload(options: {
  definition: FormDefinition
  values: Record<string, FieldValue>
  key: string
  captchaKey: string | undefined
  submitButtonText: string
  page: Readonly<PageContext>
  snapshot: PageSnapshot
}): SubmissionPayload {
  const { definition, values, key, captchaKey, submitButtonText, page, snapshot } = options
  const itemId = text(page.itemId)
  const pageCollectionId = text(page.collectionId)
  const permission = (page.collection as Record<string, unknown> | undefined)?.pagePermissionType
  const recordType = (page.item as Record<string, unknown> | undefined)?.recordType
  return {
    // page-event fields (spec: page-view event data)
    userAgent: snapshot.userAgent,
    clientDate: snapshot.now,
    viewportInnerHeight: snapshot.innerHeight,
    viewportInnerWidth: snapshot.innerWidth,
    screenHeight: snapshot.screenHeight,
    screenWidth: snapshot.screenWidth,
    websiteId: text(page.website?.id),
    templateId: text(page.templateId),
    website_locale: page.locale,
    url: snapshot.origin + snapshot.pathname,
    title: snapshot.title,
    itemId,
    recordType: typeof recordType === 'number' ? recordType : null,
    collectionId: pageCollectionId,
    localStorageSupported: snapshot.localStorageSupported,
    queryString: snapshot.search,
    referrer: snapshot.referrer,
    // the submission (spec: form submission payload)
    key,
    formId: definition.formId,
    ...(definition.collectionId !== null && { collectionId: definition.collectionId }),
    objectName: definition.objectName,
    isOverlayForm: definition.isOverlayForm,
    submitButtonText,
    form: JSON.stringify(values),
    ...(captchaKey !== undefined && { captchaKey }),
    pageTitle: snapshot.title,
    // spec: contentSource 'i' for item, 'c' for collection; pageId is the item's or the collection's id
    pageId: itemId ?? pageCollectionId,
    contentSource: itemId !== null ? 'i' : pageCollectionId !== null ? 'c' : null,
    pagePath: snapshot.pathname,
    pagePermissionTypeValue: typeof permission === 'number' ? permission : PAGE_PERMISSION_PUBLIC,
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)
