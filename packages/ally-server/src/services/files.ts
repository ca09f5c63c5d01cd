import { createReadStream } from 'node:fs'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { files } from '../db/schema'

export type StoredFile = typeof files.$inferSelect

/** Uploaded files: bytes under `<dataDir>/files`, metadata in the database. */
export function createFileStore(db: Db, dataDir: string) {
  const folder = join(dataDir, 'files')
  return {
    async save(input: {
      businessId: string | null
      vendorAccountId?: string | null
      name: string
      mimeType: string
      bytes: Buffer
    }) {
      await mkdir(folder, { recursive: true })
      const [row] = await db
        .insert(files)
        .values({
          businessId: input.businessId,
          vendorAccountId: input.vendorAccountId ?? null,
          name: input.name,
          mimeType: input.mimeType,
          size: input.bytes.length,
        })
        .returning()
      if (!row) throw new Error('The file row was not created')
      await writeFile(join(folder, row.id), input.bytes)
      return row
    },
    async open(id: string) {
      const [row] = await db.select().from(files).where(eq(files.id, id))
      if (!row) return null
      const path = join(folder, row.id)
      await stat(path)
      return { row, stream: () => createReadStream(path) }
    },
  }
}

export type FileStore = ReturnType<typeof createFileStore>
