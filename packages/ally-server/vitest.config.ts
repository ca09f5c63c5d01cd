import { defineConfig, mergeConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared'

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      // A new PGlite database takes a few seconds to create on a 2-core machine.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
)
