import * as z from 'zod/mini'
import { count, Email, Id, nullable, Timestamp } from './common'
import { defineEndpoint } from './define'

// Endpoints a development server mounts and production never does: the dev outbox's reader and
// the dev clock (docs/architecture.md#server-runtime-defaults). They are for tests and scripts,
// so they live in `@ally/sdk/dev`, outside the contract an app bundles.

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

/**
 * The dev clock: moves the server's "now" so a test can see what a later day looks like (a
 * shipment past its expected delivery is late). Only mounted with `ALLY_DEV_CLOCK=1`, outside
 * production (docs/architecture.md#server-runtime-defaults); `at: null` goes back to real time.
 */
export const setDevClock = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/dev/clock',
  summary: "Set the server's clock to a moment, or back to real time (development only)",
  auth: 'none',
  body: z.object({ at: nullable(Timestamp) }),
  response: z.object({ now: Timestamp }),
})

/** The development-only endpoints, a group of their own beside `allyContract`. */
export const devEndpoints = { listDevMail, setDevClock }
