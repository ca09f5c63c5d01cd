import type { FastifyRequest } from 'fastify'

/** A URL's path, percent-decoded as the router decodes it; as sent when it does not decode. */
export function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? ''
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * The path a request is judged by: the API route the router matched, not the raw URL
 * (`/%61pi/v1/…` reaches `/api/v1/…` routes, so a string test on the raw URL let it through).
 * Other paths (unrouted, preflights, or caught by the app's static wildcard) by their decoded path.
 */
export function requestPath(request: FastifyRequest): string {
  const routed = request.routeOptions.url
  return routed?.startsWith('/api/') ? routed : decodedPath(request.url)
}
