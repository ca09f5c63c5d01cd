import { allyContract, type Contract, type Endpoint } from '@ally/sdk'
import { devEndpoints } from '@ally/sdk/dev'
import { dealOperatorEndpoints, websiteEndpoints } from '@ally/sdk/website'
import type { FastifyInstance } from 'fastify'

/**
 * What this server may serve: the SDK's contract, plus what stays out of the contract an app
 * bundles: the public website's calls and the operator's deal editing (`@ally/sdk/website`), and
 * the development-only endpoints (the dev outbox, the dev clock).
 */
export const SERVER_CONTRACT: Contract = {
  ...(allyContract as Contract),
  website: websiteEndpoints,
  websiteOperator: dealOperatorEndpoints,
  dev: devEndpoints,
}

/** One route the server registers, derived from one endpoint declaration. */
export interface ContractRoute {
  /** `vendors.listVendors`: stable, unique, used as the OpenAPI operationId. */
  id: string
  resource: string
  name: string
  endpoint: Endpoint
  /** Path param names, in order (`['id']` for `/po/update/:id`). */
  params: string[]
}

/**
 * Every endpoint of a contract as a route. The server's API routes come from these and only
 * these (see `refuseUndeclaredApiRoutes`), so a path, a method or a field cannot drift from what
 * the SDK sends; endpoints it does not implement yet answer 404 and stay out of its OpenAPI
 * document.
 */
export function contractRoutes(contract: Contract): ContractRoute[] {
  return Object.entries(contract).flatMap(([resource, group]) =>
    Object.entries(group).map(([name, endpoint]) => ({
      id: `${resource}.${name}`,
      resource,
      name,
      endpoint,
      params: [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string),
    })),
  )
}

/** `/rfq/:id/quoteResponses` → `/rfq/{id}/quoteResponses`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}')
}

/** The prefix of every contract endpoint's path. */
export const API_PREFIX = '/api/v1/'

/**
 * Makes `app` refuse, as the route is added, any route under /api/v1 that is not an endpoint of
 * the contract: a hand-written API route fails the start instead of drifting from the SDK.
 */
export function refuseUndeclaredApiRoutes(app: FastifyInstance, contract: Contract): void {
  const declared = new Set(
    contractRoutes(contract).map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`),
  )
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD route beside each GET one.
      const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`
      if (!declared.has(key)) {
        throw new Error(
          `${key} is not an endpoint of the contract; declare it in packages/ally-sdk/src/contract.`,
        )
      }
    }
  })
}
