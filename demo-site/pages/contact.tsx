/** @jsxImportSource hono/jsx */
import { FormBlock } from '../server/components/Blocks.tsx'
import { definePage } from '../server/page.ts'

export const page = definePage({
  title: 'Contact form',
  description:
    'A contact form with every field kind, checked in the page, and a callback form checked by the server alone.',
  stylesheets: ['/demo/form.css'],
  context: { collectionId: 'contact-page', templateId: 'harbour-street' },
  heading: <>Harbour Street Bakery: get in touch</>,
  nav: (
    <>
      {' '}
      · <a href="/inbox/forms">Form submissions</a>
    </>
  ),
  intro: (
    <>
      <p>
        Cake orders, wholesale and feedback. Every field kind a site owner can add, with the page's own checks; the
        server checks again, limits each visitor to five submissions a minute, and keeps what it accepts on the{' '}
        <a href="/inbox/forms">form submissions</a> page.
      </p>
    </>
  ),
  main: () => (
    <>
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading">Write to us</h2>
        <p class="note">
          Leave a required field empty or type a wrong email address, then send: a summary above the form links to each
          field. A <code>?utm_source=</code> in the address fills the hidden field.
        </p>
        <FormBlock
          id="contact-form"
          class="form-block"
          settings={{
            formId: 'contact',
            collectionId: 'contact-page',
            objectName: 'contact-form',
            isNewsletter: false,
            submitButtonText: 'Send message',
            submissionHTML: '<p><strong>Thank you.</strong> We answer every message within one working day.</p>',
            successRedirect: '',
            captcha: true,
            disableValidation: false,
            fields: [
              { id: 'about', type: 'section', title: 'About you', description: 'So that we know who to answer.' },
              { id: 'name', type: 'name', title: 'Name', required: true },
              { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@example.com' },
              { id: 'phone', type: 'phone', title: 'Phone', description: 'We call only about a large order.' },
              { id: 'address', type: 'address', title: 'Delivery address' },
              { id: 'website', type: 'website', title: 'Your website', placeholder: 'https://' },
              { id: 'order', type: 'section', title: 'Your order', underline: true },
              {
                id: 'topic',
                type: 'select',
                title: 'Topic',
                required: true,
                options: ['Wholesale', 'Celebration cake', 'Feedback', 'Something else'],
              },
              {
                id: 'reply',
                type: 'radio',
                title: 'How should we reply?',
                required: true,
                options: ['Email', 'Phone'],
              },
              {
                id: 'loaves',
                type: 'checkbox',
                title: 'Which loaves do you buy?',
                options: ['Sourdough', 'Rye', 'Buckwheat', 'Baguette'],
              },
              { id: 'date', type: 'date', title: 'Collection date', required: true },
              { id: 'time', type: 'time', title: 'Collection time' },
              { id: 'guests', type: 'number', title: 'How many guests?', placeholder: '12' },
              { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$' },
              { id: 'reference', type: 'text', title: 'Order reference', placeholder: 'HSB-1042' },
              {
                id: 'trade',
                type: 'password',
                title: 'Trade account password',
                description: 'Only if you have a wholesale account.',
              },
              {
                id: 'visit',
                type: 'likert',
                title: 'Your last visit',
                statements: ['The bread was fresh.', 'The staff were friendly.'],
              },
              { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 500 },
              { id: 'source', type: 'hidden', name: 'utm_source', value: 'direct' },
            ],
          }}
        />
      </section>
      <section aria-labelledby="callback-heading">
        <h2 id="callback-heading">Request a callback</h2>
        <p class="note">
          This form leaves its checks to the server (<code>disableValidation</code>): send it empty and the server's
          errors come back field by field.
        </p>
        <FormBlock
          id="callback-form"
          class="form-block"
          settings={{
            formId: 'callback',
            collectionId: 'contact-page',
            objectName: 'callback-form',
            isNewsletter: false,
            submitButtonText: 'Call me back',
            submissionHTML: '<p>We will call you back today.</p>',
            disableValidation: true,
            fields: [
              { id: 'callback-name', type: 'text', title: 'Your name', required: true },
              { id: 'callback-phone', type: 'phone', title: 'Phone', required: true },
              { id: 'callback-email', type: 'email', title: 'Email' },
            ],
          }}
        />
      </section>
      <section aria-labelledby="visit-heading">
        <h2 id="visit-heading">Visit us</h2>
        <p>14 Harbour Street, next to the ferry terminal. Tuesday to Saturday, 7 am to 3 pm.</p>
      </section>
    </>
  ),
})
