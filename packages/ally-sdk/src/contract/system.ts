import * as z from 'zod/mini'
import { count } from './common'
import { defineEndpoint } from './define'

export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and readiness: the process is up and the database answers',
  auth: 'none',
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    // embedded: the PostgreSQL the server started in its data folder; postgres: DATABASE_URL's.
    database: z.enum(['embedded', 'postgres']),
    uptimeSeconds: count(),
    version: z.string(),
  }),
})

export const systemEndpoints = { health }
