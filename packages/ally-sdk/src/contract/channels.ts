import * as z from 'zod/mini'
import { Email, Id, listOf, nullable, Timestamp, text } from './common'
import { defineEndpoint } from './define'

export const CHANNEL_TYPES = ['gmail', 'google_workspace', 'imap'] as const

/** A connected mailbox; `synced` turns true once its vendor contacts are imported. */
export const Channel = z.object({
  id: Id,
  type: z.enum(CHANNEL_TYPES),
  account: Email,
  synced: z.boolean(),
  importedContacts: z.int(),
  connectedAt: Timestamp,
  lastSyncedAt: nullable(Timestamp),
})
export type Channel = z.infer<typeof Channel>

export const googleAuthenticate = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/social/google/authenticate',
  summary: 'The Google consent URL to send the user to (redirects back to /google-auth)',
  response: z.object({ url: z.string() }),
})

export const googleConnect = defineEndpoint({
  method: 'POST',
  permission: 'settings',
  path: '/api/v1/ldb/social/google/connect',
  summary: 'Finish connecting Gmail or Google Workspace with the code Google returned',
  body: z.object({ code: text(2048), state: text(512) }),
  response: Channel,
})

export const listChannels = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/social/channels',
  summary: "All of the business's connected channels (fetched when the dashboard loads)",
  response: listOf(Channel),
})

export const channelEndpoints = { googleAuthenticate, googleConnect, listChannels }
