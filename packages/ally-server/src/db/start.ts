import { join } from 'node:path'
import { type Database, openDatabase } from './client'
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres'
import { importPgliteData } from './pglite-import'

/** Where a server's data folder keeps its databases. */
export const databaseFolders = (dataDir: string) => ({
  /** The embedded PostgreSQL cluster. */
  postgres: join(dataDir, 'postgres'),
  /** Where releases before it kept their PGlite database; imported on the first start. */
  pglite: join(dataDir, 'db'),
})

export interface StartedDatabase {
  database: Database
  /** The connection URL (the embedded server's socket, or DATABASE_URL). */
  url: string
  /** The PostgreSQL this process started, when DATABASE_URL was not given. */
  embedded?: EmbeddedPostgres
}

/**
 * The server's database: DATABASE_URL's when given; otherwise the embedded PostgreSQL in the data
 * folder, started here, into which a PGlite folder of an earlier release is moved first.
 */
export async function startDatabase(options: {
  databaseUrl?: string
  dataDir: string
  poolSize?: number
  log?: (line: string) => void
}): Promise<StartedDatabase> {
  const { databaseUrl, poolSize } = options
  if (databaseUrl) {
    return { database: await openDatabase({ url: databaseUrl, poolSize }), url: databaseUrl }
  }
  const folders = databaseFolders(options.dataDir)
  const embedded = await startEmbeddedPostgres({ dir: folders.postgres, log: options.log })
  try {
    await importPgliteData({
      pgliteDir: folders.pglite,
      url: embedded.url,
      markerFile: `${folders.postgres}.importing`,
      log: options.log,
    })
    const database = await openDatabase({ url: embedded.url, poolSize, kind: 'embedded' })
    return { database, url: embedded.url, embedded }
  } catch (error) {
    await embedded.stop()
    throw error
  }
}
