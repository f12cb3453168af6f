/**
 * The form's view, a function of the definition and the state. The server renders it too
 * (server.ts), and React hydrates that HTML only if it is the same: no two text nodes side by side
 * (one template string instead), as the server's HTML would merge them. Inputs are uncontrolled: the view never
 * sets what the visitor typed, so a re-render (a failure, the lock) cannot clear it; the controller
 * reads the values with FormData on submit.
 */
import type { Ref } from 'react'
import { type MessageId, t } from '../../core/i18n/index.ts'
import { LIKERT_VALUES, likertLabel } from '../../core/rules/labels.ts'
import { counterText, FORM_ID_INPUT, inputName, isMultiPart, isOverLimit, SAVE_PATH, shownParts } from './form.ts'
import type { Failure } from './form.ts'
import type { FormDefinition, FormField } from './options.ts'

export interface FormState {
  phase: 'idle' | 'submitting' | 'success'
  failure?: Failure | undefined
  /** Typed characters of each textarea that has a limit, by field id. */
  counts: Record<string, number>
  /** The submission message, sanitised, once the form succeeded ('' for the dictionary's 'Thank you!'). */
  submissionHTML?: string
}

/** What the submit handler reads of the event: the same under React's and Preact's event types. */
export interface FormSubmit {
  preventDefault(): void
  currentTarget: HTMLFormElement
}

export interface FormViewProps {
  definition: FormDefinition
  /** Makes the DOM ids of this form unique on the page. */
  prefix: string
  state: FormState
  /** Whether to leave room for the captcha. */
  captcha: boolean
  onSubmit(event: FormSubmit): void
  onCount(fieldId: string, count: number): void
  onSummaryLink(event: MouseEvent, target: string): void
  refs: {
    summary: Ref<HTMLDivElement>
    captcha: Ref<HTMLDivElement>
    submitted: Ref<HTMLDivElement>
    postSubmit: Ref<HTMLDivElement>
  }
}

// Autofill hints for the parts of multi-part fields.
const AUTOCOMPLETE: Record<string, string> = {
  'name.First': 'given-name',
  'name.Last': 'family-name',
  'phone.Country': 'tel-country-code',
  'phone.Areacode': 'tel-area-code',
  'phone.Prefix': 'tel-local-prefix',
  'phone.Line': 'tel-local-suffix',
  'address.Line1': 'address-line1',
  'address.Line2': 'address-line2',
  'address.City': 'address-level2',
  'address.State': 'address-level1',
  'address.Zip': 'postal-code',
  'address.Country': 'country-name',
}

const NUMERIC_PARTS = new Set(['phone', 'date', 'time'])
const PART_LENGTH: Record<string, number> = { Month: 2, Day: 2, Year: 4, Hour: 2, Minute: 2, Second: 2 }

/** DOM ids of a field's elements. */
export function fieldIds(prefix: string, field: FormField) {
  const base = `${prefix}-${field.id.replace(/[^\w-]/g, '-')}`
  return {
    base,
    field: `${base}-field`,
    error: `${base}-error`,
    description: `${base}-description`,
    counter: `${base}-counter`,
    /** The input a summary link focuses: the field's first input. */
    first: isMultiPart(field)
      ? `${base}-${shownParts(field)[0]}`
      : field.type === 'likert'
        ? `${base}-0-${LIKERT_VALUES[0]}`
        : field.type === 'radio' || field.type === 'checkbox'
          ? `${base}-0`
          : base,
  }
}

export function FormView(props: FormViewProps) {
  const { definition, state, prefix, refs } = props
  const { failure, phase } = state
  const newsletter = definition.isNewsletter
  const submitting = phase === 'submitting'
  const summary = failure && <Summary {...props} failure={failure} />
  return (
    <div className={`atoll-form${newsletter ? ' atoll-form-newsletter' : ''}`} data-phase={phase}>
      {!newsletter && summary}
      {/* Without script (before the island, or if it never loads) the browser posts the form to the
          save call, which answers with a page (docs/forms.md); the island sends it in the spec's two calls. */}
      <form
        action={SAVE_PATH}
        method="post"
        noValidate
        hidden={phase === 'success'}
        aria-busy={submitting ? 'true' : undefined}
        onSubmit={props.onSubmit}
      >
        <input type="hidden" name={FORM_ID_INPUT} value={definition.formId} />
        <div className="atoll-form-fields">
          {definition.fields.map((field) => (
            <Field key={field.id} {...props} field={field} error={failure?.fields[field.id]} locked={submitting} />
          ))}
          {props.captcha && <div className="atoll-form-captcha" id={`${prefix}-captcha`} ref={refs.captcha} />}
          <div className="atoll-form-actions">
            <button type="submit" className="atoll-form-submit" aria-disabled={submitting ? 'true' : undefined}>
              {submitting ? t('forms.submitting') : definition.submitButtonText || t('forms.submit')}
            </button>
          </div>
        </div>
        {newsletter && summary}
        {failure && !newsletter && <p className="atoll-form-below">{t('forms.problemBelow')}</p>}
      </form>
      {phase === 'success' &&
        (state.submissionHTML ? (
          // Sanitised by the island (core/security/html.ts) before it gets here.
          <div
            className="atoll-form-submitted"
            tabIndex={-1}
            ref={refs.submitted}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the island before it gets here
            dangerouslySetInnerHTML={{ __html: state.submissionHTML }}
          />
        ) : (
          <div className="atoll-form-submitted" tabIndex={-1} ref={refs.submitted}>
            <p>{t('forms.thanks')}</p>
          </div>
        ))}
      {phase === 'success' && definition.postSubmitHTML && (
        <div className="atoll-form-post-submit" ref={refs.postSubmit} />
      )}
    </div>
  )
}

/** The error summary (after GOV.UK Frontend): announced, focused, one link per field in error. */
function Summary({ definition, prefix, failure, onSummaryLink, refs }: FormViewProps & { failure: Failure }) {
  const invalid = definition.fields.filter((field) => failure.fields[field.id])
  return (
    <div
      className="atoll-form-summary"
      role="alert"
      tabIndex={-1}
      ref={refs.summary}
      aria-labelledby={definition.isNewsletter ? undefined : `${prefix}-summary-title`}
    >
      {!definition.isNewsletter && (
        <h2 className="atoll-form-summary-title" id={`${prefix}-summary-title`}>
          {t('forms.problemAbove')}
        </h2>
      )}
      {failure.messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {invalid.length > 0 && (
        <ul>
          {invalid.map((field) => {
            const target = fieldIds(prefix, field).first
            const message = failure.fields[field.id]!
            return (
              <li key={field.id}>
                <a href={`#${target}`} onClick={(event) => onSummaryLink(event as unknown as MouseEvent, target)}>
                  {field.title ? t('forms.summaryItem', { title: field.title, message }) : message}
                </a>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

type FieldProps = FormViewProps & { field: FormField; error: string | undefined; locked: boolean }

function Field(props: FieldProps) {
  const { field, error, prefix } = props
  if (field.type === 'hidden') return null
  const ids = fieldIds(prefix, field)
  if (field.type === 'section') {
    return (
      <div className={`atoll-form-section${field.underline ? ' atoll-form-underline' : ''}`} id={ids.field}>
        {field.title && <h3>{field.title}</h3>}
        {field.description && <p className="atoll-form-description">{field.description}</p>}
      </div>
    )
  }
  const grouped = isMultiPart(field) || ['checkbox', 'radio', 'likert'].includes(field.type)
  const max = field.type === 'textarea' ? field.maxLength : undefined
  const describedBy =
    [field.description && ids.description, error && ids.error, max && ids.counter].filter(Boolean).join(' ') ||
    undefined
  const title = (
    <>
      {field.title}
      {field.required && <span className="atoll-form-required">{` ${t('forms.required')}`}</span>}
    </>
  )
  const description = field.description && (
    <p className="atoll-form-description" id={ids.description}>
      {field.description}
    </p>
  )
  return (
    <div
      className={`atoll-form-field atoll-form-field-${field.type}`}
      id={ids.field}
      data-invalid={error ? '' : undefined}
    >
      {/* spec: the error message is shown before the field's title */}
      {error && (
        <p className="atoll-form-error" id={ids.error}>
          <span className="atoll-form-visually-hidden">{`${t('forms.errorPrefix')} `}</span>
          {error}
        </p>
      )}
      {grouped ? (
        <fieldset aria-describedby={describedBy}>
          <legend>{title}</legend>
          {description}
          <Group {...props} ids={ids} />
        </fieldset>
      ) : (
        <>
          <label htmlFor={ids.base}>{title}</label>
          {description}
          <Single {...props} ids={ids} describedBy={describedBy} />
          {max && (
            <p
              className="atoll-form-counter"
              id={ids.counter}
              data-over={isOverLimit(props.state.counts[field.id] ?? 0, max) ? '' : undefined}
            >
              {counterText(props.state.counts[field.id] ?? 0, max)}
            </p>
          )}
        </>
      )}
    </div>
  )
}

type Ids = ReturnType<typeof fieldIds>

function Single({
  field,
  error,
  locked,
  ids,
  describedBy,
  onCount,
}: FieldProps & { ids: Ids; describedBy: string | undefined }) {
  const common = {
    id: ids.base,
    name: inputName(field),
    'aria-describedby': describedBy,
    'aria-invalid': error ? ('true' as const) : undefined,
  }
  if (field.type === 'select') {
    return (
      <select {...common}>
        <option value="">{field.placeholder || t('forms.selectOption')}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    )
  }
  const text = { ...common, placeholder: field.placeholder, readOnly: locked }
  if (field.type === 'textarea') {
    const counted = field.maxLength !== undefined
    return (
      <textarea
        {...text}
        rows={5}
        onInput={
          counted
            ? (event: { currentTarget: HTMLTextAreaElement }) => onCount(field.id, event.currentTarget.value.length)
            : undefined
        }
      />
    )
  }
  const input = <input {...text} {...INPUT_TYPES[field.type]} />
  if (field.type !== 'currency' || !field.currencySymbol) return input
  return (
    <span className="atoll-form-currency">
      <span aria-hidden="true">{field.currencySymbol}</span>
      {input}
    </span>
  )
}

const INPUT_TYPES: Partial<Record<FormField['type'], Record<string, string>>> = {
  email: { type: 'email', autoComplete: 'email', spellcheck: 'false' },
  website: { type: 'url', autoComplete: 'url', spellcheck: 'false' },
  password: { type: 'password', autoComplete: 'current-password' },
  number: { type: 'text', inputMode: 'decimal' },
  currency: { type: 'text', inputMode: 'decimal' },
}

function Group({ field, error, locked, ids }: FieldProps & { ids: Ids }) {
  const invalid = error ? ('true' as const) : undefined
  if (isMultiPart(field)) {
    return (
      <div className="atoll-form-parts">
        {shownParts(field).map((part) => {
          const id = `${ids.base}-${part}`
          const label = t(`forms.${field.type}${part}` as MessageId) // forms.nameFirst ... forms.timeAmpm
          return (
            <div className={`atoll-form-part atoll-form-part-${part.toLowerCase()}`} key={part}>
              <label htmlFor={id}>{label}</label>
              {part === 'Ampm' ? (
                <select id={id} name={inputName(field, part)} aria-invalid={invalid}>
                  <option value="" />
                  <option value="AM">{t('forms.timeAm')}</option>
                  <option value="PM">{t('forms.timePm')}</option>
                </select>
              ) : (
                <input
                  {...({
                    id,
                    name: inputName(field, part),
                    type: field.type === 'phone' ? 'tel' : 'text',
                    inputMode: NUMERIC_PARTS.has(field.type) ? 'numeric' : undefined,
                    maxLength: PART_LENGTH[part],
                    autoComplete: AUTOCOMPLETE[`${field.type}.${part}`],
                    'aria-invalid': invalid,
                    readOnly: locked,
                  } as Record<string, unknown>)}
                />
              )}
            </div>
          )
        })}
      </div>
    )
  }
  if (field.type === 'likert') {
    return (
      <div className="atoll-form-likert-statements">
        {field.statements.map((statement, index) => (
          <fieldset className="atoll-form-statement" key={statement}>
            <legend>{statement}</legend>
            {LIKERT_VALUES.map((value) => (
              <Choice
                key={value}
                id={`${ids.base}-${index}-${value}`}
                type="radio"
                name={inputName(field, index)}
                value={String(value)}
                label={likertLabel(value)}
                invalid={invalid}
              />
            ))}
          </fieldset>
        ))}
      </div>
    )
  }
  return (
    <div className="atoll-form-options">
      {field.options.map((option, index) => (
        <Choice
          key={option}
          id={`${ids.base}-${index}`}
          type={field.type as 'radio' | 'checkbox'}
          name={inputName(field)}
          value={option}
          label={option}
          invalid={invalid}
        />
      ))}
    </div>
  )
}

function Choice({
  id,
  type,
  name,
  value,
  label,
  invalid,
}: {
  id: string
  type: 'radio' | 'checkbox'
  name: string
  value: string
  label: string
  invalid: 'true' | undefined
}) {
  return (
    <div className="atoll-form-option">
      <input id={id} type={type} name={name} value={value} aria-invalid={invalid} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
