import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A throwaway PostgreSQL database beside the one at `baseUrl`, for a test that needs an empty
 * database (the shared one holds every other test's accounts). `drop()` removes it.
 */
export async function createScratchDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ally_scratch_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  // The name is ours (letters, digits, underscores): safe to put in the statement as it is.
  await admin(`create database "${name}"`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  }
}
