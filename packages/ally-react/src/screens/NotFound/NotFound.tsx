import { MESSAGES, ROUTES } from '@ally/sdk'
import { AllyLink } from '../../provider/AllyLink'
import './NotFound.css'

export interface NotFoundProps {
  /**
   * Shown inside a layout that has its own `main` landmark (the dashboard): a section sized to
   * the content area instead of a full-page `main`, since a page has one `main`.
   */
  embedded?: boolean
  className?: string
}

/** Any unknown path: '404' and 'PAGE NOT FOUND' (docs/product-rules.md#routes-and-layout). */
export function NotFound({ embedded = false, className }: NotFoundProps) {
  const Landmark = embedded ? 'section' : 'main'
  return (
    <Landmark
      className={['ally-NotFound', className].filter(Boolean).join(' ')}
      data-embedded={embedded || undefined}
      aria-labelledby={embedded ? 'ally-NotFound-title' : undefined}
    >
      <p className="ally-NotFound-code">{MESSAGES.notFoundCode}</p>
      <h1 className="ally-NotFound-title" id="ally-NotFound-title">
        {MESSAGES.notFoundTitle}
      </h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <AllyLink to={ROUTES.landing}>Go to the home page</AllyLink>
    </Landmark>
  )
}
