// `@ally/sdk/website`: the marketing site's calls and the operator's deal editing
// (src/contract/website.ts), outside the contract an app bundles.
export * from './contract/website'
