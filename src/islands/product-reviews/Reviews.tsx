/**
 * The review request page: loads the products of the request token, then one form per product
 * (star rating, title, text, name). The spec's messages stand in for the forms when the request has
 * expired, was used, or names nothing.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { HttpError } from '../../core/errors.ts'
import { type MessageId, t } from '../../core/i18n/index.ts'
import { safeUrl } from '../../core/security/url.ts'
import { type ReviewInput, refusalMessage, type ReviewProduct } from './reviews.ts'
import { StarRating } from './StarRating.tsx'

/** The review calls (CONTRACT.md section 7); `signal` cancels one (the island's, aborted on destroy). */
export interface ReviewsApi {
  products(token: string, signal?: AbortSignal): Promise<ReviewProduct[]>
  submit(review: ReviewInput, signal?: AbortSignal): Promise<void>
}

type PageState =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'message'; message: MessageId }
  | { phase: 'ready'; products: ReviewProduct[] }

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined)

/** The server's `{ error }` text of a refusal (kept in the body for statuses the data layer words itself). */
function serverReason(error: unknown): string {
  const body = error instanceof HttpError ? (error.body as { error?: unknown } | undefined) : undefined
  return typeof body?.error === 'string' && body.error ? body.error : (error as Error).message
}

export interface ReviewsPageProps {
  /** The request token of the address (`?token=`), or '' without one. */
  token: string
  api: ReviewsApi
}

export function ReviewsPage({ token, api }: ReviewsPageProps) {
  const [state, setState] = useState<PageState>({ phase: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads the products again.
  useEffect(() => {
    // spec is silent on an address without a token: there is nothing to review.
    if (!token) {
      setState({ phase: 'message', message: 'reviews.noProducts' })
      return
    }
    let current = true
    setState({ phase: 'loading' })
    api.products(token).then(
      (products) => {
        if (!current) return
        setState(products.length ? { phase: 'ready', products } : { phase: 'message', message: 'reviews.noProducts' })
      },
      (error: unknown) => {
        if (!current) return
        const message = refusalMessage(statusOf(error))
        setState(message ? { phase: 'message', message } : { phase: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [token, api, attempt])

  if (state.phase === 'loading') return <p className="atoll-reviews-status">{t('common.loading')}</p>
  if (state.phase === 'failed')
    return (
      <p className="atoll-reviews-status" role="alert">
        {t('editor.unableToLoadTryAgain')}{' '}
        <button type="button" onClick={() => setAttempt(attempt + 1)}>
          {t('common.tryAgain')}
        </button>
      </p>
    )
  if (state.phase === 'message')
    return (
      <p className="atoll-reviews-status" role="status">
        {t(state.message)}
      </p>
    )
  return (
    <div className="atoll-reviews">
      {state.products.map((product) => (
        <ReviewForm key={product.itemId} token={token} product={product} api={api} />
      ))}
    </div>
  )
}

interface ReviewFormProps {
  token: string
  product: ReviewProduct
  api: ReviewsApi
}

function ReviewForm({ token, product, api }: ReviewFormProps) {
  const id = useId()
  const [rating, setRating] = useState<number>()
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'done'>('idle')
  const [error, setError] = useState('')
  const [ratingMissing, setRatingMissing] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  // The lock itself: two clicks and a requestSubmit() in one task all run before the render that
  // disables the button, and the state they read is still 'idle'.
  const sending = useRef(false)
  const image = product.image && safeUrl(product.image.src, { sameOrigin: true })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current || phase !== 'idle') return
    // Read from the form, not the state: a star chosen just before Enter is in the form already.
    const fields = new FormData(event.currentTarget)
    const chosen = Number(fields.get(`${id}-rating`)) || undefined
    if (chosen === undefined) {
      setRatingMissing(true)
      form.current?.querySelector<HTMLElement>('input[type=radio]')?.focus()
      return
    }
    const text = (name: string) => String(fields.get(name) ?? '').trim()
    sending.current = true
    setPhase('submitting')
    setError('')
    try {
      await api.submit({
        token,
        itemId: product.itemId,
        rating: chosen,
        title: text('title'),
        body: text('body'),
        name: text('name'),
      })
      setPhase('done')
    } catch (failure) {
      const message = refusalMessage(statusOf(failure))
      setError(message && message !== 'reviews.noProducts' ? t(message) : serverReason(failure))
      sending.current = false
      setPhase('idle')
    }
  }

  return (
    <section className="atoll-reviews-product" aria-labelledby={`${id}-title`}>
      {image && <img src={image} alt={product.image?.alt ?? ''} width={120} height={120} loading="lazy" />}
      <h2 id={`${id}-title`}>{product.title}</h2>
      {phase === 'done' ? (
        <p role="status">{t('reviews.thanks')}</p>
      ) : (
        <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
          <div className="atoll-reviews-field">
            <StarRating
              name={`${id}-rating`}
              rating={rating}
              onChange={(value) => {
                setRating(value)
                setRatingMissing(false)
              }}
              errorId={ratingMissing ? `${id}-rating-error` : undefined}
            />
            {ratingMissing && (
              <p id={`${id}-rating-error`} className="atoll-reviews-error" role="alert">
                {t('reviews.ratingRequired')}
              </p>
            )}
          </div>
          <div className="atoll-reviews-field">
            <label htmlFor={`${id}-review-title`}>{t('reviews.title')}</label>
            <input id={`${id}-review-title`} name="title" maxLength={120} />
          </div>
          <div className="atoll-reviews-field">
            <label htmlFor={`${id}-body`}>{t('reviews.body')}</label>
            <textarea id={`${id}-body`} name="body" maxLength={5000} rows={4} />
          </div>
          <div className="atoll-reviews-field">
            <label htmlFor={`${id}-name`}>{t('reviews.name')}</label>
            <input id={`${id}-name`} name="name" maxLength={80} autoComplete="name" />
          </div>
          <div className="atoll-reviews-error" role="alert">
            {error}
          </div>
          <button type="submit" disabled={phase === 'submitting'}>
            {phase === 'submitting' ? t('forms.submitting') : t('reviews.submit')}
          </button>
        </form>
      )}
    </section>
  )
}
