import type { FailureBody, FieldIssue } from '@ally/sdk'

/**
 * An error with an HTTP status and the failure body of docs/product-rules.md#api-conventions;
 * thrown by handlers.
 */
export class HttpError extends Error {
  readonly status: number
  readonly errors?: FieldIssue[]
  /** Seconds to wait before trying again (a 429's Retry-After header). */
  retryAfter?: number

  constructor(status: number, message: string, errors?: FieldIssue[]) {
    super(message)
    this.status = status
    this.errors = errors
  }

  toBody(): FailureBody {
    return this.errors?.length
      ? { message: this.message, errors: this.errors }
      : { message: this.message }
  }
}

export const badRequest = (message: string, errors?: FieldIssue[]) =>
  new HttpError(400, message, errors)
/** A 400 naming one field: `body.lines.0.unit: must not be blank`, with the issue listed. */
export const fieldError = (path: string, message: string) =>
  badRequest(`${path}: ${message}`, [{ path, message }])
export const unauthorized = (message = 'Please log in again.') => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message = 'Not found.') => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
/** A 429; with `retryAfter`, its Retry-After header says how many seconds to wait. */
export function tooManyRequests(message: string, retryAfter?: number): HttpError {
  const error = new HttpError(429, message)
  error.retryAfter = retryAfter
  return error
}
