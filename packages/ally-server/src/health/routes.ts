import { health } from '@ally/sdk'
import type { Database } from '../db/client'
import { implement } from '../http/implement'

// Whether the server and its database answer, for load balancers and the operator; no access key.

const startedAt = Date.now()

export function healthRoutes(database: Pick<Database, 'kind' | 'ping'>, version: string) {
  return [
    implement(health, async ({ reply }) => {
      const up = await database.ping().then(
        () => true,
        () => false,
      )
      if (!up) reply.code(503)
      return {
        message: up ? 'OK' : 'The database does not answer.',
        data: {
          status: up ? ('ok' as const) : ('degraded' as const),
          database: database.kind,
          uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
          version,
        },
      }
    }),
  ]
}
