/**
 * A star rating as a radio group: native radios (the WAI-ARIA radio group pattern the browser
 * already keeps: one tab stop, arrow keys move and check, Space checks), drawn as stars, each named
 * '{n} stars', in a `radiogroup` named by its label.
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
    <div className="atoll-reviews-stars" role="radiogroup" aria-labelledby={`${name}-label`} aria-describedby={errorId}>
      <span id={`${name}-label`} className="atoll-reviews-label">
        {t('reviews.rating')}
      </span>
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
          <span className="atoll-visually-hidden">{t('reviews.stars', { rating: value })}</span>
        </label>
      ))}
    </div>
  )
}
