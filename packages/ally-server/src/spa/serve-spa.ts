import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type ClientConfig, injectClientConfig } from './inject-client-config'

export interface ServeSpaOptions {
  /** A built single-page app: `index.html` plus hashed files under `assets/`. */
  appDir: string
  clientConfig: ClientConfig
}

export interface SpaFallback {
  /** Whether a request that matched no route gets the page (a deep link) rather than a 404. */
  handles(request: FastifyRequest): boolean
  /** Sends index.html with the configuration injected, or says that the app is not built. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
}

/** Vite names these after their content, so a changed file gets a new URL: cache them for good. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** The page must be revalidated every time, or a deploy would keep loading old asset names. */
export const PAGE_CACHE_CONTROL = 'no-cache'

/** Paths the server owns: never a file of the app, never the page. */
const SERVER_PATHS = /^\/(api|files)(\/|$)/
const ASSET_PATHS = /^\/assets\//

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/'

interface RenderedPage {
  mtimeMs: number
  size: number
  html: string
  etag: string
}

/**
 * Serves a built single-page app on the API's origin: its files with @fastify/static, and
 * index.html (with the client configuration injected) for every other GET, so deep links such as
 * `/dashboard/vendors` load the app. Returns the fallback for the app's not-found handler.
 */
export async function serveSpa(
  app: FastifyInstance,
  options: ServeSpaOptions,
): Promise<SpaFallback> {
  const root = resolve(options.appDir)
  const assetsDir = join(root, 'assets') + sep
  const indexFile = join(root, 'index.html')

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // A missing folder only means the app is not built yet; the fallback says so.
    suppressWarning: true,
    // index.html always goes through the fallback, which injects the configuration.
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // Folders (`/`, `/dashboard/`) would get a 403 from the file server; they get the page.
    allowedPath: (path) =>
      !SERVER_PATHS.test(path) && path !== '/index.html' && !path.endsWith('/'),
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.startsWith(assetsDir) ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL,
      )
    },
  })

  // Re-read only when the file changes, so a rebuild shows up without a restart.
  let cached: RenderedPage | undefined
  async function render(): Promise<RenderedPage | null> {
    const stats = await stat(indexFile).catch(() => null)
    if (!stats?.isFile()) return null
    if (cached?.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached
    const html = injectClientConfig(await readFile(indexFile, 'utf8'), options.clientConfig)
    const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27)
    cached = { mtimeMs: stats.mtimeMs, size: stats.size, html, etag: `"${hash}"` }
    return cached
  }

  return {
    handles(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false
      const path = pathOf(request)
      // A missing hashed asset is a stale page asking for an old build: answering it with HTML
      // would make the browser run the page as a script, so it gets a plain 404 instead.
      return !SERVER_PATHS.test(path) && !ASSET_PATHS.test(path)
    },

    async send(request, reply) {
      const page = await render()
      if (!page) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            'The Ally app is not built yet, so there is no page to show here.\n' +
              'Run `pnpm build` (or point ALLY_APP_DIR at a built app) and reload.\n' +
              'The API is running meanwhile: its documentation is at /api/docs.\n',
          )
      }
      reply
        .header('cache-control', PAGE_CACHE_CONTROL)
        .header('etag', page.etag)
        .header('x-content-type-options', 'nosniff')
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send()
      return reply.code(200).type('text/html; charset=utf-8').send(page.html)
    },
  }
}
