// `@ally/sdk/stream`: calls answered as they are worked out (docs/product-rules.md, "Streamed
// answers"). Apart from the main entry, so an app that never streams does not carry the reader.
export { type StreamOptions, streamRequest } from './client/stream'
