/** Server-rendered widgets (spec: POST /api/widget/GetWidgetRendering; data.html replaces the block content). */
import { post } from '../data/index.ts'
import { insertHtml } from '../security/html.ts'

export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering'

/** The widget to render: spec widgetJSON (type, id, value). */
export interface Widget {
  type: number | string
  id: string
  value: unknown
}

/**
 * Asks the server to render `widget` and puts the HTML it answers in place of `element`'s content.
 * Blocks inside the new HTML are mounted by the loader like any block added to the page.
 * @param collectionId sent for events summary blocks.
 * @returns the HTML now in the element (sanitised); rejects with the data layer's error, the content untouched.
 * @throws TypeError when the answer has no `html` text.
 */
export async function renderWidget(element: Element, widget: Widget, collectionId?: string): Promise<string> {
  const form: Record<string, string> = {
    widgetJSON: JSON.stringify({ type: widget.type, id: widget.id, value: widget.value }),
  }
  if (collectionId !== undefined) form.collectionId = collectionId
  const answer = await post<{ html?: unknown }>(WIDGET_RENDERING_PATH, { form })
  if (typeof answer?.html !== 'string') throw new TypeError(`${WIDGET_RENDERING_PATH}: the answer has no html`)
  // The site's own server renders it, from content contributors wrote: sanitised all the same
  // (DOMPurify, loaded on the first widget), so no handler or script of it runs.
  await insertHtml(element, answer.html)
  return element.innerHTML
}
