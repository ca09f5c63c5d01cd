import { defineConfig, mergeConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared'

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      // Screens that upload, navigate or page through long lists run many renders and role queries;
      // beside the server's suite on a 2-core machine one took 18 s.
      testTimeout: 30_000,
    },
  }),
)
