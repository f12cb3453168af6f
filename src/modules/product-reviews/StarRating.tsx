/**
 * A star rating as a radio group: native radios (the WAI-ARIA radio group pattern the browser
 * already keeps: one tab stop, arrow keys move and check, Space checks), drawn as stars, each named
 * '{n} stars', in a fieldset named by its legend.
 */
import { t } from '../../core/i18n/index.ts'
import { MAX_RATING } from './reviews.ts'

export interface StarRatingProps {
  /** The radios' shared name, unique on the page. */
  name: string
  rating: number | undefined
  onChange(rating: number): void
  /** The id of the error shown under the group, when there is one. */
  errorId?: string | undefined
}

const STARS = Array.from({ length: MAX_RATING }, (_, index) => index + 1)

export function StarRating({ name, rating, onChange, errorId }: StarRatingProps) {
  return (
    <fieldset className="atoll-reviews-stars" aria-describedby={errorId}>
      <legend>{t('reviews.rating')}</legend>
      {STARS.map((value) => (
        <label key={value} className={rating !== undefined && value <= rating ? 'is-on' : undefined}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={rating === value}
            required={value === 1}
            aria-invalid={errorId ? 'true' : undefined}
            onChange={() => onChange(value)}
          />
          <span aria-hidden="true">★</span>
          <span className="atoll-reviews-hidden">{t('reviews.stars', { rating: value })}</span>
        </label>
      ))}
    </fieldset>
  )
}
