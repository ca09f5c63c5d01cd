import type { Options } from 'tsup'

/** How every published package builds: ESM + CJS + declarations, for modern runtimes. */
export function libraryConfig(options: Options = {}): Options {
  return {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    ...options,
  }
}
