import type { CallArgs, Endpoint, EndpointData, EndpointInput, Envelope } from '@ally/sdk'
import {
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
} from '@tanstack/react-query'
import { useAllyClient } from '../provider/AllyProvider'

/** `['ally', path, input]`: every Ally query lives under `['ally']`, one branch per endpoint. */
export function allyQueryKey<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): QueryKey {
  return input === undefined ? ['ally', endpoint.path] : ['ally', endpoint.path, input]
}

export interface AllyQueryOptions {
  enabled?: boolean
  staleTime?: number
}

/**
 * Reads an endpoint through TanStack Query. Prefer the named hooks (`useProfile`, …); this is
 * what they are made of.
 */
export function useAllyQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: AllyQueryOptions = {},
): UseQueryResult<Envelope<EndpointData<E>>> {
  const client = useAllyClient()
  return useQuery({
    queryKey: allyQueryKey(endpoint, input),
    queryFn: ({ signal }) =>
      client.request(endpoint, ...([input, { signal }] as unknown as CallArgs<E>)),
    ...options,
  })
}

export interface AllyMutationOptions<E extends Endpoint> {
  /** Send this bearer token instead of the stored session's (e.g. a token from a link). */
  token?: string
  onSuccess?: (result: Envelope<EndpointData<E>>, input: EndpointInput<E>) => void
  onError?: (error: Error, input: EndpointInput<E>) => void
}

export type AllyMutation<E extends Endpoint> = UseMutationResult<
  Envelope<EndpointData<E>>,
  Error,
  EndpointInput<E>
>

/**
 * Calls a write endpoint. State follows SPEC.md §4 — idle, requesting (`isPending`), success,
 * failure — and a new call clears the previous result. Callbacks given here run after the
 * hook's own (cache updates first), never instead of them.
 */
export function useAllyMutation<E extends Endpoint>(
  endpoint: E,
  own: AllyMutationOptions<E> = {},
  options: AllyMutationOptions<E> = {},
): AllyMutation<E> {
  const client = useAllyClient()
  return useMutation({
    mutationKey: ['ally', endpoint.method, endpoint.path],
    mutationFn: (input: EndpointInput<E>) => {
      const token = options.token ?? own.token
      return client.request(
        endpoint,
        ...([input, token ? { token } : {}] as unknown as CallArgs<E>),
      )
    },
    onSuccess: (result, input) => {
      own.onSuccess?.(result, input)
      options.onSuccess?.(result, input)
    },
    onError: (error, input) => {
      own.onError?.(error, input)
      options.onError?.(error, input)
    },
  })
}
