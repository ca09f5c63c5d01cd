import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { sdkSourcePlugin } from '../packages/ally-sdk/build/source-plugin'

const root = fileURLToPath(new URL('..', import.meta.url))
const sdkSource = join(root, 'packages/ally-sdk/src')
const sdkEntry = join(sdkSource, 'index.ts')
const sdkBrowserBuild = join(root, 'packages/ally-sdk/dist/browser/index.js')

/** Bundles a snippet that imports from @ally/sdk the way an app would; returns min and min+gz bytes. */
async function measure(contents: string): Promise<{ min: number; gzip: number }> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    alias: { '@ally/sdk': sdkEntry },
    logLevel: 'silent',
    // The same transform the published build gets (see tsup.config.ts).
    plugins: [sdkSourcePlugin({ browser: true })],
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
  // The parts of everything, each bundled alone (so they add up to a little more than the whole).
  const validator = await measure(`export * from '${sdkSource}/validator/index.ts'`)
  const contract = await measure(`export * from '${sdkSource}/contract/index.ts'`)
  const part = (a: typeof whole, b: typeof whole) => ({ min: a.min - b.min, gzip: a.gzip - b.gzip })
  return [
    { name: '@ally/sdk, everything', ...whole, goal: 'goal ≤ 12 kB' },
    { name: '@ally/sdk, createAllyClient', ...client },
    { name: '@ally/sdk, one endpoint (login)', ...one, goal: 'goal ≤ 6 kB' },
    { name: '@ally/sdk, two rules only', ...rules },
    { name: '  of everything: the validator (zod/mini in Node)', ...validator },
    { name: '  of everything: the contract, without the validator', ...part(contract, validator) },
    { name: '  of everything: client, sessions and rules', ...part(whole, contract) },
  ]
}

/**
 * One budget: what was measured against its limit, which fails the bench (and CI) when exceeded.
 * `goal` is where the product wants to be when the budget has to sit above it for now; a goal not
 * yet met is printed, never hidden.
 */
export interface Budget {
  name: string
  figure: string
  limit: string
  met: boolean
  goal?: { target: string; met: boolean }
}

interface SizeLimitResult {
  name: string
  passed?: boolean
  size?: number
  sizeLimit?: number
}

const decimalKb = (bytes: number | undefined) =>
  bytes === undefined ? '?' : `${(bytes / 1000).toFixed(2)} kB`

/**
 * The size budgets of .size-limit.js, measured by size-limit itself on the built packages, so
 * `pnpm size` and `pnpm bench` cannot disagree. Run after loginJs(), which lists /login's scripts.
 */
export function sizeBudgets(): Budget[] {
  if (!existsSync(sdkBrowserBuild)) {
    return [
      {
        name: 'size budgets (.size-limit.js)',
        figure: 'not built',
        limit: 'run `pnpm build` first',
        met: false,
      },
    ]
  }
  const run = spawnSync(join(root, 'node_modules/.bin/size-limit'), ['--json'], {
    cwd: root,
    encoding: 'utf8',
  })
  let results: SizeLimitResult[] | { error: string }
  try {
    results = JSON.parse(run.stdout) as SizeLimitResult[] | { error: string }
  } catch {
    results = { error: run.stderr || run.stdout || `size-limit exited with ${run.status}` }
  }
  if (!Array.isArray(results)) {
    return [
      {
        name: 'size budgets (.size-limit.js)',
        figure: 'size-limit failed',
        limit: results.error.split('\n')[0] ?? '',
        met: false,
      },
    ]
  }
  return results.map((result) => {
    const goal = SIZE_GOALS[result.name]
    return {
      name: result.name,
      figure: decimalKb(result.size),
      limit: `≤ ${decimalKb(result.sizeLimit)}`,
      met: result.passed === true,
      ...(goal
        ? {
            goal: {
              target: `≤ ${decimalKb(goal)}`,
              met: (result.size ?? Number.POSITIVE_INFINITY) <= goal,
            },
          }
        : {}),
    }
  })
}

/**
 * The SDK's goals in bytes; its budgets in .size-limit.js sit above them, for the reasons in
 * packages/ally-sdk/README.md ("Size").
 */
const SIZE_GOALS: Record<string, number> = {
  '@ally/sdk, everything': 12_000,
  '@ally/sdk, one endpoint (createAllyRequest + login)': 6_000,
}
