import {
  type AllyConnection,
  type AllyRequest,
  type CallOptions,
  dashboardSummary,
  type Endpoint,
  getProfile,
  listChannels,
} from '@ally/sdk'

/**
 * The reads a path's first screen makes as soon as it renders, for a logged-in user: the route
 * guard's profile check, the dashboard frame's channels and the home page's summary.
 */
const FIRST_READS: readonly (readonly [RegExp, readonly Endpoint[]])[] = [
  [/^\/dashboard\/?$/i, [getProfile, listChannels, dashboardSummary]],
  [/^\/dashboard\//i, [getProfile, listChannels]],
  [/^\/onboarding\/?$/i, [getProfile]],
]

const isEmpty = (input: unknown) =>
  input === undefined || (typeof input === 'object' && input !== null && !Object.keys(input).length)

/**
 * Starts the reads the first screen of `path` will make while the app's code still loads, instead
 * of once React has rendered that screen (docs/performance.md#the-first-paint), and hands each
 * answer to the screen's own request for it: the same endpoint, with no input, for the same user.
 * Each answer is handed out once; a later read of the same endpoint goes to the server. A failed
 * read fails the screen's request as it would have failed itself.
 */
export function withEarlyReads(connection: AllyConnection, path: string): AllyConnection {
  const token = connection.session.getToken()
  const endpoints = token ? FIRST_READS.find(([pattern]) => pattern.test(path))?.[1] : undefined
  if (!token || !endpoints) return connection

  const early = new Map<Endpoint, Promise<unknown>>()
  for (const endpoint of endpoints) {
    const answer: Promise<unknown> = connection.request(endpoint, {}, { token })
    // Seen by the screen that asks for it; one that never does must not log an unhandled error.
    answer.catch(() => undefined)
    early.set(endpoint, answer)
  }

  function request(endpoint: Endpoint, input?: unknown, options?: CallOptions) {
    const answer = early.get(endpoint)
    early.delete(endpoint)
    const sameUser = (options?.token ?? connection.session.getToken()) === token
    if (answer && isEmpty(input) && sameUser) return answer
    return (connection.request as (...args: unknown[]) => Promise<unknown>)(
      endpoint,
      input,
      options,
    )
  }
  // The same function as the connection's, typed per endpoint: it answers with what that returns.
  const typed = Object.assign(request, {
    session: connection.session,
    vendorSession: connection.vendorSession,
  }) as unknown as AllyRequest
  return { request: typed, session: connection.session, vendorSession: connection.vendorSession }
}
