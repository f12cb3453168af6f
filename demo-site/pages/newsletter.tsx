/** @jsxImportSource hono/jsx */
import { FormBlock } from '../server/components/Blocks.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Newsletter form',
  description:
    'Newsletter sign-up forms on a journal post: one full width, one in a narrow aside, and a post-submit script.',
  stylesheets: ['/demo/form.css'],
  context: {
    website: { id: 'demo-site', identifier: 'atoll-demo', baseUrl: 'http://127.0.0.1', codeInjection: true },
    collectionId: 'journal',
    itemId: 'spring-letter',
    item: { recordType: 1 },
    templateId: 'harbour-street',
  },
  heading: <>The spring letter from the bakehouse</>,
  nav: (
    <>
      {' '}
      · <a href="/inbox/forms">Form submissions</a>
    </>
  ),
  intro: (
    <>
      <p>A journal post with the bakery's newsletter sign-up, as a template places it under an article.</p>
    </>
  ),
  main: () => (
    <>
      <article>
        <p>
          The rye starter turned ten this spring. We feed it twice a day with flour from the mill up the river, and it
          has raised every dark loaf we have sold since the shop opened.
        </p>
        <p>This month we bake a buckwheat and honey loaf on Fridays, and hot cross buns until Easter.</p>
      </article>
      <section aria-labelledby="newsletter-heading">
        <h2 id="newsletter-heading">Get the letter</h2>
        <p class="note">
          A newsletter form: errors show below the field rather than above the form. On success a post-submit script
          writes the line under the form.
        </p>
        <FormBlock
          id="newsletter-form"
          class="form-block"
          settings={{
            formId: 'newsletter',
            collectionId: 'newsletter-page',
            objectName: 'newsletter-block',
            isNewsletter: true,
            submitButtonText: 'Subscribe',
            submissionHTML: '<p>You are on the list. The first letter arrives on Friday.</p>',
            postSubmitHTML: '<script src="/demo/form-newsletter.js"></script>',
            fields: [
              {
                id: 'newsletter-email',
                type: 'email',
                title: 'Email address',
                required: true,
                placeholder: 'you@example.com',
              },
              { id: 'newsletter-source', type: 'hidden', name: 'utm_source', value: 'newsletter-page' },
            ],
          }}
        />
        <p class="form-post-submit-note" data-part="post-submit-note" hidden></p>
      </section>
      <aside class="form-narrow" aria-labelledby="aside-heading">
        <h2 id="aside-heading">In short</h2>
        <p class="note">The same form in a container under 320 px: the field and the button stack.</p>
        <FormBlock
          id="newsletter-aside-form"
          class="form-block"
          settings={{
            formId: 'newsletter-aside',
            collectionId: 'newsletter-page',
            objectName: 'newsletter-aside-block',
            isNewsletter: true,
            submitButtonText: 'Join',
            submissionHTML: '<p>Thanks, see you on Friday.</p>',
            fields: [{ id: 'aside-email', type: 'email', title: 'Email', required: true }],
          }}
        />
      </aside>
    </>
  ),
})
