import { build } from './node_modules/.pnpm/esbuild@0.25.9/node_modules/esbuild/lib/main.js'
import { gzipSync } from 'node:zlib'
const r = await build({ stdin: { contents: "export * from './packages/ally-sdk/dist/browser/index.js'", resolveDir: process.cwd() }, bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', write: false })
const code = r.outputFiles[0].contents
console.log('min', code.length, 'gzip9', gzipSync(code, { level: 9 }).length)
