import type { Channel } from '@ally/sdk'
import type { channels } from '../db/schema'

export function toChannel(row: typeof channels.$inferSelect): Channel {
  return {
    id: row.id,
    type: row.type,
    account: row.account,
    synced: row.synced,
    importedContacts: row.importedContacts,
    connectedAt: row.connectedAt.toISOString(),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  }
}
