import { rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { type Plugin, transform } from 'esbuild'
import { defineConfig } from 'tsup'
import { libraryConfig } from '../../tsup.shared'

/** `import css from './styles.css?inline'`: the stylesheet, minified, as a string (as in Vite). */
function inlineCss(): Plugin {
  return {
    name: 'inline-css',
    setup(build) {
      // The path keeps its `?inline`: tsup's own CSS loader takes every path that ends in `.css`.
      build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
        path: `${new URL(args.path, `file://${args.resolveDir}/`).pathname}?inline`,
        namespace: 'inline-css',
      }))
      build.onLoad({ filter: /\?inline$/, namespace: 'inline-css' }, async (args) => {
        const file = args.path.replace(/\?inline$/, '')
        const { code } = await transform(await readFile(file, 'utf8'), {
          loader: 'css',
          minify: true,
        })
        return { contents: code.trim(), loader: 'text' }
      })
    },
  }
}

// The three builds run at once, and a config's `clean` deletes every `*.d.ts` in dist when its
// type build starts, whatever patterns it is given: the first config's clean could delete the
// elements' types after they were written. So no config cleans; dist is emptied once, here.
rmSync('dist', { recursive: true, force: true }) // tsup's outDir, relative to the package like it

export default defineConfig([
  // The React components and the client: ESM + CJS + types; react and the SDK are the app's.
  libraryConfig({ external: ['react', '@ally/sdk'], clean: false }),
  // The stylesheet for React apps: dist/styles.css (`@ally/website-widgets/styles.css`).
  {
    entry: { styles: 'src/styles.css' },
    minify: true,
    clean: false,
  },
  // One script tag for any page: the three custom elements with Preact standing in for React,
  // the SDK pieces and the styles all inside one minified IIFE (dist/elements.js).
  {
    entry: { elements: 'src/elements/index.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    dts: { entry: { elements: 'src/elements/index.ts' } },
    minify: true,
    sourcemap: true,
    clean: false,
    target: 'es2022',
    platform: 'browser',
    noExternal: [/.*/],
    esbuildPlugins: [inlineCss()],
    esbuildOptions(options) {
      options.alias = {
        react: 'preact/compat',
        'react-dom': 'preact/compat',
        'react-dom/client': 'preact/compat/client',
        'react/jsx-runtime': 'preact/compat/jsx-runtime',
      }
      options.define = { ...options.define, 'process.env.NODE_ENV': '"production"' }
      options.legalComments = 'none'
    },
  },
])
