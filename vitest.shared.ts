import { defineConfig, mergeConfig } from 'vitest/config'

/**
 * Workspace packages resolve each other's sources (the `@ally/source` export condition), so tests
 * and type checks never wait for, or run against a stale, build. Every environment gets it, the
 * one that runs a project's global set-up included; the rest are Vite's default conditions.
 */
const source = '@ally/source'
export const sharedConfig = defineConfig({
  resolve: { conditions: [source, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [source, 'module', 'node', 'development|production'] } },
  // `__vitest__` is the environment that runs global set-up files (the server's migrates once).
  environments: {
    __vitest__: { resolve: { conditions: [source, 'module', 'node', 'development|production'] } },
  },
})

/**
 * The packages that render React in jsdom (ally-react, the website widgets): their tests beside
 * their sources, a set-up file of their own, and room for slow renders — beside the server's suite
 * on a 2-core machine, a screen that uploads or pages through a long list took 18 s.
 */
export const domConfig = mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      testTimeout: 30_000,
    },
  }),
)
