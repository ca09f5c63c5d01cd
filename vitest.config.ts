import { defineConfig, mergeConfig } from 'vitest/config'
import { sharedConfig } from './vitest.shared'

// The root config resolves workspace sources too: projects' global set-ups (the server's migrates a
// template database) run through the root's module runner, so a fresh clone tests without a build.
export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      projects: [
        'packages/*',
        'examples/*',
        // The bench's pure parts (budgets, units, throughput rows); the bench itself is `pnpm bench`.
        {
          extends: true,
          test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' },
        },
      ],
      reporters: ['default', './scripts/summary-reporter.ts'],
    },
  }),
)
