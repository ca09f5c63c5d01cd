import type { Channel } from '@ally/sdk'
import type { DevMail } from '@ally/sdk/dev'
import type { channels, devMail } from '../db/schema'

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

export function toDevMail(row: typeof devMail.$inferSelect): DevMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments.map(({ name, mimeType, size }) => ({ name, mimeType, size })),
    sentAt: row.sentAt.toISOString(),
  }
}
