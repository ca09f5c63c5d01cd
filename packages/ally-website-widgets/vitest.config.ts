import { defineConfig, mergeConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared'

export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      // The custom elements put the stylesheet into their shadow roots: let `?inline` read it.
      css: { include: [/styles\.css/] },
      // Beside the server's suite on a 2-core machine, renders and role queries can be slow.
      testTimeout: 30_000,
    },
  }),
)
