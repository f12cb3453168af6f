/** The pages that answer a post sent without script (a form's, a comment's), shared by the demo's areas. */
import { html } from 'hono/html'
import { htmlDocument } from './layout.ts'

/** A browser's own form post (what a form sends without script); any other body is read as the island's JSON. */
export const isFormPost = (type: string | undefined) => /^application\/x-www-form-urlencoded\b/i.test(type ?? '')

/** The page answering a post sent without script: what happened, and the way back to the form. */
export function answerPage({
  title,
  back,
  lines,
  correct,
}: {
  title: string
  back: string
  lines: string[]
  correct?: boolean
}) {
  return htmlDocument({
    title: `${title} · Atoll demo`,
    body: html`<main class="form-answer">
      <h1>${title}</h1>
      ${
        correct
          ? html`<ul class="form-answer-errors">${lines.map((line) => html`<li>${line}</li>`)}</ul>
      <p>Go back to the form with your browser’s Back button: it still holds what you typed.</p>`
          : lines.map((line) => html`<p>${line}</p>`)
      }
      <p><a href="${back}">Back to the page</a></p>
    </main>`,
  })
}
