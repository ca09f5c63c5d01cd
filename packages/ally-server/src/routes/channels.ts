import { listChannels } from '@ally/sdk'
import { asc, eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import { channels } from '../db/schema'
import { implement } from '../http/implement'

export function channelRoutes({ db }: AppContext) {
  return [
    implement(listChannels, async ({ caller }) => {
      const rows = await db
        .select()
        .from(channels)
        .where(eq(channels.businessId, caller.business.id))
        .orderBy(asc(channels.connectedAt))
      return {
        message: `${rows.length} channel${rows.length === 1 ? '' : 's'}`,
        data: {
          items: rows.map((row) => ({
            id: row.id,
            type: row.type,
            account: row.account,
            synced: row.synced,
            importedContacts: row.importedContacts,
            connectedAt: row.connectedAt.toISOString(),
            lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
          })),
          // Every channel in one page: a business connects a handful at most.
          pagination: {
            page: 1,
            limit: Math.max(rows.length, 1),
            total: rows.length,
            totalPages: rows.length ? 1 : 0,
          },
        },
      }
    }),
  ]
}
