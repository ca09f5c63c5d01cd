/**
 * The part of zod/mini's API the contract is written with, validating as zod does: the same
 * output, the same issues in the same order. Browser builds put it in place of zod/mini
 * (build/source-plugin.ts), which takes the SDK from 25 kB to about half; Node builds, the server
 * and the OpenAPI document keep zod. Why, what it covers and how it is held to zod's behaviour:
 * packages/ally-sdk/README.md, "Size".
 *
 * Only what the contract calls is here. A build that reaches for anything else fails (the plugin
 * makes esbuild's "import is undefined" an error), and validator.test.ts runs every schema of the
 * contract through both this and zod.
 */

export * from './checks'
export { type Issue, type SafeParseResult, type Schema, safeParse } from './schema'
export * from './strings'
export * from './structures'
export * from './values'
