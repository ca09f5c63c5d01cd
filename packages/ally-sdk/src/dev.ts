// `@ally/sdk/dev`: the endpoints only a development server mounts (src/contract/dev.ts).
export * from './contract/dev'
