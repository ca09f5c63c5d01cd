import type { Endpoint } from '@ally/sdk'
import { type ContractRoute, contractRoutes, SERVER_CONTRACT } from '../src/contract-routes'
import { PLANNED } from '../src/domains'
import { ACCESS_KEY, type Harness } from './harness'
import { jsonText } from './schema-values'

// Calls built straight from the contract, sent with `app.inject`: the SDK's client would refuse
// most of what the fuzzer sends before it left.

/** Every endpoint the server may serve (the contract and the dev endpoints), as it registers them. */
export const ROUTES: ContractRoute[] = contractRoutes(SERVER_CONTRACT)

/**
 * The endpoints the contract declares and the server does not serve yet (src/domains.ts): the
 * route, fuzz and cross-business suites print them, skip these and fail on any other endpoint the
 * server does not serve (or on one of these it does).
 */
export { PLANNED }

/** The endpoints the server serves: every declared one but the planned. */
export const SERVED_ROUTES = ROUTES.filter((route) => !(route.id in PLANNED))

/** Says which declared endpoints a suite leaves out, and why, once per suite. */
export function printPlanned(suite: string): void {
  const byIssue = new Map<string, string[]>()
  for (const [id, issue] of Object.entries(PLANNED))
    byIssue.set(issue, [...(byIssue.get(issue) ?? []), id])
  const lines = [...byIssue].map(([issue, ids]) => `  ${issue}: ${ids.join(', ')}`)
  console.info(
    `${suite} leaves out ${Object.keys(PLANNED).length} planned endpoints (not served yet):\n${lines.join('\n')}`,
  )
}

/** A failure message unless the server serves `route`: a declared endpoint is served or planned. */
export function unserved(h: Harness, route: ContractRoute): string | null {
  const { method, path } = route.endpoint
  return h.app.hasRoute({ method, url: path })
    ? null
    : `${route.id} (${method} ${path}) is declared and not served: serve it, or add it to PLANNED in src/domains.ts`
}

/** The route of one endpoint of the contract. */
export function routeOf(endpoint: Endpoint): ContractRoute {
  const route = ROUTES.find((candidate) => candidate.endpoint === endpoint)
  if (!route) throw new Error(`${endpoint.path} is not in the contract`)
  return route
}

/** Counted from the contract object itself, not through `contractRoutes`. */
export const endpointCount = (keep: (endpoint: Endpoint) => boolean) =>
  Object.values(SERVER_CONTRACT).reduce(
    (sum, group) => sum + Object.values(group).filter(keep).length,
    0,
  )

export const isWrite = (endpoint: Endpoint) => endpoint.method !== 'GET'

/** A path segment as a client would send it; text no encoder takes goes as broken UTF-8. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

/** The route's path with its params filled in (`raw` params go as they are, already encoded). */
export function pathOf(
  route: ContractRoute,
  params: Record<string, { value: string; raw?: boolean }>,
): string {
  return route.endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const param = params[name]
    if (!param) return ''
    return param.raw ? param.value : encodeSegment(param.value)
  })
}

/** An object as a query string: lists repeat their key, objects go as JSON. */
export function queryString(query: unknown): string {
  if (query === undefined) return ''
  if (query === null || typeof query !== 'object' || Array.isArray(query))
    return `q=${encodeSegment(JSON.stringify(query))}`
  const parts: string[] = []
  const text = (value: unknown) =>
    typeof value === 'string'
      ? value
      : value !== null && typeof value === 'object'
        ? JSON.stringify(value)
        : String(value)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${encodeSegment(key)}=${encodeSegment(text(item))}`)
  }
  return parts.join('&')
}

export interface Call {
  route: ContractRoute
  params?: Record<string, { value: string; raw?: boolean }>
  /** A query object, or a raw query string. */
  query?: unknown
  rawQuery?: string
  /** JSON to send, or raw bytes with their content type. */
  json?: unknown
  raw?: { payload: string | Buffer; contentType: string }
  /** The Authorization header's value, if any. */
  authorization?: string
}

/** Sends a call with the access key; the answer as `app.inject` gives it. */
export function send(h: Harness, call: Call) {
  const query = call.rawQuery ?? queryString(call.query)
  const headers: Record<string, string> = { 'access-key': ACCESS_KEY }
  if (call.authorization !== undefined) headers.authorization = call.authorization
  let payload: string | Buffer | undefined
  if (call.raw) {
    payload = call.raw.payload
    if (call.raw.contentType) headers['content-type'] = call.raw.contentType
  } else if (call.json !== undefined) {
    payload = jsonText(call.json)
    headers['content-type'] = 'application/json'
  }
  return h.app.inject({
    method: call.route.endpoint.method,
    url: `${pathOf(call.route, call.params ?? {})}${query ? `?${query}` : ''}`,
    headers,
    payload,
  })
}
