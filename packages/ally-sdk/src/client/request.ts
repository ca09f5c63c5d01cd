import type { User } from '../contract/auth'
import type {
  Endpoint,
  EndpointConfig,
  EndpointData,
  EndpointInput,
  Envelope,
  UploadBody,
} from '../contract/define'
import type { VendorAccount } from '../contract/vendor-account'
import type { StorageLike } from '../session/storage'
import { createSessionStore, type SessionStore, VENDOR_SESSION_KEY } from '../session/store'
import { readEnvelope, validate } from './envelope'
import { AllyNetworkError, AllyValidationError } from './errors'

export interface AllyLogger {
  error(...args: unknown[]): void
}

export interface AllyClientConfig {
  /** The API host, e.g. `https://api.example.com` or `''` for the page's own origin. */
  baseUrl: string
  /** The public access key sent as the `access-key` header on every call. */
  accessKey: string
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch
  /**
   * Where sessions persist. Defaults to the browser's local and session storage, or memory
   * outside a browser. One storage given is used for both.
   */
  storage?: StorageLike | { local?: StorageLike; session?: StorageLike }
  /**
   * Receives 'Permission denied!' on a 401 and network errors
   * (docs/product-rules.md#messages-and-errors). Defaults to console.
   */
  logger?: AllyLogger
}

export interface CallOptions {
  /** Send this bearer token instead of the stored one; `null` sends none. */
  token?: string | null
  signal?: AbortSignal
  headers?: Record<string, string>
}

/** The arguments of a call: the input may be left out when nothing in it is required. */
export type CallArgs<E extends EndpointConfig> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions]

export type CallResult<E extends EndpointConfig> = Promise<Envelope<EndpointData<E>>>

/** Calls any endpoint of the contract, typed from its declaration. */
export interface AllyRequest {
  <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): CallResult<E>
  /** The business user's session (`ally-user`). */
  readonly session: SessionStore<User>
  /** The vendor portal's session (`ally-vendor`). */
  readonly vendorSession: SessionStore<VendorAccount>
  /**
   * Sends a call and resolves with the response as it came, unread: for answers that are not one
   * JSON body, such as a streamed one (`@ally/sdk/stream`). Only a network failure rejects.
   */
  readonly send: (endpoint: Endpoint, input?: RawInput, options?: CallOptions) => Promise<Response>
}

/** A call's input before it is checked against its endpoint. */
export interface RawInput {
  params?: Record<string, string | number>
  query?: Record<string, unknown>
  body?: unknown
}

function isStorage(value: unknown): value is StorageLike {
  return typeof (value as StorageLike | undefined)?.getItem === 'function'
}

/**
 * `?a=1&b=x`, leaving out undefined, null and empty values (docs/product-rules.md#api-conventions).
 */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue
      search.append(name, String(item))
    }
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** `/po/update/:id` + `{ id: 'x y' }` → `/po/update/x%20y`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') {
      throw new AllyValidationError(
        'request',
        [{ path: `params.${name}`, message: 'Required' }],
        path,
      )
    }
    return encodeURIComponent(String(value))
  })
}

/**
 * What Ally's React package needs of a client: `request` for any endpoint and the two sessions.
 * A client from `createAllyClient` is one; this one binds no endpoint, so an app bundles only the
 * endpoints its code imports (packages/ally-sdk/README.md, "Size").
 */
export interface AllyConnection {
  request: AllyRequest
  /** The business user's session (`ally-user`). */
  session: AllyRequest['session']
  /** The vendor portal's session (`ally-vendor`). */
  vendorSession: AllyRequest['vendorSession']
}

/**
 * A connection to the Ally API without the endpoint functions of `createAllyClient`.
 *
 * @example
 * const ally = createAllyConnection({ baseUrl: '', accessKey: 'pk_live_…' })
 * const { data } = await ally.request(listVendors, { query: { limit: 20 } })
 */
export function createAllyConnection(config: AllyClientConfig): AllyConnection {
  const request = createAllyRequest(config)
  return { request, session: request.session, vendorSession: request.vendorSession }
}

/**
 * The request's body, validated against the endpoint; sets its content type in `headers`. An
 * upload sends the file as it is, typed by the file itself.
 */
function requestBody(
  endpoint: Endpoint,
  input: RawInput,
  headers: Record<string, string>,
  context: string,
): BodyInit | undefined {
  if (endpoint.upload) {
    const file = input.body as UploadBody
    headers['content-type'] =
      (file instanceof Blob && file.type) || headers['content-type'] || 'application/octet-stream'
    return file as BodyInit
  }
  if (!endpoint.body) return undefined
  headers['content-type'] = 'application/json'
  return JSON.stringify(validate(endpoint.body, input.body, 'request', 'body', context))
}

/**
 * The smallest way to call the API: one function for any endpoint, so a bundle carries only the
 * endpoints it imports.
 *
 * @example
 * import { createAllyRequest, login } from '@ally/sdk'
 * const request = createAllyRequest({ baseUrl: '', accessKey: 'pk_dev_…' })
 * const { data } = await request(login, { body: { email, password } })
 * request.session.save(data, { remember: true })
 */
export function createAllyRequest(config: AllyClientConfig): AllyRequest {
  const logger = config.logger ?? console
  const baseUrl = config.baseUrl.replace(/\/+$/, '')
  const storages = isStorage(config.storage)
    ? { local: config.storage, session: config.storage }
    : (config.storage ?? {})
  const session = createSessionStore<User>(storages)
  const vendorSession = createSessionStore<VendorAccount>({ ...storages, key: VENDOR_SESSION_KEY })

  /**
   * Every call's transport: checks the input, sends it with the access key and the session's
   * token, and reads the answer's envelope, or with `raw` gives back the response unread.
   */
  async function transport(
    endpoint: Endpoint,
    input: RawInput = {},
    options: CallOptions = {},
    raw?: boolean,
  ): Promise<Envelope<unknown> | Response> {
    const context = `${endpoint.method} ${endpoint.path}`
    const query = endpoint.query
      ? validate(endpoint.query, input.query ?? {}, 'request', 'query', context)
      : undefined
    const url = `${baseUrl}${fillPath(endpoint.path, input.params)}${toQueryString(
      // Send what the caller wrote (validated), not the coerced values.
      query && input.query,
    )}`

    const headers: Record<string, string> = {
      accept: 'application/json',
      'access-key': config.accessKey,
      ...options.headers,
    }
    if (endpoint.auth !== 'none') {
      // The operator has no session: its key goes in `options.token`, never a stored login.
      const store =
        endpoint.realm === 'vendor' ? vendorSession : endpoint.realm === 'buyer' ? session : null
      const token = options.token === undefined ? store?.getToken() : options.token
      if (token) headers.authorization = `Bearer ${token}`
    }

    const body = requestBody(endpoint, input, headers, context)

    const fetchImpl = config.fetch ?? globalThis.fetch
    let response: Response
    let text = ''
    try {
      response = await fetchImpl(url, {
        method: endpoint.method,
        headers,
        body,
        signal: options.signal,
      })
      if (!raw) text = await response.text()
    } catch (cause) {
      if (options.signal?.aborted) throw cause
      logger.error(`Network error: ${context}`, cause)
      throw new AllyNetworkError(`Could not reach ${url}`, { cause })
    }

    if (response.status === 401) logger.error('Permission denied!')
    return raw ? response : readEnvelope(endpoint, response, text, context)
  }

  const call = (endpoint: Endpoint, input?: RawInput, options?: CallOptions) =>
    transport(endpoint, input, options)
  const send = (endpoint: Endpoint, input?: RawInput, options?: CallOptions) =>
    transport(endpoint, input, options, true) as Promise<Response>

  return Object.assign(call, { session, vendorSession, send }) as unknown as AllyRequest
}
