import { defineConfig } from 'tsup'
import { libraryConfig } from '../../tsup.shared'
import { pureAnnotationsPlugin } from './build/pure-annotations'

export default defineConfig(
  libraryConfig({
    entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
    esbuildPlugins: [pureAnnotationsPlugin()],
  }),
)
