import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { sdkSourcePlugin } from '../packages/ally-sdk/build/source-plugin'
import { type Budget, measuredBudget, notMeasured } from './budgets'
import { kB } from './format'

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
  const code = result.outputFiles[0]?.contents
  // No output would print as a 0 kB bundle.
  if (!code?.byteLength) throw new Error(`esbuild wrote nothing for: ${contents}`)
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

interface SizeLimitResult {
  name: string
  passed?: boolean
  size?: number
  sizeLimit?: number
}

/** The name of /login's budget in .size-limit.js, which measures the scripts loginJs() listed. */
export const LOGIN_SIZE_BUDGET = 'full app, JavaScript of a first visit to /login'

/** Every budget .size-limit.js declares, by name and limit, to list them when none was measured. */
async function declaredBudgets(): Promise<{ name: string; limit: string }[]> {
  try {
    const config = (await import(pathToFileURL(join(root, '.size-limit.js')).href)) as {
      default: { name: string; limit: string }[]
    }
    return config.default.map(({ name, limit }) => ({ name, limit: `≤ ${limit}` }))
  } catch (error) {
    console.error('bench: could not read .size-limit.js:', error)
    return [{ name: 'size budgets (.size-limit.js)', limit: 'see .size-limit.js' }]
  }
}

/**
 * The size budgets of .size-limit.js, measured by size-limit itself on the built packages, so
 * `pnpm size` and `pnpm bench` cannot disagree. Run after loginJs(), which lists /login's scripts;
 * `loginScriptsMissing` says why it could not, and /login's budget is then not measured (without
 * the list, size-limit would measure only the scripts index.html names).
 */
export async function sizeBudgets(loginScriptsMissing?: string): Promise<Budget[]> {
  const noneMeasured = async (why: string) =>
    (await declaredBudgets()).map(({ name, limit }) =>
      notMeasured({ name, limit, why, goal: goalOf(name) }),
    )
  if (!existsSync(sdkBrowserBuild)) return noneMeasured('not built: run `pnpm build` first')
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
    return noneMeasured(`size-limit failed: ${results.error.split('\n')[0] ?? ''}`)
  }
  return results.map((result) => {
    const limit = result.sizeLimit === undefined ? '?' : `≤ ${kB(result.sizeLimit)}`
    const goal = goalOf(result.name)
    if (result.name === LOGIN_SIZE_BUDGET && loginScriptsMissing !== undefined) {
      return notMeasured({
        name: result.name,
        limit,
        why: `the scripts /login loads were not listed (${loginScriptsMissing})`,
        goal,
      })
    }
    if (result.size === undefined) {
      return notMeasured({ name: result.name, limit, why: 'size-limit gave no size', goal })
    }
    const goalBytes = SIZE_GOALS[result.name]
    return measuredBudget({
      name: result.name,
      figure: kB(result.size),
      limit,
      met: result.passed === true,
      ...(goal === undefined || goalBytes === undefined
        ? {}
        : { goal: { target: goal, met: result.size <= goalBytes } }),
    })
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

/** A budget's goal as printed, if it has one. */
function goalOf(name: string): string | undefined {
  const bytes = SIZE_GOALS[name]
  return bytes === undefined ? undefined : `≤ ${kB(bytes)}`
}
