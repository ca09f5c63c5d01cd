import { listChannels } from '@ally/sdk'
import { useAllyQuery } from './endpoint'

/**
 * All connected channels, fetched when the dashboard loads
 * (docs/product-rules.md#sessions-and-redirects). Polls while one is still importing contacts, so
 * the side menu's notice goes away on its own.
 */
export function useChannels(options: { enabled?: boolean } = {}) {
  const query = useAllyQuery(listChannels, {}, { enabled: options.enabled })
  const importing = query.data?.data.items.some((channel) => !channel.synced) ?? false
  return { ...query, importing }
}
