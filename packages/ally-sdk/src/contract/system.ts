import * as z from 'zod/mini'
import { count, Email, Id, Timestamp } from './common'
import { defineEndpoint } from './define'

export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and readiness: the process is up and the database answers',
  auth: 'none',
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['pglite', 'postgres']),
    uptimeSeconds: count(),
    version: z.string(),
  }),
})

export const DevMail = z.object({
  id: Id,
  to: Email,
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The files the mail carried (a purchase order's PDF), by name, type and size. */
  attachments: z.array(z.object({ name: z.string(), mimeType: z.string(), size: count() })),
  sentAt: Timestamp,
})
export type DevMail = z.infer<typeof DevMail>

/**
 * The dev outbox: only mounted without SMTP and outside production
 * (docs/architecture.md#server-runtime-defaults).
 */
export const listDevMail = defineEndpoint({
  method: 'GET',
  path: '/api/v1/dev/mail',
  summary: 'Mail the server would have sent to an address, newest first (development only)',
  auth: 'none',
  query: z.object({ to: Email }),
  response: z.object({ items: z.array(DevMail) }),
})

export const systemEndpoints = { health, listDevMail }
