import type { StorybookConfig } from '@storybook/react-vite'
import { defaultClientConditions, mergeConfig } from 'vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The website widgets have no Storybook of their own: their stories show here, beside the screens.
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../../ally-website-widgets/src/**/*.stories.@(ts|tsx)',
  ],
  core: { disableTelemetry: true },
  // Like vitest.shared.ts: read workspace packages from source, so stories never show a stale
  // (or missing) build of @ally/sdk.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['@ally/source', ...defaultClientConditions] },
    }),
}

export default config
