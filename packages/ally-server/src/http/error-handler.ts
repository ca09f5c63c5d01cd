import type { FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from './errors'

/** PostgreSQL's SQLSTATE of a failed query, as postgres.js reports it (drizzle wraps it in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/**
 * deadlock_detected and serialization_failure: two writes met on the same rows in opposite order
 * and PostgreSQL rolled this one back whole. Nothing was stored, and trying again will work.
 */
const RACED = new Set(['40P01', '40001'])

/** The answer to any error a route throws: its own status and message, never a stack. */
export function handleError(
  error: Error & { statusCode?: number; code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter))
    return reply.code(error.status).send(error.toBody())
  }
  const status = error.statusCode ?? 500
  if (status === 429)
    return reply.code(429).send({ message: 'Too many requests. Try again in a minute.' })
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send({ message: 'The request body is too large.' })
  }
  if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message })
  const code = pgErrorCode(error)
  if (code && RACED.has(code)) {
    request.log.warn({ code }, 'a write raced another and was rolled back')
    return reply
      .code(409)
      .send({ message: 'Someone changed this at the same moment. Nothing was saved; try again.' })
  }
  request.log.error(error)
  return reply.code(500).send({ message: 'Something went wrong on our side.' })
}
