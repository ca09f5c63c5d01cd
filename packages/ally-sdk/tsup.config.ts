import { defineConfig } from 'tsup'
import { libraryConfig } from '../../tsup.shared'
import { sdkSourcePlugin } from './build/source-plugin'

export default defineConfig([
  // Node and default: endpoint summaries included, for the server's OpenAPI document.
  libraryConfig({
    entry: {
      index: 'src/index.ts',
      testing: 'src/testing/index.ts',
      dev: 'src/dev.ts',
      website: 'src/website.ts',
      'website-basics': 'src/website-basics.ts',
      passwords: 'src/passwords/index.ts',
    },
    esbuildPlugins: [sdkSourcePlugin()],
    // dist/browser is the other build's; keep it.
    clean: ['!browser/**'],
  }),
  // What bundlers for browsers resolve (the `browser` export condition): no summaries.
  libraryConfig({
    entry: { index: 'src/index.ts' },
    outDir: 'dist/browser',
    dts: false,
    esbuildPlugins: [sdkSourcePlugin({ stripSummaries: true })],
  }),
])
