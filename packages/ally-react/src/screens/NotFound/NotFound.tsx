import { MESSAGES, ROUTES } from '@ally/sdk'
import { AllyLink } from '../../provider/AllyLink'
import './NotFound.css'

export interface NotFoundProps {
  className?: string
}

/** Any unknown path: '404' and 'PAGE NOT FOUND' (docs/product-rules.md#routes-and-layout). */
export function NotFound({ className }: NotFoundProps) {
  return (
    <main className={['ally-NotFound', className].filter(Boolean).join(' ')}>
      <p className="ally-NotFound-code">{MESSAGES.notFoundCode}</p>
      <h1 className="ally-NotFound-title">{MESSAGES.notFoundTitle}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <AllyLink to={ROUTES.landing}>Go to the home page</AllyLink>
    </main>
  )
}
