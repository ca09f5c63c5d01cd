import { websiteEndpoints } from '@ally/sdk/website'
import cors, { type FastifyCorsOptions } from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import { requestPath } from '../http/request-path'

// CORS for the public website's calls only (docs/website.md#cors), by @fastify/cors: the sites
// named in `ALLY_WEBSITE_ORIGINS` may call them from their pages' scripts. Every other endpoint
// (the operator's deal editing under the same prefix included) stays same-origin: the app is
// served on the API's own origin and needs none. Which call is public goes by method and path
// (POST /deals is the operator's, GET /deals the site's), and for a preflight by the method it
// asks for, so the plugin's options are chosen per request; with per-request options it adds
// `Vary: Origin` to every answer once origins are configured (harmless: caches only split more).

/** What an allowed site's preflight is told; the access key travels in a header of its own. */
export const WEBSITE_CORS = {
  methods: 'GET, POST',
  allowedHeaders: 'content-type, access-key',
  /** Seconds a browser may keep a preflight's answer. */
  maxAge: 600,
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
 * key (nor any header of the page's own), and must not be refused for lacking it. The plugin
 * answers preflights from its hook, before any route: there is no OPTIONS endpoint in the
 * contract (`refuseUndeclaredApiRoutes` would refuse one).
 */
export async function registerWebsiteCors(
  app: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  if (!origins.length) return
  const allowed = new Set(origins.map((origin) => origin.toLowerCase()))
  const publicCall: FastifyCorsOptions = {
    ...WEBSITE_CORS,
    // Any other origin gets no CORS at all: its preflight goes on to the access-key check (403).
    origin: (origin, callback) =>
      callback(null, origin !== undefined && allowed.has(origin.toLowerCase())),
    strictPreflight: false,
  }
  const otherCall: FastifyCorsOptions = { origin: false }
  await app.register(cors, {
    delegator: (request, callback) => {
      const preflight = request.method === 'OPTIONS'
      const method = preflight ? request.headers['access-control-request-method'] : request.method
      const isPublic =
        typeof method === 'string' && isPublicWebsiteCall(method, requestPath(request))
      callback(null, isPublic ? publicCall : otherCall)
    },
  })
  // Not CORS, so not the plugin's: the API's answers say `same-origin`
  // (http/security-headers.ts). Browsers apply that to no-cors loads only, so a CORS fetch would
  // pass anyway; these answers are meant for the allowed site, and say so.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.hasHeader('access-control-allow-origin')) {
      reply.header('cross-origin-resource-policy', 'cross-origin')
    }
    done(null, payload)
  })
}
