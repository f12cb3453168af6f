import { describe, expect, it } from 'vitest'
import { fieldWarnings } from './fields.ts'

const valid = {
  actor: 'visitor',
  action: 'subscribe',
  event_owner_team: 'website',
  event_source: 'frontsite',
  object_type: 'newsletter_form',
  client_window_width: 1280,
  client_window_height: 720,
  page_host: 'bakery.example',
  page_path: '/',
  page_query: '',
  page_referrer: '',
  client_timestamp: 1,
  is_first_landing: true,
  is_first_session: false,
}

describe('analytics field types', () => {
  it('accept fields of their declared type, and null where a field may be null', () => {
    expect(fieldWarnings({ ...valid, object_id: null, website_id: 'site-1' })).toEqual([])
  })

  it('warn about each field of another type, or null where it may not be', () => {
    expect(
      fieldWarnings({
        ...valid,
        actor: 3,
        object_id: 42,
        client_window_width: Number.NaN,
        is_first_session: 'no',
        event_source: null,
      }),
    ).toEqual([
      '[atoll:tracking] Analytics field actor must be a string, got number',
      '[atoll:tracking] Analytics field event_source must be a string, got null',
      '[atoll:tracking] Analytics field object_id must be a string or null, got number',
      '[atoll:tracking] Analytics field client_window_width must be a number, got NaN',
      '[atoll:tracking] Analytics field is_first_session must be a boolean, got string',
    ])
  })

  it('count a missing required field as null', () => {
    const { action: _, ...withoutAction } = valid
    expect(fieldWarnings(withoutAction)).toEqual(['[atoll:tracking] Analytics field action must be a string, got null'])
  })
})
