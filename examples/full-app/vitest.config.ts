import { defineConfig, mergeConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared'

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: { include: ['src/**/*.test.ts', 'build/**/*.test.ts'], environment: 'node' },
  }),
)
