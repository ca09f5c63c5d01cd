import type { FastifyInstance, FastifyRequest } from 'fastify'

/** A Content-Security-Policy's directives, each with its sources, in the order they are sent. */
export type CspDirectives = Record<string, readonly string[]>

/** The header value for `directives`. */
export const cspHeader = (directives: CspDirectives) =>
  Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ')

/** Who may frame the app's pages when nothing is configured: nobody. */
export const NO_FRAME_ANCESTORS: readonly string[] = ["'none'"]

/**
 * What the app's pages may load: their own origin's files and nothing inline but styles. No
 * inline script at all: the configuration travels as a JSON data block, which is never run.
 * Inline styles are allowed because the build inlines small stylesheets into the page, and sonner
 * and react-aria add `<style>` elements as they run (hashes would have to follow both libraries
 * byte for byte); with every fetch directive at 'self', injected CSS has nowhere to send data.
 * `frameAncestors` is `ALLY_FRAME_ANCESTORS`, for partners who embed the app.
 */
export function appCspDirectives(frameAncestors = NO_FRAME_ANCESTORS): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // https: for the hot deals' pictures, which the operator links from wherever they are hosted
    // (docs/website.md); an image can run nothing, and no Referer goes with it.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  }
}

/** API answers are JSON: nothing in them may load anything or be framed. */
const API_CSP = cspHeader({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })

/** Swagger UI (`/api/docs`) needs no more than the app, and no partner frames it. */
const DOCS_CSP = cspHeader(appCspDirectives())

/**
 * One year, and only for this host: the server cannot know that every subdomain of wherever it
 * is deployed serves HTTPS, so no `includeSubDomains` (nor `preload`).
 */
export const HSTS = 'max-age=31536000'

export interface SecurityHeadersOptions {
  /** CSP `frame-ancestors` of the app's pages (`ALLY_FRAME_ANCESTORS`); `'none'` by default. */
  frameAncestors?: readonly string[]
  /**
   * The app's public URL (`APP_URL`). When it is https, browsers reach the server over TLS (a
   * proxy in front terminates it), so every response carries HSTS even if the proxy is not one
   * `ALLY_TRUST_PROXY` trusts to say so.
   */
  appUrl?: string
}

type Headers = Record<string, string>

/** The headers of each kind of response: the app (pages, files, errors), the API and its docs. */
export interface SecurityHeaderSets {
  app: Headers
  api: Headers
  docs: Headers
}

/**
 * The headers of each kind of response, built once: the hook that runs on every request only
 * picks a ready-made set.
 */
export function securityHeaderSets({
  frameAncestors = NO_FRAME_ANCESTORS,
  appUrl,
}: SecurityHeadersOptions = {}): SecurityHeaderSets {
  const common: Headers = {
    'x-content-type-options': 'nosniff',
    // Reset links and sign-up tokens travel in URLs: with no Referer at all they cannot reach
    // another site, nor the access logs of our own proxies, from a page that shows one.
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    ...(appUrl?.startsWith('https:') ? { 'strict-transport-security': HSTS } : {}),
  }
  const ancestors = frameAncestors.join(' ')
  // X-Frame-Options names no origin: it can only agree with 'none' or 'self', else it stays out.
  const frameOptions =
    ancestors === "'none'" ? 'DENY' : ancestors === "'self'" ? 'SAMEORIGIN' : undefined
  return {
    app: {
      ...common,
      'content-security-policy': cspHeader(appCspDirectives(frameAncestors)),
      ...(frameOptions ? { 'x-frame-options': frameOptions } : {}),
    },
    api: {
      ...common,
      'content-security-policy': API_CSP,
      'x-frame-options': 'DENY',
      // JSON for scripts that ask with CORS; never for another site's <img> or <script>.
      'cross-origin-resource-policy': 'same-origin',
    },
    docs: { ...common, 'content-security-policy': DOCS_CSP, 'x-frame-options': 'DENY' },
  }
}

/**
 * The path a request is judged by: the API route it matched (`/%61pi/…` reaches one too), else the
 * URL as sent (the app's file server has a catch-all route, and unknown paths none).
 */
function pathOf(request: FastifyRequest): string {
  const routed = request.routeOptions.url
  return routed?.startsWith('/api/') ? routed : request.url
}

/**
 * Adds the security headers to every response: the app's pages and files, the API, its docs, and
 * errors. Set first, as the request arrives, so that a route which sets its own header (the
 * stricter CSP of `/files`) replaces the default rather than being replaced by it.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions = {},
): void {
  const sets = securityHeaderSets(options)
  const hstsByRequest = !sets.app['strict-transport-security']
  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request)
    reply.headers(
      path.startsWith('/api/') ? (path.startsWith('/api/docs') ? sets.docs : sets.api) : sets.app,
    )
    // request.protocol is https for a TLS socket, or when a proxy ALLY_TRUST_PROXY trusts says so.
    if (hstsByRequest && request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS)
    }
    done()
  })
}
