import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { kB } from './format'

// The JavaScript and CSS a cold load of each dashboard route downloads before its first paint,
// read from the built app's Vite manifest rather than timed: the same build gives the same bytes
// on any machine, however busy. `tsx bench/route-bytes.ts [dist folder] [--files]` after
// `vite build --manifest` in examples/full-app (the default folder).

/** One entry of `dist/.vite/manifest.json`, keyed by source path (or `_name-hash.js`). */
interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

/**
 * The page modules each route opens before it paints, as vite.config.ts's ROUTE_PAGES (the
 * server preloads them) and App.tsx / DashboardPages.tsx load them.
 */
const DASHBOARD = 'src/pages/DashboardPages.tsx'
const SOURCING = 'src/pages/SourcingPages.tsx'
export const ROUTES: readonly { path: string; pages: string[] }[] = [
  { path: '/dashboard', pages: [DASHBOARD] },
  { path: '/dashboard/quotes', pages: [DASHBOARD, SOURCING] },
  { path: '/dashboard/rfqs', pages: [DASHBOARD, SOURCING] },
  { path: '/dashboard/purchase-orders', pages: [DASHBOARD, SOURCING] },
  { path: '/dashboard/shipment', pages: [DASHBOARD, SOURCING] },
  { path: '/dashboard/vendors', pages: [DASHBOARD, 'src/pages/VendorPages.tsx'] },
]

/** `key`'s file and stylesheets with everything it imports statically, imports first. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the manifest`)
  if (files.has(chunk.file)) return files
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files)
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  return files
}

/**
 * Every file a cold load of `pages` fetches before it paints: the entry (index.html) with its
 * static imports, the start modules main.tsx imports (render, App), and the pages.
 */
export function routeFiles(manifest: Manifest, pages: string[]): string[] {
  const files = closure(manifest, 'index.html')
  for (const start of manifest['index.html']?.dynamicImports ?? []) closure(manifest, start, files)
  for (const page of pages) closure(manifest, page, files)
  return [...files]
}

export interface RouteBytes {
  path: string
  files: number
  js: { raw: number; gzip: number }
  css: { raw: number; gzip: number }
}

/** Raw and gzip -9 bytes of each route's JavaScript and CSS in the build at `dist`. */
export function routeBytes(dist: string): { rows: RouteBytes[]; files: Map<string, string[]> } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const sizes = new Map<string, { raw: number; gzip: number }>()
  const sizeOf = (file: string) => {
    let size = sizes.get(file)
    if (!size) {
      const bytes = readFileSync(join(dist, file))
      size = { raw: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength }
      sizes.set(file, size)
    }
    return size
  }
  const files = new Map<string, string[]>()
  const rows = ROUTES.map(({ path, pages }) => {
    const list = routeFiles(manifest, pages)
    files.set(path, list)
    const row: RouteBytes = {
      path,
      files: list.length,
      js: { raw: 0, gzip: 0 },
      css: { raw: 0, gzip: 0 },
    }
    for (const file of list) {
      const kind = file.endsWith('.css') ? row.css : row.js
      const size = sizeOf(file)
      kind.raw += size.raw
      kind.gzip += size.gzip
    }
    return row
  })
  return { rows, files }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2)
  const dist = args.find((arg) => !arg.startsWith('--')) ?? 'examples/full-app/dist'
  const { rows, files } = routeBytes(dist)
  console.table(
    rows.map((row) => ({
      route: row.path,
      files: row.files,
      'JS raw': kB(row.js.raw),
      'JS gzip': kB(row.js.gzip),
      'CSS raw': kB(row.css.raw),
      'CSS gzip': kB(row.css.gzip),
      'total raw': kB(row.js.raw + row.css.raw),
      'total gzip': kB(row.js.gzip + row.css.gzip),
    })),
  )
  if (args.includes('--files')) {
    for (const [path, list] of files) console.log(`\n${path}\n  ${list.join('\n  ')}`)
  }
}
