import {
  connectImap,
  disconnectChannel,
  googleAuthenticate,
  googleConnect,
  listChannels,
} from '@ally/sdk'
import type { AppContext } from '../context'
import { paged } from '../db/paging'
import { fieldError, HttpError, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { CONSENT_LIFETIME_MS, openConsentState, sealConsentState } from './google-state'
import { publicHostProblem } from './host-check'
import { consentRequest, exchangeCode, gmailAddress, revokeToken } from './mailboxes/google'
import { MailboxError } from './mailboxes/mailbox'
import { toChannel } from './mappers'
import { businessChannels, deleteChannel, upsertChannel } from './queries'
import type { ChannelSettings } from './settings'
import { imapSourceFor, syncChannel } from './sync'

// The channels (mailboxes) a business connected: listing, connecting over IMAP, disconnecting.
// A connected mailbox is imported in the background (sync.ts); the list shows its progress.

const NO_GOOGLE =
  'Google is not configured on this server (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET).'

/**
 * Connection attempts a minute per address: plenty for a person correcting a password, too few
 * to use the log-in check to probe which hosts and ports answer.
 */
const CONNECT_RATE_LIMIT = 20

const NO_KEY =
  'Mailboxes cannot be connected until the server has a channel key (ALLY_CHANNEL_KEY).'

export function channelRoutes(context: AppContext, settings: ChannelSettings) {
  const { db } = context
  const sync = (channelId: string) =>
    context.background.run('channel sync', async () => {
      await syncChannel(
        { db, files: context.files, box: settings.box, now: context.now, google: settings.google },
        channelId,
      )
    })

  return [
    implement(listChannels, async ({ caller }) => {
      const rows = await businessChannels(db, caller.business.id)
      return {
        message: counted(rows.length, 'channel', 'channels'),
        // Every channel in one page: a business connects a handful at most.
        data: paged(rows.map(toChannel), rows.length, { page: 1, limit: Math.max(rows.length, 1) }),
      }
    }),

    implement(
      connectImap,
      async ({ body, caller }) => {
        const { box } = settings
        if (!box) throw new HttpError(503, NO_KEY)
        const host = body.host.trim().toLowerCase()
        const problem = await publicHostProblem(host, settings.allowPrivateHosts)
        if (problem) throw fieldError('body.host', problem)
        const values = {
          businessId: caller.business.id,
          type: 'imap' as const,
          account: body.account.trim().toLowerCase(),
          host,
          port: body.port,
          secret: box.seal(body.password),
        }
        // The log-in is tried before anything is stored: a wrong password is the buyer's to correct.
        const source = imapSourceFor(values, body.password)
        try {
          await source.open()
        } catch (error) {
          if (error instanceof MailboxError)
            throw fieldError(error.field === 'host' ? 'body.host' : 'body.password', error.message)
          throw error
        } finally {
          await source.close().catch(() => {})
        }
        const row = await upsertChannel(db, values)
        sync(row.id)
        return { message: `Connected ${row.account}; importing its contacts`, data: toChannel(row) }
      },
      { rateLimit: CONNECT_RATE_LIMIT },
    ),

    implement(googleAuthenticate, async ({ caller }) => {
      const { box, google } = settings
      if (!box) throw new HttpError(503, NO_KEY)
      if (!google) throw new HttpError(503, NO_GOOGLE)
      const sealed = (codeVerifier: string) =>
        sealConsentState(box, {
          userId: caller.user.id,
          sessionId: caller.sessionId ?? '',
          codeVerifier,
          expiresAt: context.now().getTime() + CONSENT_LIFETIME_MS,
        })
      // The verifier is made with the URL, and the state that carries it is made from it.
      const { url } = await consentRequest(google, '', sealed)
      return { message: 'Google consent', data: { url } }
    }),

    implement(
      googleConnect,
      async ({ body, caller }) => {
        const { box, google } = settings
        if (!box) throw new HttpError(503, NO_KEY)
        if (!google) throw new HttpError(503, NO_GOOGLE)
        const codeVerifier = openConsentState(
          box,
          body.state,
          { userId: caller.user.id, sessionId: caller.sessionId ?? '' },
          context.now(),
        )
        if (!codeVerifier)
          throw fieldError(
            'body.state',
            'This Google sign-in was begun in another session or too long ago; connect again.',
          )
        let refreshToken: string
        let account: string
        try {
          refreshToken = await exchangeCode(google, body.code, codeVerifier)
          account = await gmailAddress(google, refreshToken)
        } catch (error) {
          if (error instanceof MailboxError) throw fieldError('body.code', error.message)
          throw error
        }
        const domain = account.slice(account.lastIndexOf('@') + 1)
        const row = await upsertChannel(db, {
          businessId: caller.business.id,
          type:
            domain === 'gmail.com' || domain === 'googlemail.com' ? 'gmail' : 'google_workspace',
          account,
          host: null,
          port: null,
          secret: box.seal(refreshToken),
        })
        sync(row.id)
        return { message: `Connected ${row.account}; importing its contacts`, data: toChannel(row) }
      },
      { rateLimit: CONNECT_RATE_LIMIT },
    ),

    implement(disconnectChannel, async ({ caller, params }) => {
      const row = await deleteChannel(db, caller.business.id, params.id)
      if (!row) throw notFound('No such channel.')
      // Google's access is taken back; an app password cannot be revoked from here (the buyer
      // does it at the provider), and deleting the sealed copy leaves nothing to read it with.
      const secret = row.secret && settings.box?.open(row.secret)
      if (row.type !== 'imap' && secret && settings.google) {
        const google = settings.google
        context.background.run('google revoke', () => revokeToken(google, secret))
      }
      return { message: 'Channel disconnected', data: null }
    }),
  ]
}
