import { gmail, type gmail_v1 } from '@googleapis/gmail'
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library'
import {
  type MailAddress,
  type MailBatch,
  MailboxError,
  type MailboxSource,
  type MailSummary,
} from './mailbox'

// Gmail and Google Workspace, through Google's own clients: OAuth 2 authorization code with PKCE
// for read-only mail access, then the Gmail API. Every Google address is configurable, so the
// tests point them at a local server that speaks the same protocol (test/google-fake.ts).

export const GMAIL_READ_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly'

export interface GoogleEndpoints {
  /** Where the user consents: Google's `https://accounts.google.com/o/oauth2/v2/auth`. */
  authUrl: string
  tokenUrl: string
  revokeUrl: string
  /** The Gmail API's origin: `https://gmail.googleapis.com/`. */
  gmailRoot: string
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  gmailRoot: 'https://gmail.googleapis.com/',
}

export interface GoogleSettings {
  clientId: string
  clientSecret: string
  /** The app's `/google-auth` page, as registered with Google. */
  redirectUri: string
  endpoints: GoogleEndpoints
}

function oauthClient(settings: GoogleSettings): OAuth2Client {
  return new OAuth2Client({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: settings.redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: settings.endpoints.authUrl,
      oauth2TokenUrl: settings.endpoints.tokenUrl,
      oauth2RevokeUrl: settings.endpoints.revokeUrl,
    },
    // A failed call is reported to the buyer at once; the import job retries on its own schedule.
    transporterOptions: { retryConfig: { retry: 0 } },
  })
}

/**
 * The consent page to send the user to, and the PKCE verifier to keep until Google sends the
 * user back with a code. `state` binds the answer to the user's session: the caller checks it.
 * `stateFor`, when given, makes the state from the verifier (to carry it sealed).
 */
export async function consentRequest(
  settings: GoogleSettings,
  state: string,
  stateFor?: (codeVerifier: string) => string,
): Promise<{ url: string; codeVerifier: string }> {
  const client = oauthClient(settings)
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync()
  const url = client.generateAuthUrl({
    access_type: 'offline',
    // Always asked, so Google sends a refresh token even to a user who consented before.
    prompt: 'consent',
    scope: [GMAIL_READ_SCOPE],
    include_granted_scopes: false,
    state: stateFor ? stateFor(codeVerifier) : state,
    code_challenge_method: CodeChallengeMethod.S256,
    code_challenge: codeChallenge,
  })
  return { url, codeVerifier }
}

/** The refresh token for the code Google sent back, or a MailboxError on `code`. */
export async function exchangeCode(
  settings: GoogleSettings,
  code: string,
  codeVerifier: string,
): Promise<string> {
  try {
    const { tokens } = await oauthClient(settings).getToken({ code, codeVerifier })
    if (!tokens.refresh_token)
      throw new MailboxError('code', 'Google did not grant offline access; connect again.')
    if (!tokens.scope?.split(' ').includes(GMAIL_READ_SCOPE))
      throw new MailboxError(
        'code',
        'Google did not grant access to read mail; connect again and allow it.',
      )
    return tokens.refresh_token
  } catch (error) {
    if (error instanceof MailboxError) throw error
    throw new MailboxError('code', 'Google refused this sign-in code; connect again.')
  }
}

/** Takes back the product's access to the mailbox (disconnecting). */
export async function revokeToken(settings: GoogleSettings, refreshToken: string): Promise<void> {
  await oauthClient(settings).revokeToken(refreshToken)
}

/** The address of the mailbox a refresh token opens, or a MailboxError on `code`. */
export async function gmailAddress(
  settings: GoogleSettings,
  refreshToken: string,
): Promise<string> {
  const auth = oauthClient(settings)
  auth.setCredentials({ refresh_token: refreshToken })
  const api = gmail({ version: 'v1', auth, rootUrl: settings.endpoints.gmailRoot, retry: false })
  try {
    const address = (await api.users.getProfile({ userId: 'me' })).data.emailAddress
    if (address) return address.toLowerCase()
  } catch {}
  throw new MailboxError('code', 'Google did not say which mailbox this is; connect again.')
}

const METADATA = ['From', 'To', 'Cc', 'Subject', 'Date', 'Message-ID', 'In-Reply-To']

function parsedAddresses(value: string | undefined): MailAddress[] {
  if (!value) return []
  return value.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).flatMap((part) => {
    const match =
      /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(part) ?? /^\s*()([^\s<>]+@[^\s<>]+)\s*$/.exec(part)
    return match?.[2] ? [{ address: match[2].toLowerCase(), name: (match[1] ?? '').trim() }] : []
  })
}

function summaryOf(message: gmail_v1.Schema$Message): MailSummary {
  const header = (name: string) =>
    message.payload?.headers?.find((entry) => entry.name?.toLowerCase() === name.toLowerCase())
      ?.value ?? undefined
  const date = new Date(header('Date') ?? Number(message.internalDate ?? 0))
  return {
    id: message.id ?? '',
    folder: message.labelIds?.includes('SENT') ? 'sent' : 'inbox',
    from: parsedAddresses(header('From'))[0] ?? null,
    to: parsedAddresses(header('To')),
    cc: parsedAddresses(header('Cc')),
    subject: header('Subject') ?? '',
    date: Number.isNaN(date.getTime()) ? new Date(Number(message.internalDate ?? 0)) : date,
    messageId: header('Message-ID') ?? null,
    inReplyTo: header('In-Reply-To') ?? null,
  }
}

const status = (error: unknown) => (error as { status?: number }).status

/**
 * A Gmail mailbox read with a refresh token: the inbox and sent mail, newest first on the first
 * read, then what the mailbox's history added.
 */
/** Message requests a Gmail read has in flight at once. */
const GMAIL_CONCURRENCY = 10

export function gmailSource(settings: GoogleSettings, refreshToken: string): MailboxSource {
  const auth = oauthClient(settings)
  auth.setCredentials({ refresh_token: refreshToken })
  const api = gmail({ version: 'v1', auth, rootUrl: settings.endpoints.gmailRoot, retry: false })

  async function fetchSummaries(ids: string[]): Promise<MailSummary[]> {
    // A few at a time: Gmail counts concurrent requests per user, and a first read asks for
    // hundreds of messages.
    const messages: gmail_v1.Schema$Message[] = []
    for (let start = 0; start < ids.length; start += GMAIL_CONCURRENCY) {
      const batch = ids.slice(start, start + GMAIL_CONCURRENCY)
      messages.push(
        ...(await Promise.all(
          batch.map((id) =>
            api.users.messages
              .get({ userId: 'me', id, format: 'metadata', metadataHeaders: METADATA })
              .then((answer) => answer.data),
          ),
        )),
      )
    }
    return messages
      .filter((message) => message.labelIds?.some((label) => label === 'INBOX' || label === 'SENT'))
      .map(summaryOf)
      .sort((a, b) => a.date.getTime() - b.date.getTime())
  }

  return {
    async open() {
      try {
        await api.users.getProfile({ userId: 'me' })
      } catch (error) {
        if (status(error) === 400 || status(error) === 401)
          throw new MailboxError(
            'account',
            'Google no longer lets Ally read this mailbox; connect it again.',
          )
        throw new MailboxError('host', `Gmail could not be reached (${(error as Error).message}).`)
      }
    },

    async summaries(cursor, limit): Promise<MailBatch> {
      const profile = (await api.users.getProfile({ userId: 'me' })).data
      const total = profile.messagesTotal ?? 0
      const historyId = profile.historyId ?? ''
      if (cursor?.kind === 'gmail') {
        try {
          const history = await api.users.history.list({
            userId: 'me',
            startHistoryId: cursor.historyId,
            historyTypes: ['messageAdded'],
            maxResults: limit,
          })
          const ids = [
            ...new Set(
              (history.data.history ?? []).flatMap((entry) =>
                (entry.messagesAdded ?? []).flatMap((added) => added.message?.id ?? []),
              ),
            ),
          ].slice(0, limit)
          return {
            summaries: await fetchSummaries(ids),
            total,
            cursor: { kind: 'gmail', historyId: history.data.historyId ?? historyId },
          }
        } catch (error) {
          // Gmail keeps a week or so of history: an older start is read again from the start.
          if (status(error) !== 404) throw error
        }
      }
      const list = await api.users.messages.list({
        userId: 'me',
        maxResults: limit,
        q: 'in:inbox OR in:sent',
      })
      const ids = (list.data.messages ?? []).flatMap((message) => message.id ?? [])
      return { summaries: await fetchSummaries(ids), total, cursor: { kind: 'gmail', historyId } }
    },

    async raw(summary, maxBytes) {
      const answer = await api.users.messages.get({ userId: 'me', id: summary.id, format: 'raw' })
      if ((answer.data.sizeEstimate ?? 0) > maxBytes || !answer.data.raw) return null
      const bytes = Buffer.from(answer.data.raw, 'base64url')
      return bytes.length > maxBytes ? null : bytes
    },

    async close() {},
  }
}
