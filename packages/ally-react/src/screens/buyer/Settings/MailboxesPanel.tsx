import { type Channel, formatCount, type StatusDisplay } from '@ally/sdk'
import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { useFormFailure } from '../../../blocks/forms/useServerFieldErrors'
import {
  useChannels,
  useConnectImap,
  useDisconnectChannel,
  useGoogleConsent,
} from '../../../queries/channels'
import { formatAgo } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import { StatusBadge } from '../../../ui/StatusBadge'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { SaveButton } from './SaveButton'

const KIND: Record<Channel['type'], string> = {
  gmail: 'Gmail',
  google_workspace: 'Google Workspace',
  imap: 'IMAP',
}

/** A channel's state in words: importing (with its progress), synced, or why its sync failed. */
export function channelState(channel: Channel): StatusDisplay {
  if (channel.error) return { label: 'Sync failed', tone: 'danger' }
  if (!channel.synced) return { label: 'Importing contacts', tone: 'info' }
  return { label: 'Synced', tone: 'success' }
}

/**
 * The business's connected mailboxes (docs/product-rules.md, "Connected mailboxes and vendor
 * candidates"): each with its state, the import's progress, when it last synced and why it
 * failed; owners and admins connect one over IMAP and disconnect them.
 */
export function MailboxesPanel({ editable }: { editable: boolean }) {
  const headingId = useId()
  const channels = useChannels()
  const list = channels.data?.data.items
  return (
    <section
      className="ally-Settings-card"
      aria-labelledby={headingId}
      aria-busy={channels.isPending || undefined}
    >
      <h2 id={headingId}>Mailboxes</h2>
      <p className="ally-Settings-note">
        Ally reads a connected mailbox, never writes to it: the people you correspond with are
        proposed as vendors for you to accept.
      </p>
      {channels.isPending && <Spinner aria-label="Loading your mailboxes" />}
      {channels.isError && (
        <SectionLoadError what="your mailboxes" error={channels.error} onRetry={channels.refetch} />
      )}
      {list?.length === 0 && <p className="ally-Settings-current">No mailbox is connected yet.</p>}
      {!!list?.length && (
        <ul className="ally-Settings-sessions" aria-label="Connected mailboxes">
          {list.map((channel) => (
            <ChannelRow key={channel.id} channel={channel} editable={editable} />
          ))}
        </ul>
      )}
      {editable ? (
        <>
          <GoogleConnectLink />
          <ConnectImapForm />
        </>
      ) : (
        <p className="ally-Settings-note">Owners and admins connect mailboxes.</p>
      )}
    </section>
  )
}

function progressOf(channel: Channel): string {
  const read = `${formatCount(channel.messagesRead)} of ${formatCount(channel.messagesTotal)} messages read`
  const found = `${formatCount(channel.importedContacts)} ${channel.importedContacts === 1 ? 'contact' : 'contacts'} found`
  const ago =
    channel.lastSyncedAt && formatAgo(channel.lastSyncedAt).replace(/^Just now$/, 'just now')
  const synced = ago ? ` · Last synced ${ago}` : ''
  return `${read} · ${found}${synced}`
}

function ChannelRow({ channel, editable }: { channel: Channel; editable: boolean }) {
  const [confirming, setConfirming] = useState(false)
  const disconnect = useDisconnectChannel({
    onSuccess: ({ message }) => {
      setConfirming(false)
      toast.success(message)
    },
    onError: showError,
  })
  return (
    <li className="ally-Settings-session">
      <div>
        <strong>{channel.account}</strong>{' '}
        <StatusBadge status="channel" display={channelState(channel)} />
        <p className="ally-Settings-note">
          {KIND[channel.type]} · {progressOf(channel)}
        </p>
        {channel.error && (
          <p className="ally-Settings-note" role="alert">
            {channel.error}
          </p>
        )}
      </div>
      {editable && (
        <Button
          className="ally-SourcingButton"
          aria-label={`Disconnect ${channel.account}`}
          onPress={() => setConfirming(true)}
        >
          Disconnect
        </Button>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => disconnect.mutate({ params: { id: channel.id } })}
        isPending={disconnect.isPending}
        title={`Disconnect ${channel.account}?`}
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting…"
        tone="danger"
      >
        Ally forgets its password and stops reading it. Contacts it proposed that you have not
        accepted are removed; vendors you accepted stay.
      </ConfirmDialog>
    </li>
  )
}

/**
 * Gmail and Google Workspace connect through Google's consent page, which sends the buyer back to
 * /google-auth; shown only when the server has Google configured.
 */
function GoogleConnectLink() {
  const consent = useGoogleConsent({ enabled: true })
  const url = consent.data?.data.url
  if (!url) return null
  return (
    <a className="ally-SourcingButton ally-Settings-google" data-variant="primary" href={url}>
      Connect Gmail or Google Workspace
    </a>
  )
}

/** Connecting any mailbox over IMAP, with an app password; the log-in is tried before it is kept. */
function ConnectImapForm() {
  const { errors, onError } = useFormFailure()
  const [formKey, setFormKey] = useState(0)
  const connect = useConnectImap({
    onSuccess: ({ message }) => {
      toast.success(message)
      setFormKey((key) => key + 1)
    },
    onError,
  })
  return (
    <Form
      key={formKey}
      className="ally-Settings-fields"
      aria-label="Connect a mailbox over IMAP"
      validationBehavior="native"
      validationErrors={errors.validationErrors}
      onSubmit={(event) => {
        event.preventDefault()
        const values = new FormData(event.currentTarget)
        connect.mutate({
          body: {
            account: String(values.get('account') ?? '').trim(),
            host: String(values.get('host') ?? '').trim(),
            port: Number(values.get('port') || 993),
            password: String(values.get('password') ?? ''),
          },
        })
      }}
    >
      <h3 className="ally-Settings-subheading">Connect a mailbox over IMAP</h3>
      <TextInput
        label="E-mail address"
        name="account"
        type="email"
        autoComplete="email"
        onChange={errors.clear}
        required
      />
      <div className="ally-Settings-pair">
        <TextInput
          label="IMAP server"
          name="host"
          placeholder="imap.example.com"
          onChange={errors.clear}
          required
        />
        <TextInput
          label="Port"
          name="port"
          type="number"
          inputMode="numeric"
          min={1}
          max={65535}
          defaultValue="993"
          description="993 uses TLS; other ports STARTTLS"
          onChange={errors.clear}
          required
        />
      </div>
      <TextInput
        label="App password"
        name="password"
        type="password"
        autoComplete="off"
        description="Made in your mail provider's security settings; your own password may not work"
        onChange={errors.clear}
        required
      />
      <SaveButton pending={connect.isPending}>Connect</SaveButton>
    </Form>
  )
}
