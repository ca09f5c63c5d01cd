import type { Contract, Endpoint } from '@ally/sdk'

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
 * Every endpoint of a contract as a route. The server registers exactly these, so a path, a
 * method or a field cannot drift from what the SDK sends.
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
