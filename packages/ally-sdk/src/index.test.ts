import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sdkSourcePlugin } from '../build/source-plugin'
import { importBrowserBundle } from './browser-bundle.test-support'
import { allyContract, type Endpoint } from './contract'

const entry = fileURLToPath(new URL('./index.ts', import.meta.url))
const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator']

afterEach(() => {
  for (const name of browserGlobals) delete (globalThis as Record<string, unknown>)[name]
  vi.resetModules()
})

describe('@ally/sdk is safe to import anywhere', () => {
  it('touches no browser global while it loads, and works without storage on a server', async () => {
    for (const name of browserGlobals) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          throw new Error(`${name} was touched while importing the SDK`)
        },
      })
    }
    const sdk = await import('./index')
    for (const name of browserGlobals) delete (globalThis as Record<string, unknown>)[name]
    const client = sdk.createAllyClient({ baseUrl: 'https://api.example.test', accessKey: 'pk' })
    expect(client.session.get()).toBeNull()
    expect(typeof client.vendors.listVendors).toBe('function')
  })

  it('bundles for a neutral platform: no Node built-ins, no React', async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      platform: 'neutral',
      mainFields: ['module', 'main'],
      metafile: true,
      logLevel: 'silent',
      plugins: [sdkSourcePlugin({ browser: true })],
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.filter((path) => /^node:|react/.test(path))).toEqual([])
  })

  it('is tree-shakable: one endpoint leaves the other schemas out', async () => {
    const bundle = async (contents: string) => {
      const result = await build({
        stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
        bundle: true,
        write: false,
        minify: true,
        format: 'esm',
        logLevel: 'silent',
        plugins: [sdkSourcePlugin({ browser: true })],
      })
      return result.outputFiles[0]?.text ?? ''
    }
    const one = await bundle(
      `import { createAllyRequest, login } from './index'; export const go = () => createAllyRequest({ baseUrl: '', accessKey: 'k' })(login, { body: { email: 'a@b.co', password: 'x' } })`,
    )
    expect(one).toContain('/api/v1/ldb/auth/login')
    expect(one).not.toContain('/api/v1/ldb/workFlow')
    expect(one).not.toContain('pick_best_quote')
  })

  it('leaves endpoint summaries out of browser bundles and keeps every other part of the contract', async () => {
    const { module: browser } = await importBrowserBundle<{ allyContract: typeof allyContract }>(
      `export { allyContract } from './index'`,
    )
    {
      const endpoints = (contract: typeof allyContract) =>
        Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[])
      const source = endpoints(allyContract)
      const stripped = endpoints(browser.allyContract)
      expect(source.every((endpoint) => endpoint.summary.length > 0)).toBe(true)
      expect(stripped.map((endpoint) => endpoint.summary)).toEqual(source.map(() => undefined))
      expect(stripped.map(({ summary, ...rest }) => Object.keys(rest).sort())).toEqual(
        source.map(({ summary, ...rest }) => Object.keys(rest).sort()),
      )
      expect(stripped.map((e) => `${e.method} ${e.path} ${e.auth} ${e.realm}`)).toEqual(
        source.map((e) => `${e.method} ${e.path} ${e.auth} ${e.realm}`),
      )
    }
  })
})
