import { createReadStream } from 'node:fs'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { files } from '../db/schema'

export type StoredFile = typeof files.$inferSelect

/**
 * Who a file belongs to: a business, a vendor account (files uploaded in the vendor portal), an
 * RFQ or a purchase order (files its vendor uploaded from the e-mailed link, without an account).
 */
export type FileOwner =
  | { businessId: string }
  | { vendorAccountId: string }
  | { rfqId: string }
  | { purchaseOrderId: string }

export const ownedBy = (owner: FileOwner) =>
  'businessId' in owner
    ? eq(files.businessId, owner.businessId)
    : 'vendorAccountId' in owner
      ? eq(files.vendorAccountId, owner.vendorAccountId)
      : 'rfqId' in owner
        ? eq(files.rfqId, owner.rfqId)
        : eq(files.purchaseOrderId, owner.purchaseOrderId)

/** Uploaded files: bytes under `<dataDir>/files`, metadata in the database. */
export function createFileStore(db: Db, dataDir: string) {
  const folder = join(dataDir, 'files')
  return {
    /**
     * Stores a file already sniffed and named. The bytes are written before the row commits, so a
     * failed write leaves no row pointing at nothing.
     */
    async save(input: {
      /** null for a file claimed later in the same piece of work (the demo's document). */
      owner: FileOwner | null
      name: string
      mimeType: string
      bytes: Buffer
    }) {
      const { owner } = input
      await mkdir(folder, { recursive: true })
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(files)
          .values({
            businessId: owner && 'businessId' in owner ? owner.businessId : null,
            vendorAccountId: owner && 'vendorAccountId' in owner ? owner.vendorAccountId : null,
            rfqId: owner && 'rfqId' in owner ? owner.rfqId : null,
            purchaseOrderId: owner && 'purchaseOrderId' in owner ? owner.purchaseOrderId : null,
            name: input.name,
            mimeType: input.mimeType,
            size: input.bytes.length,
          })
          .returning()
        if (!row) throw new Error('The file row was not created')
        const path = join(folder, row.id)
        try {
          await writeFile(path, input.bytes)
        } catch (error) {
          await rm(path, { force: true })
          throw error
        }
        return row
      })
    },
    /** The file `id` if `owner` owns it; null otherwise, whether or not it exists. */
    async findOwned(id: string, owner: FileOwner): Promise<StoredFile | null> {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, id), ownedBy(owner)))
      return row ?? null
    },
    /** The bytes of a stored file (a mail attachment); throws if they are gone. */
    read: (id: string): Promise<Buffer> => readFile(join(folder, id)),
    /** Deletes a file no row will point at (work that failed after it was saved). */
    async remove(id: string): Promise<void> {
      await db.delete(files).where(eq(files.id, id))
      await rm(join(folder, id), { force: true })
    },
    /** Deletes the bytes of files whose rows are already gone (a business deleted with them). */
    async forget(ids: readonly string[]): Promise<void> {
      await Promise.all(ids.map((id) => rm(join(folder, id), { force: true })))
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
