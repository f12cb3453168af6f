/**
 * What `POST /api/widget/GetWidgetRendering` answers for the form fields it was sent (`widgetJSON`,
 * `collectionId`): an events summary's rendering (summary.tsx), or, for any other widget, a line
 * naming it. Without the server's own modules, so the static demo's worker answers with it too.
 */
import { html } from 'hono/html'
import { BLOCK_TYPE } from '../../../src/core/enums/block-types.ts'
import type { DemoEvent } from './events.ts'
import { renderEventsSummary } from './summary.tsx'

export type WidgetRendering = { status: 200; body: { html: string } } | { status: 400 | 404; body: { error: string } }

/** The rendering of the widget the form names; `upcoming` gives the events from today, for a summary. */
export async function renderWidget(
  form: Record<string, unknown>,
  upcoming: () => readonly DemoEvent[],
): Promise<WidgetRendering> {
  let widget: { type?: unknown; id?: unknown; value?: unknown } = {}
  try {
    widget = JSON.parse(String(form.widgetJSON ?? '')) as typeof widget
  } catch {
    return { status: 400, body: { error: 'widgetJSON is not JSON' } }
  }
  if (typeof widget !== 'object' || widget === null)
    return { status: 400, body: { error: 'widgetJSON is not an object' } }
  // A summary v2 block's rendering (an events summary); any other widget gets the generic answer.
  if (widget.type === BLOCK_TYPE.SUMMARY_V2) {
    const collectionId = typeof form.collectionId === 'string' ? form.collectionId : undefined
    const rendering = await renderEventsSummary(upcoming, widget, collectionId)
    return 'html' in rendering
      ? { status: 200, body: { html: rendering.html } }
      : { status: rendering.status, body: { error: rendering.error } }
  }
  const rendered = html`<div class="demo-widget" data-widget-id="${String(widget.id)}">Widget ${String(widget.id)} (type ${String(widget.type)}) rendered by the server${form.collectionId ? html` for collection ${String(form.collectionId)}` : ''}.</div>`
  return { status: 200, body: { html: String(await rendered) } }
}
