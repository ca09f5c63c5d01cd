import { websiteEndpoints } from '@ally/sdk/website'
import type { FastifyInstance } from 'fastify'
import { requestPath } from '../http/request-path'

// CORS for the public website's calls only (docs/website.md#cors): the sites named in
// `ALLY_WEBSITE_ORIGINS` may call them from their pages' scripts. Every other endpoint (the
// operator's deal editing under the same prefix included) stays same-origin: the app is served on
// the API's own origin and needs none.

/** What an allowed site's preflight is told; the access key travels in a header of its own. */
export const WEBSITE_CORS = {
  methods: 'GET, POST',
  headers: 'content-type, access-key',
  /** Seconds a browser may keep a preflight's answer. */
  maxAge: '600',
} as const

/** `POST /api/v1/website/blog/newsletter` and the rest of the public calls, by method and path. */
const PUBLIC_CALLS = new Set(
  Object.values(websiteEndpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`),
)

/** Whether a call (by its method, or a preflight's requested method, and path) is a public one. */
export const isPublicWebsiteCall = (method: string, path: string) =>
  PUBLIC_CALLS.has(`${method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()} ${path}`)

/**
 * Adds the CORS headers to the public website calls of an allowed origin, and answers their
 * preflights. Register it before the access-key check: a browser's preflight never carries the
 * key (nor any header of the page's own), and must not be refused for lacking it. The answers
 * are a hook's rather than a route's because there is no OPTIONS endpoint in the contract
 * (`refuseUndeclaredApiRoutes` would refuse one).
 */
export function registerWebsiteCors(app: FastifyInstance, origins: readonly string[]): void {
  if (!origins.length) return
  const allowed = new Set(origins.map((origin) => origin.toLowerCase()))
  app.addHook('onRequest', async (request, reply) => {
    const preflight = request.method === 'OPTIONS'
    const method = preflight ? request.headers['access-control-request-method'] : request.method
    if (typeof method !== 'string' || !isPublicWebsiteCall(method, requestPath(request))) return
    // The answer depends on the Origin: no cache may hand one site's answer to another.
    reply.header('vary', 'Origin')
    const origin = request.headers.origin
    if (typeof origin !== 'string' || !allowed.has(origin.toLowerCase())) return
    reply.header('access-control-allow-origin', origin)
    // The API's answers say `same-origin` (http/security-headers.ts). Browsers apply that to
    // no-cors loads only, so a CORS fetch would pass anyway; these answers are meant for the
    // allowed site, and say so.
    reply.header('cross-origin-resource-policy', 'cross-origin')
    if (!preflight) return
    return reply
      .code(204)
      .header('access-control-allow-methods', WEBSITE_CORS.methods)
      .header('access-control-allow-headers', WEBSITE_CORS.headers)
      .header('access-control-max-age', WEBSITE_CORS.maxAge)
      .send()
  })
}
