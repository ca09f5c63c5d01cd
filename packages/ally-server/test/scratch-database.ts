import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { socketOptions, withoutSocket } from '../src/db/embedded-postgres'

/**
 * A throwaway PostgreSQL database beside the one at `baseUrl`, for a test that needs an empty
 * database (the shared one holds every other test's accounts). `drop()` removes it.
 */
export async function createScratchDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ally_scratch_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = async (statement: string) => {
    const client = postgres(withoutSocket(baseUrl), {
      ...socketOptions(baseUrl),
      max: 1,
      onnotice: () => undefined,
    })
    try {
      return await client.unsafe(statement)
    } finally {
      await client.end()
    }
  }
  /**
   * A pool's `end()` resolves once it has asked its connections to close, not once they have:
   * a forced drop right after it killed some, and their clients threw that as an uncaught error.
   * So wait (a few seconds at most) for the database's connections to be gone first.
   */
  const connectionsClosed = async () => {
    for (let tries = 0; tries < 50; tries++) {
      const [row] = await admin(
        `select count(*)::int as n from pg_stat_activity where datname = '${name}'`,
      )
      if (!row?.n) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  // The name is ours (letters, digits, underscores): safe to put in the statement as it is.
  await admin(`create database "${name}"`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    drop: async () => {
      await connectionsClosed()
      await admin(`drop database if exists "${name}" with (force)`)
    },
  }
}
