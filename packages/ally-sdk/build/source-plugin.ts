import { readFile } from 'node:fs/promises'
import type { Plugin } from 'esbuild'
import { annotatePureCalls } from './pure-annotations'
import { stripSummaries } from './strip-summaries'

export interface SdkSourceOptions {
  /** Leave endpoint summaries out (browser builds); Node builds keep them for the OpenAPI document. */
  stripSummaries?: boolean
  filter?: RegExp
}

/**
 * The transforms every bundle of the SDK's sources gets: module-scope calls marked pure and, for
 * browsers, endpoint summaries removed. The published build, the size bench and size tests all
 * use it, so they measure the same code.
 */
export function sdkSourcePlugin(options: SdkSourceOptions = {}): Plugin {
  const filter = options.filter ?? /[\\/]ally-sdk[\\/]src[\\/].*\.ts$/
  return {
    name: 'ally-sdk-source',
    setup(build) {
      build.onLoad({ filter }, async ({ path }) => {
        const source = await readFile(path, 'utf8')
        const stripped = options.stripSummaries ? stripSummaries(source, path) : source
        return { contents: annotatePureCalls(stripped, path), loader: 'ts' }
      })
    },
  }
}
