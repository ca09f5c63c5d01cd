import { cpSync } from 'node:fs'
import { defineConfig } from 'tsup'
import { libraryConfig } from '../../tsup.shared'

export default defineConfig(
  libraryConfig({
    entry: { index: 'src/index.ts', server: 'src/server.ts' },
    // A Node server: ESM only, so `import.meta.url` finds the migrations beside the build.
    format: ['esm'],
    target: 'node24',
    async onSuccess() {
      cpSync('src/db/migrations', 'dist/migrations', { recursive: true })
    },
  }),
)
