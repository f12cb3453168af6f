/**
 * The form's fields: one component per field, which draws its title, description and error, and one
 * per family of kinds for its inputs (a text input, a select, a counted textarea, the parts of a
 * multi-part field, choices, a likert scale). A field reads from the form's store only its own error
 * and whether the form is locked, so a failure or the lock re-renders the fields, and a keystroke
 * re-renders at most the counter of the textarea typed in. Inputs are uncontrolled: the view never
 * sets what the visitor typed, so a re-render cannot clear it; the submit cycle reads the values with
 * FormData.
 */
import { useLayoutEffect, useRef, useState } from 'react'
import type { MessageId } from '../../core/i18n/index.ts'
import { useI18n } from '../../core/kit/i18n-context.ts'
import { LIKERT_VALUES, likertLabel } from '../../core/rules/labels.ts'
import { counterText, inputName, isMultiPart, isOverLimit, shownParts } from './form.ts'
import type { FormField } from './options.ts'
import { type FormStore, useSubmission } from './store.ts'

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

type Ids = ReturnType<typeof fieldIds>

export interface FieldProps {
  field: FormField
  /** Makes the DOM ids of this form unique on the page. */
  prefix: string
  store: FormStore
}

/** What a field's inputs are drawn from. */
interface InputsProps {
  field: FormField
  ids: Ids
  store: FormStore
  invalid: 'true' | undefined
  describedBy?: string | undefined
}

/** A field: its error (before its title, as the spec says), its title and description, and its inputs. */
export function Field({ field, prefix, store }: FieldProps) {
  const error = useSubmission(store, (state) => state.failure?.fields[field.id])
  const { t } = useI18n()
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
  const counted = field.type === 'textarea' && field.maxLength
  const describedBy =
    [field.description && ids.description, error && ids.error, counted && ids.counter].filter(Boolean).join(' ') ||
    undefined
  const inputs: InputsProps = { field, ids, store, invalid: error ? 'true' : undefined, describedBy }
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
          <span className="atoll-visually-hidden">{`${t('forms.errorPrefix')} `}</span>
          {error}
        </p>
      )}
      {grouped ? (
        <fieldset aria-describedby={describedBy}>
          <legend>{title}</legend>
          {description}
          {isMultiPart(field) ? (
            <Parts {...inputs} />
          ) : field.type === 'likert' ? (
            <Likert {...inputs} />
          ) : (
            <Choices {...inputs} />
          )}
        </fieldset>
      ) : (
        <>
          <label htmlFor={ids.base}>{title}</label>
          {description}
          {field.type === 'select' ? (
            <Select {...inputs} />
          ) : field.type === 'textarea' ? (
            <TextArea {...inputs} />
          ) : (
            <TextInput {...inputs} />
          )}
        </>
      )}
    </div>
  )
}

/** The attributes every single input has. */
const common = ({ field, ids, invalid, describedBy }: InputsProps) => ({
  id: ids.base,
  name: inputName(field),
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
})

/** Whether the form is locked while it is sent: its text inputs are read-only then. */
const useLocked = (store: FormStore) => useSubmission(store, (state) => state.phase === 'submitting')

function Select(props: InputsProps) {
  const { field } = props
  const { t } = useI18n()
  return (
    <select {...common(props)}>
      <option value="">{field.placeholder || t('forms.selectOption')}</option>
      {field.options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  )
}

const INPUT_TYPES: Partial<Record<FormField['type'], Record<string, string>>> = {
  email: { type: 'email', autoComplete: 'email', spellCheck: 'false' },
  website: { type: 'url', autoComplete: 'url', spellCheck: 'false' },
  password: { type: 'password', autoComplete: 'current-password' },
  number: { type: 'text', inputMode: 'decimal' },
  currency: { type: 'text', inputMode: 'decimal' },
}

/** Text, email, website, number, currency and password. */
function TextInput(props: InputsProps) {
  const { field } = props
  const locked = useLocked(props.store)
  const input = (
    <input {...common(props)} placeholder={field.placeholder} readOnly={locked} {...INPUT_TYPES[field.type]} />
  )
  if (field.type !== 'currency' || !field.currencySymbol) return input
  return (
    <span className="atoll-form-currency">
      <span aria-hidden="true">{field.currencySymbol}</span>
      {input}
    </span>
  )
}

/**
 * A textarea, and with a limit its counter, which follows each keystroke: the count is this
 * component's own state, so typing re-renders the counter and nothing else.
 */
function TextArea(props: InputsProps) {
  const { field, ids, store } = props
  const max = field.maxLength
  const [count, setCount] = useState(0)
  const textarea = useRef<HTMLTextAreaElement>(null)
  const filled = useSubmission(store, (state) => state.filled)
  const locked = useLocked(store)
  const i18n = useI18n()
  // What was there before the first render (typed before the island came) or put in since (a draft).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again each time values are filled in
  useLayoutEffect(() => {
    if (max) setCount(textarea.current?.value.length ?? 0)
  }, [filled, max])
  return (
    <>
      <textarea
        {...common(props)}
        placeholder={field.placeholder}
        readOnly={locked}
        rows={5}
        ref={textarea}
        onInput={
          max
            ? (event: { currentTarget: HTMLTextAreaElement }) => setCount(event.currentTarget.value.length)
            : undefined
        }
      />
      {max && (
        <p className="atoll-form-counter" id={ids.counter} data-over={isOverLimit(count, max) ? '' : undefined}>
          {counterText(count, max, i18n)}
        </p>
      )}
    </>
  )
}

/** The parts of a name, phone, address, date or time, each with its label. */
function Parts({ field, ids, store, invalid }: InputsProps) {
  const locked = useLocked(store)
  const { t } = useI18n()
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

/** A likert scale: one group of answers per statement. */
function Likert({ field, ids, invalid }: InputsProps) {
  const i18n = useI18n()
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
              label={likertLabel(value, i18n)}
              invalid={invalid}
            />
          ))}
        </fieldset>
      ))}
    </div>
  )
}

/** Checkboxes or radio buttons, one per option. */
function Choices({ field, ids, invalid }: InputsProps) {
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
