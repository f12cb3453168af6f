/**
 * The member sign-in island (CONTRACT.md section 11): the server's sign-in form, which posts without
 * script, signs in with a request instead (`POST /api/site-users/account/session`) and goes where the
 * visitor was headed; the server's sign-out form sends `DELETE` instead (repeated once on
 * `crumbFail` by the data layer). Errors are the spec's messages, each field's tied to its input
 * (`aria-describedby`) in a polite live region, the form's in the block's alert; what the visitor
 * typed stays in the fields after a failure.
 *
 * A DOM enhancer, not a rendering island: the form is the server's, and nothing is drawn from data;
 * the island adds messages and sends. The password is read from its field when the form is sent,
 * handed to the request and kept nowhere else; the field is emptied once the sign-in succeeded, so a
 * page restored from the back-forward cache does not show it.
 */
import type { IslandContext, IslandHandle } from '../../contract.ts'
import { signInSiteUser, signOutSiteUser } from '../../core/clients/site-users.ts'
import { statusPart } from '../../core/kit/status-part.ts'
import { loadMessages, t } from '../../core/i18n/index.ts'
import { type Cleanup, createCleanup } from '../../core/kit/cleanup.ts'
import { blockLogger } from '../../core/kit/log.ts'
import { checkSignIn, failureText, returnTarget, type SignInErrors } from './member-sign-in.ts'
import messages from 'virtual:atoll-messages'

const ERROR_CLASS = 'atoll-member-sign-in-error'

export async function mount(element: HTMLElement, { page }: IslandContext): Promise<IslandHandle> {
  const signInForm = element.querySelector<HTMLFormElement>('form[data-part=form]')
  const signOutForm = element.querySelector<HTMLFormElement>('form[data-part=sign-out]')
  if (!signInForm && !signOutForm)
    throw new TypeError('member-sign-in: the block needs a form[data-part=form] or a form[data-part=sign-out]')
  const cleanup = createCleanup()
  const log = blockLogger('member-sign-in', element)
  await loadMessages(messages, page.locale)
  // The block's alert for a refused sign-in or sign-out, when the template has none.
  const status = statusPart(element, cleanup, { role: 'alert', className: 'atoll-member-sign-in-status', first: true })
  if (signInForm) enhanceSignIn(signInForm, status, cleanup, log)
  if (signOutForm) enhanceSignOut(signOutForm, status, cleanup, log)
  return { destroy: cleanup.clear }
}

type Log = ReturnType<typeof blockLogger>

function enhanceSignIn(form: HTMLFormElement, status: HTMLElement, cleanup: Cleanup, log: Log): void {
  const email = field(form, 'email')
  const password = field(form, 'password')
  const remember = form.querySelector<HTMLInputElement>('input[name=rememberMe]')
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit], button:not([type])')
  const inputs = { email, password }
  const errorsOf = {
    email: fieldError(email, cleanup),
    password: fieldError(password, cleanup),
  }
  // The island checks with the spec's messages; the browser's own bubbles stay for the form without script.
  const validated = form.noValidate
  form.noValidate = true
  cleanup.add(() => {
    form.noValidate = validated
  })

  let sending = false
  const showErrors = (errors: SignInErrors) => {
    for (const name of ['email', 'password'] as const) {
      const message = errors[name]
      errorsOf[name].textContent = message ?? ''
      if (message) inputs[name].setAttribute('aria-invalid', 'true')
      else inputs[name].removeAttribute('aria-invalid')
    }
  }

  cleanup.listen(form, 'submit', async (event) => {
    event.preventDefault()
    if (sending) return
    status.textContent = ''
    const errors = checkSignIn({ email: email.value, password: password.value }, labelOf(password))
    showErrors(errors)
    const first = (['email', 'password'] as const).find((name) => errors[name])
    if (first) {
      inputs[first].focus()
      return
    }
    sending = true
    const label = submit?.textContent ?? ''
    if (submit) {
      submit.setAttribute('aria-disabled', 'true')
      submit.textContent = t('forms.submitting')
    }
    const signal = cleanup.signal()
    try {
      await signInSiteUser({
        email: email.value.trim(),
        password: password.value,
        rememberMe: remember?.checked === true,
      })
      if (signal.aborted) return
      password.value = ''
      const wanted =
        form.querySelector<HTMLInputElement>('input[name=returnUrl]')?.value ||
        new URL(location.href).searchParams.get('returnUrl')
      location.assign(returnTarget(wanted, location.href))
    } catch (error) {
      if (signal.aborted) return
      log.error('the sign-in failed', error)
      status.textContent = failureText(error)
      // The visitor most often mistyped the password: back to it, with what they typed selected.
      password.focus()
      password.select()
    } finally {
      sending = false
      if (submit && !signal.aborted) {
        submit.removeAttribute('aria-disabled')
        submit.textContent = label
      }
    }
  })
}

function enhanceSignOut(form: HTMLFormElement, status: HTMLElement, cleanup: Cleanup, log: Log): void {
  let sending = false
  cleanup.listen(form, 'submit', async (event) => {
    event.preventDefault()
    if (sending) return
    sending = true
    status.textContent = ''
    const signal = cleanup.signal()
    try {
      const xsrfToken = form.querySelector<HTMLInputElement>('input[name=xsrfToken]')?.value || undefined
      await signOutSiteUser({ xsrfToken })
      if (signal.aborted) return
      // The page again, as the server renders it for a visitor.
      location.assign(location.href)
    } catch (error) {
      if (signal.aborted) return
      log.error('the sign-out failed', error)
      status.textContent = failureText(error)
    } finally {
      sending = false
    }
  })
}

function field(form: HTMLFormElement, name: string): HTMLInputElement {
  const input = form.querySelector<HTMLInputElement>(`input[name=${name}]`)
  if (!input) throw new TypeError(`member-sign-in: the form needs an input named ${name}`)
  return input
}

/** The text of the input's label, for the required message ('Password is required.'). */
function labelOf(input: HTMLInputElement): string {
  return input.labels?.[0]?.textContent?.trim() || input.name
}

let errorIds = 0

/**
 * The input's error text, after it: a polite live region there from the mount (so a message written
 * into it is announced), named in the input's `aria-describedby` (so it is read with the field).
 */
function fieldError(input: HTMLInputElement, cleanup: Cleanup): HTMLElement {
  const error = document.createElement('span')
  error.id = `atoll-member-sign-in-error-${++errorIds}`
  error.className = ERROR_CLASS
  error.setAttribute('aria-live', 'polite')
  input.after(error)
  const describedBy = input.getAttribute('aria-describedby')
  input.setAttribute('aria-describedby', [describedBy, error.id].filter(Boolean).join(' '))
  cleanup.add(() => {
    error.remove()
    input.removeAttribute('aria-invalid')
    if (describedBy === null) input.removeAttribute('aria-describedby')
    else input.setAttribute('aria-describedby', describedBy)
  })
  return error
}
