import { openDatabase } from '../src/db/client'

/** Migrates the shared PostgreSQL database once, before test files run in parallel. */
export default async function setup(): Promise<void> {
  if (!process.env.DATABASE_URL) return
  const database = await openDatabase({ url: process.env.DATABASE_URL })
  await database.close()
}
