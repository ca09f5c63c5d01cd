import type { FailureBody } from '../contract/define'

/** One problem with a field, named by its dotted path (`data.items.0.email`). */
export interface FieldIssue {
  path: string
  message: string
}

// Guards compare `kind`, not `instanceof`: two copies of the SDK in one bundle must still agree.
function hasKind(value: unknown, kind: string): boolean {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind
}

/**
 * The server answered with an error status. `body` is its JSON failure body (or one made from the
 * status when the body was not JSON), `status` the HTTP status.
 */
export class AllyApiError extends Error {
  static readonly kind = 'AllyApiError'
  readonly kind = AllyApiError.kind
  // `declare`d, not declared fields: the constructor sets each, and fields would only add a line
  // each to every browser bundle. `name` is set last, after them, as when they were fields.
  declare readonly status: number
  declare readonly body: FailureBody
  /** Field errors from the server's validation, if any. */
  declare readonly errors: FieldIssue[]

  constructor(status: number, body: FailureBody) {
    super(body.message)
    this.status = status
    this.body = body
    this.errors = body.errors ?? []
    this.name = 'AllyApiError'
  }
}

/** The request never got an answer: offline, DNS, CORS, aborted. */
export class AllyNetworkError extends Error {
  static readonly kind = 'AllyNetworkError'
  readonly kind = AllyNetworkError.kind

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'AllyNetworkError'
  }
}

/**
 * A request did not match its schema before it was sent (`source: 'request'`), or a response did
 * not match its schema (`source: 'response'`). `issues` name the paths.
 */
export class AllyValidationError extends Error {
  static readonly kind = 'AllyValidationError'
  readonly kind = AllyValidationError.kind
  // As AllyApiError's fields.
  declare readonly source: 'request' | 'response'
  declare readonly issues: FieldIssue[]

  constructor(source: 'request' | 'response', issues: FieldIssue[], context: string) {
    const first = issues[0]
    super(
      `Invalid ${source} for ${context}${first ? `: ${first.path || '(root)'} ${first.message}` : ''}`,
    )
    this.source = source
    this.issues = issues
    this.name = 'AllyValidationError'
  }
}

export const isAllyApiError = (error: unknown): error is AllyApiError =>
  hasKind(error, AllyApiError.kind)
export const isAllyNetworkError = (error: unknown): error is AllyNetworkError =>
  hasKind(error, AllyNetworkError.kind)
export const isAllyValidationError = (error: unknown): error is AllyValidationError =>
  hasKind(error, AllyValidationError.kind)

/**
 * The message to show a person for any error the SDK rejects with: the server's own message for
 * API errors, a plain sentence otherwise.
 */
export function getErrorMessage(error: unknown): string {
  if (isAllyApiError(error)) return error.message
  if (isAllyNetworkError(error)) return 'Could not reach the server. Check your connection.'
  if (isAllyValidationError(error)) {
    return error.source === 'request'
      ? (error.issues[0]?.message ?? 'Please check the form.')
      : 'The server sent an unexpected answer.'
  }
  return error instanceof Error ? error.message : 'Something went wrong.'
}
