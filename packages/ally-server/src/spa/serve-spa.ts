import { readFile, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { findAppRoute } from '@ally/sdk'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type ClientConfig, injectClientConfig } from './inject-client-config'
import { makePageVariants, type PageVariants } from './page-variants'
import { preloadLinks, type RoutePreload, takeRoutePreloads } from './route-preloads'
import { EXAMPLE_PAGES, serveExamplePages } from './serve-examples'

export interface ServeSpaOptions {
  /** A built single-page app: `index.html` plus hashed files under `assets/`. */
  appDir: string
  clientConfig: ClientConfig
}

export interface SpaFallback {
  /** Whether a request that matched no route gets the page (a deep link) rather than a 404. */
  handles(request: FastifyRequest): boolean
  /**
   * Sends index.html with the configuration injected (status 404 when the path is no page of the
   * app, which then shows its not-found screen), or says that the app is not built.
   */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
}

/** Vite names these after their content, so a changed file gets a new URL: cache them for good. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** The page must be revalidated every time, or a deploy would keep loading old asset names. */
export const PAGE_CACHE_CONTROL = 'no-cache'

/** Paths the server owns: never a file of the app, never the page. */
const SERVER_PATHS = /^\/(api|files)(\/|$)/
const ASSET_PATHS = /^\/assets\//
/** The page (and its build-time .br/.gz copies) only ever goes out with the configuration in it. */
const RAW_PAGE = /^\/index\.html/

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/'

interface RenderedPage {
  mtimeMs: number
  size: number
  /** The page for `path`, with the preload links of the route it opens on. */
  variantsFor(path: string): PageVariants
}

/**
 * The page, one copy per route of its preload list (and one without links), each compressed once
 * and only when first asked for.
 */
function renderPage(html: string, clientConfig: ClientConfig) {
  const { html: page, at, routes } = takeRoutePreloads(injectClientConfig(html, clientConfig))
  const copies = new Map<RoutePreload | undefined, PageVariants>()
  return (path: string) => {
    const route = routes.find(({ pattern }) => pattern.test(path))
    let variants = copies.get(route)
    if (!variants) {
      const links = route ? preloadLinks(route.files) : ''
      variants = makePageVariants(`${page.slice(0, at)}${links}${page.slice(at)}`)
      copies.set(route, variants)
    }
    return variants
  }
}

/**
 * Serves a built single-page app on the API's origin: its files (pre-compressed copies when the
 * browser takes them) with @fastify/static, and index.html (with the client configuration
 * injected and preload links for the page the path opens, compressed once) for every other GET,
 * so deep links such as `/dashboard/vendors` load the app; paths that are no page get it with
 * status 404. Returns the fallback for the app's not-found handler.
 */
// ~85 lines on purpose: the files, the index with its injected configuration, and the fallback
// share the app's folder and the compressed index; each is a short handler inside.
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
    // The build leaves .br and .gz next to each file; the one the browser accepts goes out as is.
    preCompressed: true,
    // Folders (`/`, `/dashboard/`) would get a 403 from the file server; they get the page.
    // Example pages go out with this server's access key filled in (serve-examples.ts).
    allowedPath: (path) =>
      !SERVER_PATHS.test(path) &&
      !RAW_PAGE.test(path) &&
      !EXAMPLE_PAGES.test(path.replace(/\.(br|gz)$/, '')) &&
      !path.endsWith('/'),
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.startsWith(assetsDir) ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL,
      )
    },
  })

  serveExamplePages(app, root, options.clientConfig)

  // Re-read only when the file changes, so a rebuild shows up without a restart.
  let cached: RenderedPage | undefined
  async function render(): Promise<RenderedPage | null> {
    const stats = await stat(indexFile).catch(() => null)
    if (!stats?.isFile()) return null
    if (cached?.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached
    const variantsFor = renderPage(await readFile(indexFile, 'utf8'), options.clientConfig)
    cached = { mtimeMs: stats.mtimeMs, size: stats.size, variantsFor }
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
      const path = pathOf(request)
      const variants = page.variantsFor(path)
      const variant = variants.pick(request.headers['accept-encoding'])
      reply
        .header('cache-control', PAGE_CACHE_CONTROL)
        .header('vary', 'accept-encoding')
        .header('x-content-type-options', 'nosniff')
      // The app's own router shows the not-found screen; the status tells crawlers and tools.
      if (!findAppRoute(path)) reply.code(404)
      else {
        reply.code(200).header('etag', variant.etag)
        if (variants.matches(request.headers['if-none-match'])) return reply.code(304).send()
      }
      if (variant.encoding !== 'identity') reply.header('content-encoding', variant.encoding)
      return reply.type('text/html; charset=utf-8').send(variant.body)
    },
  }
}
