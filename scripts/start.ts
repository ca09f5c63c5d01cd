// `pnpm start` until the server lands: build every package, then write and describe the API
// document that the server will serve, so there is something real to open.
import { mkdirSync, writeFileSync } from 'node:fs'
import { allyContract } from '@ally/sdk'
import { buildOpenApiDocument, contractRoutes } from '@ally/server'

const document = buildOpenApiDocument(allyContract)
const out = new URL('../packages/ally-server/dist/openapi.json', import.meta.url)
mkdirSync(new URL('.', out), { recursive: true })
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`)

const routes = contractRoutes(allyContract)
const byResource = new Map<string, number>()
for (const route of routes)
  byResource.set(route.resource, (byResource.get(route.resource) ?? 0) + 1)

console.log(`\nAlly packages built. The API contract has ${routes.length} endpoints:`)
for (const [resource, count] of byResource) console.log(`  ${resource.padEnd(16)} ${count}`)
console.log(`\nOpenAPI document: ${out.pathname}`)
console.log('The server and the full app are served here once they land (http://localhost:3000).\n')
