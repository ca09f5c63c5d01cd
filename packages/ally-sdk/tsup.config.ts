import { defineConfig } from 'tsup'
import { pureAnnotationsPlugin } from './build/pure-annotations'

export default defineConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  esbuildPlugins: [pureAnnotationsPlugin()],
})
