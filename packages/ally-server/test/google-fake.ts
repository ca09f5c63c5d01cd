import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GMAIL_READ_SCOPE, type GoogleEndpoints } from '../src/channels/mailboxes/google'

// A local stand-in for Google, speaking the protocol the product's Google clients speak: OAuth 2
// authorization code with PKCE (consent, token, refresh, revoke) and the few Gmail API calls the
// mailbox source makes (profile, messages, history). Tests point GoogleEndpoints at it.

export interface FakeMessage {
  id: string
  labelIds: string[]
  headers: Record<string, string>
  raw: Buffer
}

export interface FakeGoogle {
  endpoints: GoogleEndpoints
  clientId: string
  clientSecret: string
  /** What Google sends back to the redirect after the user consents on the page at `url`. */
  consent(url: string, options?: { scope?: string }): { code: string; state: string }
  /** Refresh tokens taken back. */
  revoked: string[]
  /** Access tokens handed out by refreshing. */
  refreshes: number
  deliver(message: Omit<FakeMessage, 'id'>): string
  /** Forgets the history before now, as Gmail does after a week or so. */
  forgetHistory(): void
  stop(): Promise<void>
}

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => resolve(text))
  })

const send = (response: ServerResponse, status: number, value: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(value))
}

export async function startFakeGoogle(account = 'buyer@obi-supplies.example'): Promise<FakeGoogle> {
  const clientId = 'ally-test.apps.googleusercontent.com'
  const clientSecret = 'test-secret'
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>()
  const refreshTokens = new Set<string>()
  const accessTokens = new Set<string>()
  const messages: (FakeMessage & { historyId: number })[] = []
  let historyId = 1000
  let oldestHistory = 1000
  const fake = { revoked: [] as string[], refreshes: 0 }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await body(request))
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
        return send(response, 401, { error: 'invalid_client' })
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '')
        const verifier = form.get('code_verifier') ?? ''
        codes.delete(form.get('code') ?? '')
        const challenge = createHash('sha256').update(verifier).digest('base64url')
        if (
          !grant ||
          grant.challenge !== challenge ||
          grant.redirectUri !== form.get('redirect_uri')
        )
          return send(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' })
        const refresh = `1//refresh-${randomBytes(6).toString('hex')}`
        const access = `ya29.${randomBytes(6).toString('hex')}`
        refreshTokens.add(refresh)
        accessTokens.add(access)
        return send(response, 200, {
          access_token: access,
          refresh_token: refresh,
          expires_in: 3599,
          scope: grant.scope,
          token_type: 'Bearer',
        })
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (!refreshTokens.has(form.get('refresh_token') ?? ''))
          return send(response, 400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          })
        const access = `ya29.${randomBytes(6).toString('hex')}`
        accessTokens.add(access)
        fake.refreshes += 1
        return send(response, 200, {
          access_token: access,
          expires_in: 3599,
          scope: GMAIL_READ_SCOPE,
          token_type: 'Bearer',
        })
      }
      return send(response, 400, { error: 'unsupported_grant_type' })
    }
    if (request.method === 'POST' && url.pathname === '/revoke') {
      const token =
        url.searchParams.get('token') ?? new URLSearchParams(await body(request)).get('token') ?? ''
      if (!refreshTokens.delete(token)) return send(response, 400, { error: 'invalid_token' })
      fake.revoked.push(token)
      accessTokens.clear()
      return send(response, 200, {})
    }
    const api = /^\/gmail\/v1\/users\/me\/(profile|messages|history)(?:\/([\w-]+))?$/.exec(
      url.pathname,
    )
    if (api && request.method === 'GET') {
      const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '')
      if (!accessTokens.has(bearer))
        return send(response, 401, { error: { code: 401, message: 'Invalid Credentials' } })
      const [, resource, id] = api
      if (resource === 'profile')
        return send(response, 200, {
          emailAddress: account,
          messagesTotal: messages.length,
          threadsTotal: messages.length,
          historyId: String(historyId),
        })
      if (resource === 'history') {
        const start = Number(url.searchParams.get('startHistoryId'))
        if (start < oldestHistory)
          return send(response, 404, {
            error: { code: 404, message: 'Requested entity was not found.' },
          })
        const added = messages.filter((message) => message.historyId > start)
        return send(response, 200, {
          history: added.map((message) => ({
            id: String(message.historyId),
            messagesAdded: [{ message: { id: message.id, labelIds: message.labelIds } }],
          })),
          historyId: String(historyId),
        })
      }
      if (!id) {
        const newest = [...messages]
          .reverse()
          .slice(0, Number(url.searchParams.get('maxResults') ?? 100))
        return send(response, 200, {
          messages: newest.map((message) => ({ id: message.id, threadId: message.id })),
        })
      }
      const message = messages.find((candidate) => candidate.id === id)
      if (!message) return send(response, 404, { error: { code: 404, message: 'Not Found' } })
      if (url.searchParams.get('format') === 'raw')
        return send(response, 200, {
          id,
          raw: message.raw.toString('base64url'),
          sizeEstimate: message.raw.length,
        })
      const wanted = url.searchParams.getAll('metadataHeaders').map((name) => name.toLowerCase())
      return send(response, 200, {
        id,
        labelIds: message.labelIds,
        internalDate: String(Date.parse(message.headers.Date ?? '') || 0),
        payload: {
          headers: Object.entries(message.headers)
            .filter(([name]) => wanted.length === 0 || wanted.includes(name.toLowerCase()))
            .map(([name, value]) => ({ name, value })),
        },
      })
    }
    send(response, 404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    endpoints: {
      authUrl: `${origin}/o/oauth2/v2/auth`,
      tokenUrl: `${origin}/token`,
      revokeUrl: `${origin}/revoke`,
      gmailRoot: `${origin}/`,
    },
    clientId,
    clientSecret,
    get revoked() {
      return fake.revoked
    },
    get refreshes() {
      return fake.refreshes
    },
    consent(consentUrl, options = {}) {
      const params = new URL(consentUrl).searchParams
      const code = `4/code-${randomBytes(6).toString('hex')}`
      codes.set(code, {
        challenge: params.get('code_challenge') ?? '',
        redirectUri: params.get('redirect_uri') ?? '',
        scope: options.scope ?? params.get('scope') ?? '',
      })
      return { code, state: params.get('state') ?? '' }
    },
    deliver(message) {
      historyId += 1
      const id = `m${historyId}`
      messages.push({ ...message, id, historyId })
      return id
    },
    forgetHistory() {
      oldestHistory = historyId + 1
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
