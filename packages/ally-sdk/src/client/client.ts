import { type AllyContract, allyContract } from '../contract'
import type { Contract, Endpoint, EndpointGroup } from '../contract/define'
import {
  type AllyClientConfig,
  type AllyConnection,
  type AllyRequest,
  type CallArgs,
  type CallResult,
  createAllyConnection,
} from './request'

/** One endpoint as a typed function. */
export type EndpointFunction<E extends Endpoint> = (...args: CallArgs<E>) => CallResult<E>

export type BoundGroup<G extends EndpointGroup> = { [K in keyof G]: EndpointFunction<G[K]> }
export type BoundContract<C extends Contract> = { [R in keyof C]: BoundGroup<C[R]> }

/**
 * Turns a contract (or part of one) into typed functions. Use it with a subset of the contract
 * to keep a bundle small.
 *
 * @example
 * const api = bindContract({ vendors: vendorEndpoints }, createAllyRequest(config))
 * const { data } = await api.vendors.listVendors({ query: { limit: 20, search: 'steel' } })
 */
export function bindContract<C extends Contract>(
  contract: C,
  request: AllyRequest,
): BoundContract<C> {
  const bound: Record<string, Record<string, unknown>> = {}
  for (const [resource, group] of Object.entries(contract)) {
    const functions: Record<string, unknown> = {}
    for (const [name, endpoint] of Object.entries(group)) {
      functions[name] = (...args: unknown[]) =>
        (request as (...a: unknown[]) => Promise<unknown>)(endpoint, ...args)
    }
    bound[resource] = functions
  }
  return bound as BoundContract<C>
}

/** Every endpoint as a function, plus `request` for any endpoint and the two sessions. */
export type AllyClient = BoundContract<AllyContract> & AllyConnection

/**
 * The whole Ally API as typed functions grouped by resource, with the sessions they use.
 * Production and staging differ only by `baseUrl` and `accessKey`, which the app supplies.
 *
 * @example
 * const ally = createAllyClient({ baseUrl: 'https://api.example.com', accessKey: 'pk_live_…' })
 * const { data } = await ally.auth.login({ body: { email, password, rememberMe: true } })
 * ally.session.save(data, { remember: true })
 * const vendors = await ally.vendors.listVendors({ query: { limit: 20 } })
 */
export function createAllyClient(config: AllyClientConfig): AllyClient {
  const connection = createAllyConnection(config)
  return { ...bindContract(allyContract, connection.request), ...connection }
}
