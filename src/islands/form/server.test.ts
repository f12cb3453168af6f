import { describe, expect, it } from 'vitest'
import { current } from '../../core/i18n/dictionary.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { RENDERED_ATTRIBUTE, renderedKey } from '../../core/kit/server-rendered.ts'
import { renderInputs } from './form.ts'
import { normalizeDefinition } from './options.ts'
import { readFormPost, renderForm } from './server.ts'
import messages from 'virtual:atoll-messages'

const SETTINGS = {
  formId: 'signup',
  submitButtonText: 'Join',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'note', type: 'textarea', title: 'Note', maxLength: 20 },
    { id: 'src', type: 'hidden', name: 'utm_source', value: 'direct' },
  ],
}

describe('the form on the server', () => {
  it('renders the view with the key of what it rendered from, posting to the save call', async () => {
    const html = await renderForm(SETTINGS, { id: 'signup', page: { locale: 'en-US' } })
    const key = renderedKey(renderInputs(normalizeDefinition(SETTINGS), 'signup', false, 'en-US'))
    expect(html.startsWith(`<div ${RENDERED_ATTRIBUTE}="${key}"><div data-phase="idle" class="atoll-form">`)).toBe(true)
    expect(html).toContain('<form action="/api/form/SaveFormSubmission" method="post" novalidate>')
    expect(html).toContain('<input type="hidden" name="atoll:formId" value="signup"/>')
    expect(html).toContain(
      '<label for="signup-email">Email<span class="atoll-form-required"> (required)</span></label>',
    )
    expect(html).toContain('<p id="signup-note-counter" class="atoll-form-counter">0 / 20</p>')
    expect(html).toContain('<button type="submit" class="atoll-form-submit">Join</button>')
  })

  it('renders in the page locale, and needs the block id', async () => {
    const html = await renderForm(SETTINGS, { id: 'signup', page: { locale: 'fr-FR' } })
    expect(html).toContain('Prénom')
    expect(() => renderForm(SETTINGS, { id: '', page: { locale: 'en-US' } })).toThrow(
      'form: a server-rendered form needs its block id',
    )
    expect(() => renderForm({ fields: [] }, { id: 'x', page: { locale: 'en-US' } })).toThrow(/formId/)
  })

  it("renders in fr-FR on a page whose messages are en-US: every text French, the page's messages untouched", async () => {
    await loadMessages(messages, 'en-US')
    const page = current
    const html = await renderForm(
      {
        formId: 'survey',
        fields: [
          { id: 'name', type: 'name', title: 'Nom', required: true },
          { id: 'pick', type: 'select', title: 'Pain', options: ['Seigle'] },
          { id: 'mood', type: 'likert', title: 'Avis', statements: ['Le pain est bon'] },
          { id: 'note', type: 'textarea', title: 'Note', maxLength: 20 },
        ],
      },
      { id: 'survey', page: { locale: 'fr-FR' } },
    )
    expect(html).toContain('<label for="survey-name-First">Prénom</label>')
    expect(html).toContain('<span class="atoll-form-required"> (obligatoire)</span>')
    expect(html).toContain('<option value>Sélectionnez une option</option>')
    expect(html).toContain('<label for="survey-mood-0-1">') // the likert answers, from the rules
    expect(html).toContain('D’accord')
    expect(html).toContain('Tout à fait d’accord')
    expect(html).toContain('<button type="submit" class="atoll-form-submit">Envoyer</button>')
    expect(html).not.toMatch(/First Name|\(required\)|Select an option|Strongly Agree|>Submit</)
    expect(current).toBe(page)
    expect(t('forms.submit')).toBe('Submit')
  })

  it('renders forms in two locales at once, each in its own language', async () => {
    const [french, english, frenchAgain] = await Promise.all([
      renderForm(SETTINGS, { id: 'signup', page: { locale: 'fr-FR' } }),
      renderForm(SETTINGS, { id: 'signup', page: { locale: 'en-US' } }),
      renderForm(SETTINGS, { id: 'signup', page: { locale: 'fr-FR' } }),
    ])
    expect(french).toContain('Prénom')
    expect(frenchAgain).toContain('Prénom')
    expect(english).toContain('First Name')
    expect(english).not.toContain('Prénom')
  })

  it('reads a post as the island reads its inputs, with its checks and messages in the locale', async () => {
    const body = new URLSearchParams([
      ['atoll:formId', 'signup'],
      ['name.First', ' Ada '],
      ['email', 'ada@'],
    ])
    const english = await readFormPost(SETTINGS, body, {
      page: { locale: 'en-US' },
      query: new URLSearchParams('utm_source=leaflet'),
    })
    expect(english).toEqual({
      formId: 'signup',
      values: { name: ['Ada', ''], email: 'ada@', note: '', src: 'leaflet' },
      errors: {
        name: 'Name is required.',
        email: 'Email is not valid. Email addresses should follow the format name@example.com.',
      },
    })
    const french = await readFormPost(SETTINGS, body, { page: { locale: 'fr-FR' } })
    expect(french.errors.name).toBe('Le champ « Name » est obligatoire.')
    // Renders in two locales at once each keep their own messages.
    const [a, b] = await Promise.all([
      readFormPost(SETTINGS, body, { page: { locale: 'fr-FR' } }),
      readFormPost(SETTINGS, body, { page: { locale: 'en-US' } }),
    ])
    expect([a.errors.name, b.errors.name]).toEqual(['Le champ « Name » est obligatoire.', 'Name is required.'])
  })
})
