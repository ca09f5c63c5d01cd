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
      stream: 'src/stream.ts',
    },
    esbuildPlugins: [sdkSourcePlugin()],
    // dist/browser is the other build's; keep it.
    clean: ['!browser/**'],
  }),
  // What bundlers for browsers resolve (the `browser` export condition): no summaries, and the
  // SDK's own validator bundled in place of zod/mini (README.md, "Size").
  libraryConfig({
    entry: { index: 'src/index.ts', stream: 'src/stream.ts' },
    outDir: 'dist/browser',
    dts: false,
    noExternal: ['zod/mini'],
    esbuildPlugins: [sdkSourcePlugin({ browser: true })],
  }),
])
