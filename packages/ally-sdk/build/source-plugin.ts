import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'esbuild'
import { annotatePureCalls } from './pure-annotations'
import { stripSummaries } from './strip-summaries'

export interface SdkSourceOptions {
  /**
   * Build for browsers: endpoint summaries left out, and the SDK's own validator
   * (src/validator) in place of zod/mini. Node builds keep both for the server and its OpenAPI
   * document. packages/ally-sdk/README.md, "Size", says why.
   */
  browser?: boolean
  filter?: RegExp
}

/** The validator browsers get instead of zod/mini. */
export const BROWSER_VALIDATOR = fileURLToPath(
  new URL('../src/validator/index.ts', import.meta.url),
)

/**
 * The transforms every bundle of the SDK's sources gets: module-scope calls marked pure and, for
 * browsers, the changes above. The published build, the size bench and size tests all use it, so
 * they measure the same code.
 */
export function sdkSourcePlugin(options: SdkSourceOptions = {}): Plugin {
  const filter = options.filter ?? /[\\/]ally-sdk[\\/]src[\\/].*\.ts$/
  return {
    name: 'ally-sdk-source',
    setup(build) {
      if (options.browser) {
        // A schema calling a part of zod the validator lacks must fail the build, not validate
        // nothing at run time.
        build.initialOptions.logOverride = {
          ...build.initialOptions.logOverride,
          'import-is-undefined': 'error',
        }
        build.onResolve({ filter: /^zod\/mini$/ }, ({ importer }) =>
          filter.test(importer) ? { path: BROWSER_VALIDATOR } : undefined,
        )
      }
      build.onLoad({ filter }, async ({ path }) => {
        const source = await readFile(path, 'utf8')
        const stripped = options.browser ? stripSummaries(source, path) : source
        return { contents: annotatePureCalls(stripped, path), loader: 'ts' }
      })
    },
  }
}
