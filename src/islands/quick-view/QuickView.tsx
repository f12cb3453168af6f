/**
 * The quick view: a modal `<dialog>` with the product fetched from the store, its picture, excerpt
 * and the same purchase controls as the product page. The browser's modal dialog makes the page
 * behind it inert and closes on Escape; focus is kept inside and the overlay closes it too.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { get } from '../../core/data/index.ts'
import { containFocus } from '../../core/dom/focus.ts'
import { t } from '../../core/i18n/index.ts'
import { sizedSource } from '../../core/media/widths.ts'
import { safeUrl } from '../../core/security/url.ts'
import { readProduct, type StoreProduct } from '../../core/store/product.ts'
import type { UnitSystem } from '../../core/enums/unit-system.ts'
import { Purchase } from '../../core/store/Purchase.tsx'

/** CONTRACT.md section 7: the product answer. */
export const productPath = (itemId: string) => `/api/commerce/products/${encodeURIComponent(itemId)}`
/** The picture's width: the spec's width for a dialog column on a 2x screen (the spec is silent). */
export const PICTURE_WIDTH = 750

type Phase = { loading: true } | { failed: true } | { product: StoreProduct }

export interface QuickViewProps {
  itemId: string
  websiteId?: string | undefined
  /** The store's unit system, for the product's weight and dimensions. */
  units?: UnitSystem | undefined
  onClose(): void
}

export function QuickView({ itemId, websiteId, units, onClose }: QuickViewProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [phase, setPhase] = useState<Phase>({ loading: true })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const element = dialog.current!
    element.showModal()
    const release = containFocus({ container: element })
    return () => {
      release()
      element.close()
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (a retry) loads again
  useEffect(() => {
    // Closed or destroyed: the product's request is aborted, and its answer shows nothing.
    const closed = new AbortController()
    const { signal } = closed
    setPhase({ loading: true })
    get<{ product: unknown }>(productPath(itemId), { signal }).then(
      (answer) => signal.aborted || setPhase({ product: readProduct('quick-view', answer?.product) }),
      () => signal.aborted || setPhase({ failed: true }),
    )
    return () => closed.abort()
  }, [itemId, attempt])

  const product = 'product' in phase ? phase.product : undefined
  const picture = product?.images[0]
  // A server's answer names the picture: shown only from the site's own origin, as the cart's and
  // the reviews' images are.
  const pictureUrl = picture && safeUrl(picture.src, { sameOrigin: true })
  const [width, height] = typeof picture?.dimensions === 'string' ? picture.dimensions.split('x').map(Number) : []
  const details = product && safeUrl(product.url, { sameOrigin: true })

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the overlay's keyboard equivalent is Escape (onCancel)
    <dialog
      ref={dialog}
      className="atoll-quick-view"
      aria-labelledby={product ? titleId : undefined}
      aria-label={product ? undefined : t('commerce.quickView')}
      aria-busy={'loading' in phase || undefined}
      // Escape: the dialog closes through the island, which gives focus back.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // A click on the dialog element itself is a click on its backdrop, the overlay.
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className="atoll-quick-view-body">
        <button type="button" className="atoll-quick-view-close" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
        {'loading' in phase && <p role="status">{t('common.loading')}</p>}
        {'failed' in phase && (
          <p role="alert">
            {t('editor.unableToLoadTryAgain')}{' '}
            <button type="button" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </button>
          </p>
        )}
        {product && (
          <div className="atoll-quick-view-product">
            {picture && pictureUrl && (
              <img src={sizedSource(pictureUrl, PICTURE_WIDTH)} alt={picture.alt} width={width} height={height} />
            )}
            <div>
              <h2 id={titleId}>{product.title}</h2>
              {product.excerpt && <p>{product.excerpt}</p>}
              <Purchase product={product} websiteId={websiteId} units={units} />
              {details && <a href={details}>{t('commerce.viewDetails')}</a>}
            </div>
          </div>
        )}
      </div>
    </dialog>
  )
}
