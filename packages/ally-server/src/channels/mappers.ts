import type { Channel, VendorCandidate } from '@ally/sdk'
import type { CandidateRow, ChannelRow } from './queries'

export function toChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    type: row.type,
    account: row.account,
    synced: row.synced,
    importedContacts: row.importedContacts,
    messagesRead: row.messagesRead,
    messagesTotal: row.messagesTotal,
    error: row.error,
    connectedAt: row.connectedAt.toISOString(),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  }
}

export function toVendorCandidate(row: CandidateRow): VendorCandidate {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    company: row.company,
    messages: row.messages,
    lastSubject: row.lastSubject,
    lastAt: row.lastAt.toISOString(),
  }
}
