import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { pureAnnotationsPlugin } from '../packages/ally-sdk/build/pure-annotations'

const sdkEntry = fileURLToPath(new URL('../packages/ally-sdk/src/index.ts', import.meta.url))

/** Bundles a snippet that imports from @ally/sdk the way an app would; returns min and min+gz bytes. */
async function measure(
  contents: string,
  external: string[] = [],
): Promise<{ min: number; gzip: number }> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    alias: { '@ally/sdk': sdkEntry },
    external,
    logLevel: 'silent',
    // The same transform the published build gets (see tsup.config.ts).
    plugins: [pureAnnotationsPlugin()],
  })
  const code = result.outputFiles[0]?.contents ?? new Uint8Array()
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength }
}

export interface SizeRow {
  name: string
  min: number
  gzip: number
  goal?: string
}

export async function sdkSizes(): Promise<SizeRow[]> {
  const whole = await measure(`export * from '@ally/sdk'`)
  const client = await measure(
    `import { createAllyClient } from '@ally/sdk'; export const c = createAllyClient({ baseUrl: '', accessKey: 'k' })`,
  )
  const one = await measure(
    `import { createAllyRequest, login } from '@ally/sdk'; const r = createAllyRequest({ baseUrl: '', accessKey: 'k' }); export const go = () => r(login, { body: { email: 'a@b.co', password: 'x' } })`,
  )
  const rules = await measure(`export { formatMoney, getHomePath } from '@ally/sdk'`)
  const withoutZod = await measure(`export * from '@ally/sdk'`, ['zod', 'zod/*'])
  const zodShare = { min: whole.min - withoutZod.min, gzip: whole.gzip - withoutZod.gzip }
  return [
    { name: '@ally/sdk, everything', ...whole, goal: '≤ 12 kB gz' },
    { name: '@ally/sdk, createAllyClient', ...client },
    { name: '@ally/sdk, one endpoint (login)', ...one, goal: '< whole' },
    { name: '@ally/sdk, two rules only', ...rules },
    { name: '  of everything: zod/mini itself', ...zodShare },
    { name: '  of everything: the rest', ...withoutZod },
  ]
}
