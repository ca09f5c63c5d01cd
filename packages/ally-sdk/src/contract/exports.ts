import * as z from 'zod/mini'
import { Id, nullable, Timestamp } from './common'
import { defineEndpoint } from './define'

// Downloading everything (docs/product-rules.md, "Leaving"): an owner asks for one archive of the
// business's records (a CSV per kind) and uploaded files; it is built in the background, with
// progress, and the owner is e-mailed when it is ready.

export const EXPORT_STATUSES = ['building', 'ready', 'failed'] as const

export const BusinessExport = z.object({
  id: Id,
  status: z.enum(EXPORT_STATUSES),
  /** 0 to 100: how much of the archive is built. */
  progress: z.number(),
  /** The archive's download link once ready (it works for an hour; read the export again). */
  url: nullable(z.string()),
  /** The archive's size in bytes once ready. */
  size: nullable(z.number()),
  createdAt: Timestamp,
  finishedAt: nullable(Timestamp),
})
export type BusinessExport = z.infer<typeof BusinessExport>

export const startBusinessExport = defineEndpoint({
  method: 'POST',
  permission: 'settings',
  path: '/api/v1/ldb/export',
  summary:
    "Start building an archive of the business's data and files (owners only); one at a time",
  response: BusinessExport,
})

export const getBusinessExport = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/export',
  summary: "The business's latest export and its progress; null before the first",
  response: nullable(BusinessExport),
})

export const exportEndpoints = { startBusinessExport, getBusinessExport }
