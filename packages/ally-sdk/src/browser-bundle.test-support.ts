import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { sdkSourcePlugin } from '../build/source-plugin'

/**
 * Bundles `contents` (ESM, resolved from src/) the way browsers get the SDK, and imports the
 * bundle: the code under test is then exactly what a browser build runs. Also returns the bundle's
 * text.
 */
export async function importBrowserBundle<T>(
  contents: string,
): Promise<{ module: T; text: string }> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    plugins: [sdkSourcePlugin({ browser: true })],
  })
  const text = result.outputFiles[0]?.text ?? ''
  const dir = mkdtempSync(join(fileURLToPath(new URL('..', import.meta.url)), '.browser-bundle-'))
  try {
    const file = join(dir, 'browser.mjs')
    writeFileSync(file, text)
    return { module: (await import(pathToFileURL(file).href)) as T, text }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
