import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import react from '@vitejs/plugin-react'
import {
  defaultClientConditions,
  defineConfig,
  type HtmlTagDescriptor,
  type Plugin,
  type Rollup,
} from 'vite'
import { BROWSER_VALIDATOR } from '../../packages/ally-sdk/build/source-plugin'
import { stripSummaries } from '../../packages/ally-sdk/build/strip-summaries'
import { interCore } from './build/inter-core'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text the browser fetches; source maps only go to developer tools, which take them plain. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

/**
 * Writes a `.br` (best quality) and a `.gz` (level 9) beside each text file of the build, so the
 * server sends them as they are instead of compressing on every request (or not at all). A copy
 * that would not be smaller is left out, and the server then sends the plain file.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'ally:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const source = await readFile(file)
        if (source.byteLength < MIN_BYTES) continue
        const copies = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
            },
          }).then((bytes) => [`${file}.br`, bytes] as const),
          gzipAsync(source, { level: 9 }).then((bytes) => [`${file}.gz`, bytes] as const),
        ])
        for (const [path, bytes] of copies) {
          if (bytes.byteLength < source.byteLength) await writeFile(path, bytes)
        }
      }
    },
  }
}

/**
 * The page modules each path opens first, so the browser can fetch them alongside the app's entry
 * instead of after it: below /dashboard, the frame and the section the page is in, which the
 * frame would otherwise ask for only once it had rendered (docs/performance.md#cold-loads). Only
 * a hint: a path missing here still works, a round trip or two later. The first match wins.
 */
const DASHBOARD = 'src/pages/DashboardPages.tsx'
const ROUTE_PAGES: [RegExp, string[]][] = [
  [/^\/login\/?$/i, ['src/pages/LoginPage.tsx']],
  [/^\/(about|faqs|cookie-policy|newsletter\/[a-z]+)?\/?$/i, ['src/pages/WebsitePages.tsx']],
  [
    /^\/dashboard\/(rfqs?|quotes|order|purchase-orders|shipment)(\/|$)/i,
    [DASHBOARD, 'src/pages/SourcingPages.tsx'],
  ],
  [/^\/dashboard\/vendors?(\/|$)/i, [DASHBOARD, 'src/pages/VendorPages.tsx']],
  [/^\/dashboard\/settings\/?$/i, [DASHBOARD, 'src/pages/SettingsPage.tsx']],
  [/^\/dashboard\/analytics\/?$/i, [DASHBOARD, 'src/pages/AnalyticsPage.tsx']],
  [/^\/dashboard(\/|$)/i, [DASHBOARD]],
  [/^\/vendor\//i, ['src/pages/VendorPortalPages.tsx']],
  [
    /^\/(register|forgot-password|reset-password|registration-success|verify|change-email|google-auth|onboarding)(\/|$)/i,
    ['src/pages/AccountPages.tsx'],
  ],
]

/**
 * A chunk's JavaScript and CSS with everything it imports statically, by URL, what it imports
 * first: its stylesheets then come in the order the app's modules import them (a component's CSS
 * before the CSS of the screens that use it).
 */
function chunkFiles(
  bundle: Rollup.OutputBundle,
  fileName: string,
  files: string[] = [],
  seen = new Set<string>(),
): string[] {
  const chunk = bundle[fileName]
  if (chunk?.type !== 'chunk' || seen.has(fileName)) return files
  seen.add(fileName)
  for (const imported of chunk.imports) chunkFiles(bundle, imported, files, seen)
  files.push(fileName, ...(chunk.viteMetadata?.importedCss ?? []))
  return files
}

/** Where the page lists each route's page files; the server reads it (ally-server, spa/). */
const ROUTE_PRELOADS_ID = 'ally-route-preloads'

/**
 * Shapes the built page for a fast first paint: the page lists, for each path of ROUTE_PAGES, its
 * page chunk and CSS (a JSON data block, `#ally-route-preloads`). The server turns the entry for the path it serves into preload links in the page, so the
 * browser fetches that chunk while the entry still downloads, without a script (the server's
 * Content-Security-Policy allows no inline script) or a request more. A host that ignores the
 * list still works, one round trip later.
 *
 * Stylesheets stay links, however small: the lazily loaded pages list the entry's stylesheets
 * among their dependencies, and Vite's loader fetches (and waits for) every one it finds no
 * `<link rel="stylesheet">` for. An inlined stylesheet was therefore fetched again once the entry
 * had run, one round trip before the first page could render.
 */
function firstPaint(): Plugin {
  return {
    name: 'ally:first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html
        const loaded = new Set(chunkFiles(bundle, chunk.fileName))
        const moduleFile = (source: string) =>
          Object.values(bundle).find(
            (out) => out.type === 'chunk' && out.facadeModuleId?.endsWith(`/${source}`),
          )?.fileName
        // The modules every page starts with, which main.tsx imports with import() one after
        // another so that each is evaluated in a task of its own: fetched from the start,
        // stylesheets as links.
        const startFiles = chunk.dynamicImports.flatMap((file) =>
          chunkFiles(bundle, file).filter((name) => !loaded.has(name)),
        )
        const startTags = [...new Set(startFiles)].map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: file.endsWith('.css')
              ? { rel: 'stylesheet', crossorigin: true, href: `/${file}` }
              : { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }),
        )
        for (const file of startFiles) loaded.add(file)
        const preloads = ROUTE_PAGES.flatMap(([path, sources]) => {
          const pageFiles = sources.map(moduleFile)
          if (pageFiles.some((file) => !file)) return []
          const files = pageFiles
            .flatMap((file) => chunkFiles(bundle, file as string))
            .filter((name) => !loaded.has(name))
          return [[path.source, path.flags, [...new Set(files)]] as const]
        })
        const list: HtmlTagDescriptor = {
          tag: 'script',
          attrs: { type: 'application/json', id: ROUTE_PRELOADS_ID },
          // `<` escaped, so that nothing in it can close the element.
          children: JSON.stringify(preloads).replaceAll('<', '\\u003c'),
          injectTo: 'head',
        }
        return { html, tags: [...startTags, list] }
      },
    },
  }
}

const here = dirname(fileURLToPath(import.meta.url))

/** The plain-HTML demo (examples/website-widgets) and the widgets' one-script bundle. */
const WEBSITE_DEMO = {
  page: resolve(here, '../website-widgets/index.html'),
  css: resolve(here, '../website-widgets/host.css'),
  elements: resolve(here, '../../packages/ally-website-widgets/dist/elements.js'),
}

/**
 * Ships the website widgets' demo with the app, so `pnpm start` serves it: the page at
 * `/examples/website-widgets.html` (the server fills in its access key) and the custom elements at
 * `/widgets/ally-website-widgets.js`, the one script tag a marketing site adds (docs/website.md).
 * The widgets package builds first (the app depends on it).
 */
function websiteWidgetsDemo(): Plugin {
  return {
    name: 'ally:website-widgets-demo',
    apply: 'build',
    async generateBundle() {
      const files: [string, string][] = [
        ['examples/website-widgets.html', WEBSITE_DEMO.page],
        ['examples/host.css', WEBSITE_DEMO.css],
        ['widgets/ally-website-widgets.js', WEBSITE_DEMO.elements],
      ]
      for (const [fileName, from] of files) {
        this.emitFile({ type: 'asset', fileName, source: await readFile(from) })
      }
    },
  }
}

/**
 * The app bundles the SDK from source, so it gets what the SDK's own browser build does: no
 * endpoint summaries (prose for the OpenAPI document that no browser reads) and the SDK's validator
 * in place of zod/mini, which validates the same way in a fraction of the size
 * (packages/ally-sdk/README.md, "Size"). Development and tests keep zod.
 */
function sdkForBrowsers(): Plugin {
  const sdkSource = /[\\/]ally-sdk[\\/]src[\\/]/
  const contract = /[\\/]ally-sdk[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/
  return {
    name: 'ally:sdk-for-browsers',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'zod/mini' && importer && sdkSource.test(importer)) return BROWSER_VALIDATOR
      return null
    },
    transform(code, id) {
      if (!contract.test(id)) return null
      return { code: stripSummaries(code, id), map: null }
    },
  }
}

export default defineConfig({
  plugins: [
    // The app speaks en-US only (docs/performance.md#one-language): react-aria's own strings (its
    // screen-reader labels) for its 33 other languages would only be downloaded.
    optimizeLocales.vite({ locales: ['en-US'] }),
    interCore({ cacheDir: join(here, 'node_modules/.cache/inter-core') }),
    sdkForBrowsers(),
    react(),
    firstPaint(),
    websiteWidgetsDemo(),
    precompress(),
  ],
  // Workspace packages from source, like the tests: no stale builds in the app.
  resolve: { conditions: ['@ally/source', ...defaultClientConditions] },
  server: {
    // `pnpm --filter full-app dev` next to `pnpm start`: the API stays on the server's port.
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Fonts stay files: a data: URL would break the server's font-src 'self'.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
})
