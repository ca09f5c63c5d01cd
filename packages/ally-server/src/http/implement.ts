import {
  can,
  cannotMessage,
  type Endpoint,
  type Envelope,
  type PathParams,
  toFieldIssues,
} from '@ally/sdk'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod/mini'
import type { Caller, OperatorCaller, VendorCaller } from '../context'
import { badRequest, forbidden, HttpError } from './errors'
import { openEventStream } from './event-stream'

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined

/** Whoever may make a call of some realm: a buyer, a vendor account, or the operator. */
export type AnyCaller = Caller | VendorCaller | OperatorCaller

/**
 * A buyer for the business endpoints, a vendor account for the vendor portal's, the operator for
 * the website's deal editing.
 */
type CallerOf<E extends Endpoint> = E['realm'] extends 'vendor'
  ? VendorCaller
  : E['realm'] extends 'operator'
    ? OperatorCaller
    : Caller

/** What a handler receives: validated input, the caller, and the raw request for the rest. */
export interface HandlerContext<E extends Endpoint> {
  params: [PathParams<E['path']>] extends [never] ? Record<string, never> : PathParams<E['path']>
  query: Output<E['query']>
  body: E['upload'] extends true ? Buffer : Output<E['body']>
  /** The authenticated caller; null only where the endpoint does not require one. */
  caller: E['auth'] extends 'required' ? CallerOf<E> : CallerOf<E> | null
  request: FastifyRequest
  reply: FastifyReply
  /**
   * Sends a progress event to a caller that asked for a stream, and nothing to one that did not
   * (docs/product-rules.md, "Streamed answers"); only endpoints that declare `stream` have events.
   */
  emit: (event: E['stream'] extends z.ZodMiniType ? z.input<E['stream']> : never) => void
}

export type Handler<E extends Endpoint> = (
  context: HandlerContext<E>,
) => Promise<Envelope<z.input<E['response']>>>

export interface RouteOptions {
  /** Requests per minute per client address, for endpoints worth guessing at. */
  rateLimit?: number
  /** Largest accepted body, in bytes. */
  bodyLimit?: number
  /**
   * Top-level string fields of the body whose surrounding whitespace is dropped before the
   * contract checks them: an address pasted with a space around it is the same address.
   */
  trim?: readonly string[]
  /**
   * Mends the body's top-level strings: each lone UTF-16 surrogate becomes U+FFFD before the
   * checks, which refuse one anywhere else. For the public website's forms, where a browser's
   * `maxlength` can cut a name in the middle of an emoji: a visitor's sign-up should not fail
   * over half a character.
   */
  mendText?: true
}

/** `body` with each top-level string's lone surrogates replaced by U+FFFD. */
function mended(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(/\p{Cs}/gu, '\ufffd') : value,
    ]),
  )
}

/** `body` with the named string fields trimmed; anything else as sent. */
function trimmed(body: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields?.length || body === null || typeof body !== 'object' || Array.isArray(body))
    return body
  const copy: Record<string, unknown> = { ...body }
  for (const field of fields) {
    const value = copy[field]
    if (Object.hasOwn(copy, field) && typeof value === 'string') copy[field] = value.trim()
  }
  return copy
}

export interface Implementation {
  endpoint: Endpoint
  handler: Handler<Endpoint>
  options: RouteOptions
}

/**
 * Pairs an endpoint declaration with its handler. The route's method, path, input and output
 * all come from the declaration, so the server cannot answer anything the SDK does not expect.
 */
export function implement<E extends Endpoint>(
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): Implementation {
  return { endpoint, handler: handler as unknown as Handler<Endpoint>, options }
}

/**
 * Why PostgreSQL could not store a string: a NUL character (text refuses it), or a lone UTF-16
 * surrogate (jsonb refuses it; text would keep a replacement character). Each failed an insert
 * with a 500 once, and no field of the product has a use for either. The contract's text fields
 * refuse both already; this also covers what it takes as any JSON (a workflow's config).
 */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character'
  if (LONE_SURROGATE.test(text)) return 'must be text without broken characters'
  return null
}
/** In a `u` pattern a surrogate pair is one character: only a lone half is `Cs`. */
const LONE_SURROGATE = /\p{Cs}/u

/** The path of the first string (or key) PostgreSQL could not store, and why. */
function unstorablePath(value: unknown, path: string, depth = 0): [string, string] | null {
  if (typeof value === 'string') {
    const why = unstorable(value)
    return why ? [path, why] : null
  }
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return null
  for (const [key, item] of Object.entries(value)) {
    // Dotted, as the contract's own issues name a place (`body.lines.0.note`).
    const at = `${path}.${key}`
    const why = unstorable(key)
    if (why) return [at, why]
    const found = unstorablePath(item, at, depth + 1)
    if (found) return found
  }
  return null
}

function refuseUnstorable(value: unknown, prefix: string): void {
  const found = unstorablePath(value, prefix)
  if (found) {
    const [path, message] = found
    throw badRequest(`${path}: ${message}`, [{ path, message }])
  }
}

function validate(schema: z.ZodMiniType, value: unknown, prefix: string): unknown {
  refuseUnstorable(value, prefix)
  const result = z.safeParse(schema, value)
  if (result.success) return result.data
  const errors = toFieldIssues(result.error.issues, value, prefix)
  const first = errors[0]
  throw badRequest(first ? `${first.path}: ${first.message}` : 'The request is invalid.', errors)
}

/** A failure after a stream began, as its last event: the same status and body as a JSON one. */
function streamedFailure(error: unknown, request: FastifyRequest) {
  if (error instanceof HttpError) return { status: error.status, ...error.toBody() }
  request.log.error(error)
  return { status: 500, message: 'Something went wrong on our side.' }
}

export type Authenticate = (
  request: FastifyRequest,
  endpoint: Endpoint,
) => Promise<AnyCaller | null>

/**
 * The caller, once its role may make the call: a business user whose role lacks the endpoint's
 * permission gets a 403 saying what the role cannot do (docs/product-rules.md, "Team and roles").
 */
function permitted(endpoint: Endpoint, caller: AnyCaller | null): AnyCaller | null {
  const permission = endpoint.permission
  if (permission && caller && 'user' in caller && !can(caller.user.role, permission)) {
    throw forbidden(cannotMessage(caller.user.role, permission))
  }
  return caller
}

/** Registers implementations as Fastify routes. */
export function registerImplementations(
  app: FastifyInstance,
  implementations: Implementation[],
  authenticate: Authenticate,
): void {
  for (const { endpoint, handler, options } of implementations) {
    // Uploads (up to 10 MB) find their caller before the body is read, so nobody without a
    // session makes the server take in a file; other endpoints check their input first.
    const callers = new WeakMap<FastifyRequest, AnyCaller | null>()
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      bodyLimit: options.bodyLimit,
      ...(options.rateLimit
        ? { config: { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } } }
        : {}),
      ...(endpoint.upload
        ? {
            preParsing: async (request: FastifyRequest) => {
              callers.set(request, permitted(endpoint, await authenticate(request, endpoint)))
            },
          }
        : {}),
      handler: async (request, reply) => {
        refuseUnstorable(request.params, 'params')
        const query = endpoint.query
          ? validate(endpoint.query, request.query ?? {}, 'query')
          : undefined
        let body: unknown
        if (endpoint.upload) {
          if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
            throw badRequest('Send the file as the request body.')
          }
          body = request.body
        } else if (endpoint.body) {
          const sent = options.mendText ? mended(request.body ?? {}) : (request.body ?? {})
          body = validate(endpoint.body, trimmed(sent, options.trim), 'body')
        }
        const caller = callers.has(request)
          ? callers.get(request)
          : permitted(endpoint, await authenticate(request, endpoint))
        const events = openEventStream(endpoint, request, reply)
        try {
          const result = await handler({
            params: request.params as never,
            query: query as never,
            body: body as never,
            caller: caller as never,
            request,
            reply,
            emit: events.emit,
          })
          const data = z.safeParse(endpoint.response, result.data)
          if (!data.success) {
            // Our own bug, never the caller's: log the paths, answer a plain 500.
            request.log.error(
              { issues: toFieldIssues(data.error.issues, result.data, 'data') },
              'Response does not match its contract',
            )
            throw new HttpError(500, 'Something went wrong on our side.')
          }
          if (!events.started) return { message: result.message, data: data.data }
          events.finish({ message: result.message, data: data.data })
        } catch (error) {
          // Before the stream began, the usual failure with its status (error-handler.ts).
          if (!events.started) throw error
          events.fail(streamedFailure(error, request))
        }
        return reply
      },
    })
  }
}
