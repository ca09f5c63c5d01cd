import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { sdkSourcePlugin } from '../packages/ally-sdk/build/source-plugin'
const r = await build({ stdin: { contents: "export * from '@ally/sdk'", resolveDir: process.cwd(), loader: 'ts' }, bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, metafile: true, alias: { '@ally/sdk': '/work/main/packages/ally-sdk/src/index.ts' }, plugins: [sdkSourcePlugin({ browser: true })], logLevel: 'silent' })
const out = r.outputFiles[0].contents
console.log('total gz', gzipSync(out, { level: 9 }).length, 'raw', out.length)
const o = Object.values(r.metafile.outputs)[0]
const ins = Object.entries(o.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
for (const [f, v] of ins.slice(0, 40)) console.log(v.bytesInOutput, f.replace(/.*ally-sdk\/src\//, ''))
