import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ClientConfig } from './inject-client-config'

/** The plain-HTML pages the full app's build copies from examples/ (docs/website.md). */
export const EXAMPLE_PAGES = /^\/examples\/([a-z0-9-]+)\.html$/

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
}
const escapeAttribute = (value: string) => value.replace(/[&"'<>]/g, (c) => HTML_ESCAPES[c] ?? c)

/**
 * A demo page as a partner would write it, with this server's values in its attributes:
 * `%ALLY_ACCESS_KEY%` becomes the publishable access key, `%ALLY_BASE_URL%` the API's base URL
 * (empty: the page's own origin). Read on each request, so a rebuild shows without a restart.
 */
export function serveExamplePages(app: FastifyInstance, appDir: string, config: ClientConfig) {
  const dir = join(resolve(appDir), 'examples')
  app.get('/examples/:page.html', async (request, reply) => {
    const name = EXAMPLE_PAGES.exec(request.url.split('?')[0] ?? '')?.[1]
    const html = name ? await readFile(join(dir, `${name}.html`), 'utf8').catch(() => null) : null
    if (html === null) {
      return reply.code(404).send({ message: `No such page: ${request.url.split('?')[0]}` })
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        html
          .replaceAll('%ALLY_ACCESS_KEY%', escapeAttribute(config.accessKey))
          .replaceAll('%ALLY_BASE_URL%', escapeAttribute(config.apiBaseUrl)),
      )
  })
}
