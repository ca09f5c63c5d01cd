import { type AllyClientConfig, type AllyConnection, createAllyConnection } from '@ally/sdk'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { type AllyNavigation, browserNavigation } from './navigation'

interface AllyContextValue {
  client: AllyConnection
  navigation: AllyNavigation
}

const AllyContext = createContext<AllyContextValue | null>(null)

export interface AllyProviderProps {
  /**
   * A connection you made (`createAllyConnection`, or a whole `createAllyClient`), or the config
   * to make one (`baseUrl`, `accessKey`, …). The screens use only its `request` and sessions, so
   * with a connection the app bundles only the endpoints its screens call.
   */
  client?: AllyConnection
  config?: AllyClientConfig
  /** How screens change pages; plain browser navigation when left out. Plug in any router. */
  navigation?: AllyNavigation
  /** Share a TanStack Query client with the host app; one is made otherwise. */
  queryClient?: QueryClient
  children: ReactNode
}

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Errors carry the server's message already; retrying a 4xx only delays it.
      queries: {
        retry: (count, error) => count < 2 && !(error as { status?: number }).status,
        staleTime: 30_000,
      },
    },
  })
}

/**
 * Gives Ally's hooks and screens their client, their query cache and a way to navigate. When the
 * session ends — here or in another tab — cached account data (the login result, the profile)
 * is dropped, so the next user never sees the last one's.
 *
 * @example
 * <AllyProvider config={{ baseUrl: '', accessKey: 'pk_live_…' }} navigation={{ navigate: router.push }}>
 *   <Login />
 * </AllyProvider>
 */
export function AllyProvider({
  client,
  config,
  navigation,
  queryClient,
  children,
}: AllyProviderProps) {
  const [ally] = useState(() => {
    const made = client ?? (config ? createAllyConnection(config) : null)
    if (!made) {
      throw new Error('<AllyProvider> needs a `client` or a `config` ({ baseUrl, accessKey }).')
    }
    return made
  })
  const [queries] = useState(() => queryClient ?? makeQueryClient())
  const value = useMemo<AllyContextValue>(
    () => ({ client: ally, navigation: navigation ?? browserNavigation }),
    [ally, navigation],
  )

  // A logout here or in another tab drops the cached login result and profile.
  useEffect(
    () =>
      ally.session.subscribe((session) => {
        if (!session) queries.removeQueries({ queryKey: ['ally'] })
      }),
    [ally, queries],
  )

  return (
    <AllyContext.Provider value={value}>
      <QueryClientProvider client={queries}>{children}</QueryClientProvider>
    </AllyContext.Provider>
  )
}

function useAllyContext(): AllyContextValue {
  const value = useContext(AllyContext)
  if (!value) {
    throw new Error(
      'Ally hooks and screens must be rendered inside <AllyProvider>. Wrap your app (or this part of it) in one.',
    )
  }
  return value
}

/** The connection of the nearest <AllyProvider>: `request` for any endpoint, and the sessions. */
export const useAllyClient = (): AllyConnection => useAllyContext().client

/** The navigation of the nearest <AllyProvider>. */
export const useAllyNavigation = (): AllyNavigation => useAllyContext().navigation
