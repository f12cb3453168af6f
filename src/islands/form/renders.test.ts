// @vitest-environment happy-dom
// What typing re-renders: the form's root is rendered once, and a keystroke re-renders no field; a
// textarea's counter follows it from the textarea's own state.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { formHandlers } from '../../../test/msw/handlers/form.ts'
import { useServer } from '../../../test/msw/server.ts'
import type { IslandHandle } from '../../contract.ts'
import { loadMessages } from '../../core/i18n/index.ts'
import type { FieldProps } from './Fields.tsx'
import type { FormViewProps } from './Form.tsx'
import { mount } from './index.ts'
import messages from 'virtual:atoll-messages'

// Fresh modules for this file: the form's view another file of the worker imported holds the real
// Fields.tsx, which the mock below would not reach.
vi.hoisted(() => vi.resetModules())

/** Renders of each field component by field id, and of the form's root view under 'root'. */
const renders = vi.hoisted(() => new Map<string, number>())
const rendered = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1)

vi.mock('./Fields.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('./Fields.tsx')>()
  return {
    ...original,
    Field: (props: FieldProps) => {
      rendered(props.field.id)
      return original.Field(props)
    },
  }
})
vi.mock('./Form.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('./Form.tsx')>()
  return {
    ...original,
    FormView: (props: FormViewProps) => {
      rendered('root')
      return original.FormView(props)
    },
  }
})

useServer(...formHandlers)

const DEFINITION = {
  formId: 'f-1',
  collectionId: 'c-1',
  objectName: 'page-1',
  submitButtonText: 'Send',
  fields: [
    { id: 'name-1', type: 'name', title: 'Name', required: true },
    { id: 'email-1', type: 'email', title: 'Email', required: true },
    { id: 'reference-1', type: 'text', title: 'Order reference' },
    { id: 'message-1', type: 'textarea', title: 'Message', maxLength: 10 },
  ],
}

let handle: IslandHandle | undefined

beforeAll(() => loadMessages(messages, 'en-US'))

afterEach(() => {
  handle?.destroy()
  handle = undefined
  document.body.innerHTML = ''
  sessionStorage.clear()
  renders.clear()
})

async function mountForm() {
  document.body.innerHTML = '<div data-block="form" id="contact"></div>'
  handle = await mount(document.getElementById('contact')!, {
    kind: 'form',
    settings: DEFINITION,
    page: { locale: 'en-US' },
  })
}

/** Types `text` one character at a time, as a visitor does: an input event for each. */
function typeInto(id: string, text: string) {
  const control = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement
  for (const character of text) {
    control.value += character
    control.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/** Two turns of the event loop: whatever the keystrokes scheduled has rendered by then. */
const settled = () => new Promise((done) => setTimeout(() => setTimeout(done)))

describe('typing', () => {
  it('re-renders neither the root nor any field: the counter of the textarea typed in follows from its own state', async () => {
    await mountForm()
    await settled()
    const before = new Map(renders)
    expect(before.get('root')).toBe(1)
    expect(before.get('name-1')).toBeGreaterThan(0)

    typeInto('contact-message-1', 'Twelve chars')
    await vi.waitFor(() => expect(document.getElementById('contact-message-1-counter')!.textContent).toBe('12 / 10'))
    expect(document.getElementById('contact-message-1-counter')!.hasAttribute('data-over')).toBe(true)
    typeInto('contact-reference-1', 'HSB-1042')
    typeInto('contact-email-1', 'ada@harbour.shop')
    await settled()

    expect(renders).toEqual(before)
  })

  it('re-renders the fields when a submission fails, to mark them', async () => {
    await mountForm()
    await settled()
    const before = renders.get('email-1')!
    ;(document.querySelector('.atoll-form-submit') as HTMLButtonElement).click()
    await vi.waitFor(() =>
      expect(document.getElementById('contact-email-1-error')!.textContent).toBe(
        'Error: Email is not valid. Email addresses should follow the format name@example.com.',
      ),
    )
    expect(renders.get('email-1')).toBeGreaterThan(before)
  })
})
