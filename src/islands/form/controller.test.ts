// @vitest-environment happy-dom
// The submission as the form's store holds it, which the view, the draft and the page's events follow.
import { http } from 'msw'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { formHandlers, saveAnswer } from '../../../test/msw/handlers/form.ts'
import { holdRequests } from '../../../test/msw/held.ts'
import { server, useServer } from '../../../test/msw/server.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import { createFormController } from './controller.ts'
import { FormView } from './Form.tsx'
import { normalizeDefinition } from './options.ts'
import type { Submission } from './store.ts'
import messages from 'virtual:atoll-messages'

const seen = useServer(...formHandlers)

const DEFINITION = normalizeDefinition({
  formId: 'f-1',
  collectionId: 'c-1',
  objectName: 'page-1',
  submitButtonText: 'Send',
  submissionHTML: '',
  fields: [{ id: 'email-1', type: 'email', title: 'Email', required: true }],
})

let unmount: (() => void) | undefined

beforeAll(() => loadMessages(messages, 'en-US'))

afterEach(() => {
  unmount?.()
  unmount = undefined
  document.body.innerHTML = ''
  sessionStorage.clear()
})

/** The form drawn from a controller's store, as the island draws it; resolves once it is on the page. */
async function drawForm() {
  const abort = new AbortController()
  const controller = createFormController({
    definition: DEFINITION,
    page: { locale: 'en-US' },
    wantsCaptcha: false,
    signal: abort.signal,
  })
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  root.render(
    createElement(FormView, {
      definition: DEFINITION,
      prefix: 'contact',
      store: controller.store,
      captcha: false,
      onSubmit: (event) => void controller.submit(event),
      onSummaryLink: () => {},
      onFailureShown: controller.failureShown,
      onSent: () => {},
      captchaRef: { current: null },
    }),
  )
  unmount = () => {
    abort.abort()
    root.unmount()
  }
  await vi.waitFor(() => expect(host.querySelector('form')).not.toBeNull())
  return controller
}

const phases = (controller: ReturnType<typeof createFormController>) => {
  const seen: Submission['phase'][] = []
  controller.store.subscribe((state, previous) => {
    if (state.phase !== previous.phase) seen.push(state.phase)
  })
  return seen
}

const email = () => document.getElementById('contact-email-1') as HTMLInputElement
const submit = () => (document.querySelector('.atoll-form-submit') as HTMLButtonElement).click()

describe("the form's store", () => {
  it('starts idle, is submitting while the submission is on its way, and success once sent', async () => {
    // The key call answers at once; the save waits for the test.
    const held = holdRequests()
    server.use(http.post('/api/form/SaveFormSubmission', held.resolver))
    const controller = await drawForm()
    const seenPhases = phases(controller)
    expect(controller.store.getState().phase).toBe('idle')
    expect(controller.store.getState().failure).toBeUndefined()
    email().value = 'ada@harbour.shop'
    submit()
    await held.arrived(1)
    expect(controller.store.getState().phase).toBe('submitting')
    await vi.waitFor(() => expect(document.querySelector('.atoll-form-submit')!.textContent).toBe('Submitting…'))
    held.requests[0]!.release({ id: 1 })
    await vi.waitFor(() => expect(controller.store.getState().phase).toBe('success'))
    expect(seenPhases).toEqual(['submitting', 'success'])
    expect(controller.store.getState().failure).toBeUndefined()
    await vi.waitFor(() => expect(document.querySelector('.atoll-form-submitted')!.textContent).toBe('Thank you!'))
  })

  it("holds a failure's messages, the field's error by its id, and stays idle to be sent again", async () => {
    const controller = await drawForm()
    submit()
    await vi.waitFor(() => expect(controller.store.getState().failure).toBeDefined())
    expect(controller.store.getState()).toMatchObject({
      phase: 'idle',
      failure: {
        messages: ['One or more fields is invalid, please check your entries.'],
        fields: { 'email-1': 'Email is not valid. Email addresses should follow the format name@example.com.' },
      },
    })
    expect(seen).toEqual([])
  })

  it("holds the server's answer as the failure: 'Unable to submit form. Submission rate limit exceeded. Please try again later.'", async () => {
    server.use(saveAnswer(429, { error: 'slow down' }))
    const controller = await drawForm()
    email().value = 'ada@harbour.shop'
    submit()
    await vi.waitFor(() => expect(controller.store.getState().failure).toBeDefined())
    expect(controller.store.getState()).toMatchObject({
      phase: 'idle',
      failure: { messages: ['Unable to submit form. Submission rate limit exceeded. Please try again later.'] },
    })
  })
})
