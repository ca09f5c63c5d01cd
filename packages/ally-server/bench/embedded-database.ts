import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Database, openDatabase } from '../src/db/client'
import { startEmbeddedPostgres } from '../src/db/embedded-postgres'

export interface BenchDatabase {
  database: Database
  /** A temp folder for the app's files; the cluster is in `<dataDir>/postgres`. */
  dataDir: string
  /** Closes the connections, stops the PostgreSQL server and removes the folder. */
  close(): Promise<void>
}

/**
 * The server's default database for a bench: an embedded PostgreSQL started in a fresh temp
 * folder, as the built server starts it in its data folder. The folder is 0755, not mkdtemp's
 * 0700: run as root, PostgreSQL runs as the postgres user, which must reach the cluster.
 */
export async function openEmbeddedDatabase(prefix: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  chmodSync(dataDir, 0o755)
  const remove = () => rmSync(dataDir, { recursive: true, force: true })
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined
  try {
    embedded = await startEmbeddedPostgres({ dir: join(dataDir, 'postgres') })
    const server = embedded
    const database = await openDatabase({ url: server.url, kind: 'embedded' })
    return {
      database,
      dataDir,
      async close() {
        try {
          await database.close()
          await server.stop()
        } finally {
          remove()
        }
      },
    }
  } catch (error) {
    await embedded?.stop()
    remove()
    throw error
  }
}
