import { formatMoney } from '@ally/sdk/website-basics'
import { useEffect, useId, useRef, useState } from 'react'
import { type ApiSource, cx, useWebsiteApi } from '../internal/apiSource'
import { formatDay, initialOf, isWebUrl } from '../internal/format'
import type { Deal, DealsResult } from '../website-api'

export type HotDealsProps = ApiSource & {
  /** How many deals to ask for. @default 4 */
  limit?: number
  /** Which page of deals. @default 1 */
  page?: number
  /** The section's heading. @default 'Hot deals' */
  title?: string
  /** The heading's level; each deal's title is one level below. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5
  /** Added to the root element's class. */
  className?: string
}

type Heading = 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
type State = DealsResult | { state: 'loading' }

/**
 * The website's hot deals (4, page 1, unless told otherwise) as a grid of cards: picture (or the
 * vendor's initial), title, vendor, price with the old price struck through, when the deal ends,
 * and a "View deal" link for http(s) links. Shows a skeleton while loading, says so when there are
 * none, and offers a retry when they fail to load.
 *
 * @example
 * <HotDeals baseUrl="https://api.example.com" accessKey="pk_live_…" />
 */
export function HotDeals(props: HotDealsProps) {
  const { limit = 4, page = 1, title = 'Hot deals', headingLevel = 2, className } = props
  const api = useWebsiteApi(props)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [state, setState] = useState<State>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Retry asks again
  useEffect(() => {
    const controller = new AbortController()
    setState({ state: 'loading' })
    api.hotDeals({ limit, page, signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setState(result)
    })
    return () => controller.abort()
  }, [api, limit, page, attempt])

  const H = `h${headingLevel}` as Heading
  const CardHeading = `h${headingLevel + 1}` as Heading
  const loading = state.state === 'loading'

  return (
    <section
      className={cx('ally-w-HotDeals', className)}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-state={state.state}
    >
      <H className="ally-w-HotDeals-title" id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </H>
      {loading && <DealsSkeleton count={Math.min(limit, 8)} />}
      {state.state === 'empty' && (
        <p className="ally-w-HotDeals-note">No deals right now. Check back soon.</p>
      )}
      {state.state === 'error' && (
        <DealsError
          onRetry={() => {
            // Keep the keyboard where it was: the button goes away while the deals load.
            heading.current?.focus()
            setAttempt((n) => n + 1)
          }}
        />
      )}
      {state.state === 'loaded' && (
        <ul className="ally-w-HotDeals-grid">
          {state.deals.map((deal) => (
            <li key={deal.id} className="ally-w-DealCard">
              <DealCard deal={deal} Heading={CardHeading} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Grey cards in the deals' places while they load; screen readers hear one line instead. */
function DealsSkeleton({ count }: { count: number }) {
  return (
    <>
      <p className="ally-w-VisuallyHidden">Loading deals…</p>
      <ul className="ally-w-HotDeals-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <li key={index} className="ally-w-DealCard" data-skeleton="">
            <div className="ally-w-DealCard-media" />
            <div className="ally-w-DealCard-body">
              <span className="ally-w-Skeleton" />
              <span className="ally-w-Skeleton" data-short="" />
              <span className="ally-w-Skeleton" data-short="" />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The deals failed to load: says so and offers to ask again. */
function DealsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="ally-w-HotDeals-note" data-tone="danger">
      <p role="alert">Deals could not be loaded.</p>
      <button type="button" className="ally-w-Button" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}

function DealCard({ deal, Heading }: { deal: Deal; Heading: Heading }) {
  const [broken, setBroken] = useState(false)
  const ends = formatDay(deal.expiresAt)
  const was =
    typeof deal.originalPrice === 'number' && deal.originalPrice > deal.price
      ? deal.originalPrice
      : undefined
  return (
    <article className="ally-w-DealCard-article">
      <div className="ally-w-DealCard-media">
        {isWebUrl(deal.imageUrl) && !broken ? (
          // The title says what the picture shows; it would only be read twice.
          <img
            src={deal.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="ally-w-DealCard-initial" aria-hidden="true">
            {initialOf(deal.vendorName, deal.title)}
          </span>
        )}
      </div>
      <div className="ally-w-DealCard-body">
        <Heading className="ally-w-DealCard-title">{deal.title}</Heading>
        <p className="ally-w-DealCard-vendor">{deal.vendorName}</p>
        {deal.description && <p className="ally-w-DealCard-description">{deal.description}</p>}
        <p className="ally-w-DealCard-price">
          <span className="ally-w-DealCard-now">{formatMoney(deal.price, deal.currency)}</span>
          {was !== undefined && (
            <>
              {' '}
              <s className="ally-w-DealCard-was">
                <span className="ally-w-VisuallyHidden">was </span>
                {formatMoney(was, deal.currency)}
              </s>
            </>
          )}
        </p>
        {ends && (
          <p className="ally-w-DealCard-ends">
            Ends <time dateTime={deal.expiresAt ?? undefined}>{ends}</time>
          </p>
        )}
        {isWebUrl(deal.url) && (
          <a
            className="ally-w-DealCard-link"
            href={deal.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            View deal
            <span className="ally-w-VisuallyHidden">: {deal.title} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  )
}
