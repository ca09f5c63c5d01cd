import { defineConfig, mergeConfig } from 'vitest/config'
import { domConfig } from '../../vitest.shared'

export default mergeConfig(
  domConfig,
  // The custom elements put the stylesheet into their shadow roots: let `?inline` read it.
  defineConfig({ test: { css: { include: [/styles\.css/] } } }),
)
