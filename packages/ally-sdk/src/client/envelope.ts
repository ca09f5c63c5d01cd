import * as z from 'zod/mini'
import type { Endpoint, Envelope, FailureBody } from '../contract/define'
import { AllyApiError, AllyValidationError, type FieldIssue } from './errors'
import { toFieldIssues } from './issues'

// Reading what the API answers, for a plain call (request.ts) and a streamed one (stream.ts).

export function validate<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
  source: 'request' | 'response',
  prefix: string,
  context: string,
): z.output<T> {
  const result = z.safeParse(schema, value)
  if (result.success) return result.data
  throw new AllyValidationError(source, toFieldIssues(result.error.issues, value, prefix), context)
}

export function toFailureBody(json: unknown, status: number): FailureBody {
  const body = json as Partial<FailureBody> | null
  if (body && typeof body === 'object' && typeof body.message === 'string') {
    const errors = Array.isArray(body.errors)
      ? body.errors.filter(
          (e): e is FieldIssue => typeof e?.path === 'string' && typeof e?.message === 'string',
        )
      : undefined
    return errors ? { message: body.message, errors } : { message: body.message }
  }
  return { message: `Request failed with status ${status}` }
}

export /** The answer's `{ message, data }`, its data validated; a failure throws its status and body. */
function readEnvelope(
  endpoint: Endpoint,
  response: Response,
  text: string,
  context: string,
): Envelope<unknown> {
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  if (!response.ok) throw new AllyApiError(response.status, toFailureBody(json, response.status))

  const envelope = json as Partial<Envelope<unknown>> | undefined
  if (
    !envelope ||
    typeof envelope !== 'object' ||
    typeof envelope.message !== 'string' ||
    !('data' in envelope)
  ) {
    throw new AllyValidationError(
      'response',
      [{ path: '', message: 'Expected a JSON body { message, data }' }],
      context,
    )
  }
  const data = validate(endpoint.response, envelope.data, 'response', 'data', context)
  return { message: envelope.message, data }
}
