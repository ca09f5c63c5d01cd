import { type AccountSession, logout, ROUTES } from '@ally/sdk'
import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { useEndAllSessions, useEndOneSession, useSessions } from '../../../queries/accountSecurity'
import { formatAgo, formatMoment } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import { toast } from '../../../ui/Toaster'

/**
 * Where the user is signed in: each browser with when it signed in and was last seen, any but
 * this one logged out with a press, or all of them at once (this one too, after a confirmation).
 */
export function SessionsPanel() {
  const headingId = useId()
  const sessions = useSessions()
  const list = sessions.data?.data.sessions
  return (
    <section
      className="ally-Settings-card"
      aria-labelledby={headingId}
      aria-busy={sessions.isPending || undefined}
    >
      <h2 id={headingId}>Where you are logged in</h2>
      {sessions.isPending && <Spinner aria-label="Loading your sessions" />}
      {sessions.isError && (
        <SectionLoadError what="your sessions" error={sessions.error} onRetry={sessions.refetch} />
      )}
      {list && (
        <ul className="ally-Settings-sessions">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <LogOutEverywhere />
    </section>
  )
}

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndOneSession({
    onSuccess: ({ message }) => toast.success(message),
    onError: showError,
  })
  const seen = session.lastSeenAt ? formatAgo(session.lastSeenAt) : 'Not since'
  return (
    <li className="ally-Settings-session">
      <div>
        <strong>{session.device}</strong>
        {session.current && <span className="ally-Settings-here">This device</span>}
        <p className="ally-Settings-note">
          Logged in {formatMoment(session.signedInAt)} · Last active: {seen}
        </p>
      </div>
      {!session.current && (
        <Button
          className="ally-SourcingButton"
          isDisabled={end.isPending}
          aria-label={`Log out ${session.device}, logged in ${formatMoment(session.signedInAt)}`}
          onPress={() => end.mutate({ params: { id: session.id } })}
        >
          Log out
        </Button>
      )}
    </li>
  )
}

function LogOutEverywhere() {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const [confirming, setConfirming] = useState(false)
  const endAll = useEndAllSessions({
    onSuccess: ({ message }) => {
      toast.success(message)
      // The server ended this session too: forget it here and go to the log-in page.
      void logout(client.request)
      navigation.navigate(ROUTES.login, { replace: true })
    },
    onError: showError,
  })
  return (
    <>
      <Button
        className="ally-SourcingButton"
        data-variant="danger"
        onPress={() => setConfirming(true)}
      >
        Log out everywhere
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => endAll.mutate({})}
        isPending={endAll.isPending}
        title="Log out everywhere?"
        confirmLabel="Log out everywhere"
        pendingLabel="Logging out…"
        tone="danger"
      >
        <p>
          Every browser and device signed in to your account is logged out, this one included. You
          will need your password to log in again.
        </p>
      </ConfirmDialog>
    </>
  )
}
