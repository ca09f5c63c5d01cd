import { defineConfig } from 'vitest/config'

/**
 * Workspace packages resolve each other's sources (the `@ally/source` export condition), so tests
 * and type checks never wait for, or run against a stale, build.
 */
export const sharedConfig = defineConfig({
  resolve: { conditions: ['@ally/source'] },
  ssr: { resolve: { conditions: ['@ally/source'] } },
})
