import { getErrorMessage, ROUTES } from '@ally/sdk'
import { useEffect, useRef } from 'react'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { AllyLink } from '../../../provider/AllyLink'
import { useGoogleConnect } from '../../../queries/channels'
import { Spinner } from '../../../ui/Spinner'

export interface GoogleAuthProps {
  /** What Google sent back (`/google-auth?code=…&state=…`), or `error` when the user declined. */
  code: string | null
  state: string | null
  error?: string | null
  className?: string
}

/** Where the mailboxes are listed, to go back to whatever happened here. */
const MAILBOXES = `${ROUTES.settings}?tab=mailboxes`

/**
 * Where Google sends the buyer back after consenting to let Ally read a Gmail or Google Workspace
 * mailbox: the code is exchanged once (it is good once), the mailbox is connected and its
 * contacts start importing. A declined consent, a code from another session or one that Google
 * refuses says so, with the way back to the mailboxes.
 */
export function GoogleAuth({ code, state, error, className }: GoogleAuthProps) {
  const connect = useGoogleConnect()
  const sent = useRef(false)
  const { mutate } = connect
  useEffect(() => {
    if (sent.current || !code || !state || error) return
    sent.current = true
    mutate({ body: { code, state } })
  }, [code, state, error, mutate])

  const back = <AllyLink to={MAILBOXES}>Back to your mailboxes</AllyLink>
  if (error || !code || !state) {
    return (
      <AuthLayout
        className={className}
        title="Google was not connected"
        subtitle={
          error === 'access_denied'
            ? 'You did not allow Ally to read the mailbox. Nothing was connected.'
            : 'Google did not send back what connecting needs. Start again from your mailboxes.'
        }
        footer={back}
      >
        {null}
      </AuthLayout>
    )
  }
  if (connect.isError) {
    return (
      <AuthLayout
        className={className}
        title="Google was not connected"
        subtitle={getErrorMessage(connect.error)}
        footer={back}
      >
        {null}
      </AuthLayout>
    )
  }
  if (connect.isSuccess) {
    return (
      <AuthLayout
        className={className}
        title="Mailbox connected"
        subtitle={`${connect.data.data.account} is connected. Its contacts are being imported; you decide which become vendors.`}
        footer={<AllyLink to={MAILBOXES}>See your mailboxes</AllyLink>}
      >
        {null}
      </AuthLayout>
    )
  }
  return (
    <AuthLayout className={className} title="Connecting your mailbox">
      <Spinner size="large" aria-label="Connecting your Google mailbox" />
    </AuthLayout>
  )
}
