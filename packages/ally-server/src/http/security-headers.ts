import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'

// @fastify/helmet sets the headers. Two pieces stay here, because the plugin cannot say them:
// - Content-Security-Policy: helmet joins directives with ';' and has no option for the '; '
//   this server has always sent (and the tests and the e2e suite read), so its CSP is off and the
//   policy is one string per kind of answer, written below.
// - Which answer gets which set: helmet's per-route options go by the route, but an unknown API
//   path is caught by the app's wildcard route (or none) and must still get the API's set, and
//   HSTS depends on how each request arrived. So one hook picks the set per request and hands it
//   to `reply.helmet()`. @fastify/helmet builds helmet's middleware on each call: 5 µs a call
//   alone, ~11 µs a request (1.5% of the samples) in a profile of the server under load, against
//   0.15 µs for a middleware built once with `helmet` itself, if that ever matters.

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

/** The Strict-Transport-Security header `HSTS_OPTIONS` gives. */
export const HSTS = 'max-age=31536000'

/**
 * One year, and only for this host: the server cannot know that every subdomain of wherever it
 * is deployed serves HTTPS, so no `includeSubDomains` (nor `preload`).
 */
const HSTS_OPTIONS = { maxAge: 31536000, includeSubDomains: false, preload: false }

/**
 * What every answer carries: nosniff (helmet's default), COOP same-origin and no Referer at all
 * (reset links and sign-up tokens travel in URLs: with no Referer they cannot reach another site,
 * nor the access logs of our own proxies, from a page that shows one). Helmet's other defaults
 * are off: this server never sent them.
 */
const EVERY_ANSWER: FastifyHelmetOptions = {
  global: false,
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
}

/** What one kind of answer adds to `EVERY_ANSWER`. */
interface Extra {
  xFrameOptions?: { action: 'deny' | 'sameorigin' }
  crossOriginResourcePolicy?: { policy: 'same-origin' }
}

/** One kind of answer: helmet's options without and with HSTS, and the policy. */
interface HeaderSet {
  plain: Extra
  hsts: Extra & { strictTransportSecurity: typeof HSTS_OPTIONS }
  csp: string
}

const headerSet = (extra: Extra, csp: string): HeaderSet => ({
  plain: extra,
  hsts: { ...extra, strictTransportSecurity: HSTS_OPTIONS },
  csp,
})

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

/** The sets of each kind of answer: the app (pages, files, errors), the API and its docs. */
function headerSets(frameAncestors: readonly string[]) {
  const ancestors = frameAncestors.join(' ')
  // X-Frame-Options names no origin: it can only agree with 'none' or 'self', else it stays out.
  const frameOptions =
    ancestors === "'none'" ? 'deny' : ancestors === "'self'" ? 'sameorigin' : undefined
  const deny = { xFrameOptions: { action: 'deny' } } as const
  return {
    app: headerSet(
      frameOptions ? { xFrameOptions: { action: frameOptions } } : {},
      cspHeader(appCspDirectives(frameAncestors)),
    ),
    // JSON for scripts that ask with CORS; never for another site's <img> or <script>.
    api: headerSet({ ...deny, crossOriginResourcePolicy: { policy: 'same-origin' } }, API_CSP),
    docs: headerSet(deny, DOCS_CSP),
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
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { frameAncestors = NO_FRAME_ANCESTORS, appUrl }: SecurityHeadersOptions = {},
): Promise<void> {
  await app.register(helmet, EVERY_ANSWER)
  const sets = headerSets(frameAncestors)
  const hstsAlways = appUrl?.startsWith('https:') ?? false
  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request)
    const set: HeaderSet = path.startsWith('/api/')
      ? path.startsWith('/api/docs')
        ? sets.docs
        : sets.api
      : sets.app
    // request.protocol is https for a TLS socket, or when a proxy ALLY_TRUST_PROXY trusts says so.
    reply.helmet(hstsAlways || request.protocol === 'https' ? set.hsts : set.plain)
    reply.header('content-security-policy', set.csp)
    done()
  })
}
