import { csvFile } from '@ally/sdk'
import { eq, sql } from 'drizzle-orm'
import { strToU8, type Zippable, zipSync } from 'fflate'
import type { AppContext } from '../context'
import { type Db, resultRows } from '../db/client'
import { businessExports, businesses, users } from '../db/schema'
import { businessFiles } from '../files/business-files'
import { exportReadyMail } from './export-mail'

// The archive of a business (docs/product-rules.md, "Leaving"): one CSV per table that carries its
// id — every kind of record, including kinds added later, without a list to keep up to date — plus
// the bytes of its files. Columns that hold secrets (password, token and code hashes) are left
// out, and so are the tables that are the product's own bookkeeping, and each person's own
// co-pilot conversations, which nobody else in the business reads either.

/** Tables of bookkeeping or of one person's own, not of the business's records. */
const INTERNAL_TABLES = new Set([
  'conversations',
  'chat_messages',
  'copilot_questions',
  'business_versions',
  'round_figures',
  'shipment_figures',
  'business_exports',
  'notification_reads',
  'notification_read_marks',
])

/** Column names that hold secrets or their hashes. */
const SECRET_COLUMN = /hash|token|secret|password/i

type Cell = string | number | null

const cellOf = (value: unknown): Cell => {
  if (value === null || value === undefined) return null
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** The tables with a `business_id` column, by name. */
async function businessTables(db: Db): Promise<string[]> {
  const rows = resultRows<{ table_name: string }>(
    await db.execute(sql`
      select table_name from information_schema.columns
      where column_name = 'business_id' and table_schema = current_schema()
      order by table_name`),
  )
  return rows.map((row) => row.table_name).filter((name) => !INTERNAL_TABLES.has(name))
}

/** One table's rows of the business as CSV, secret columns left out; null when it has none. */
async function tableCsv(db: Db, table: string, businessId: string): Promise<string | null> {
  const rows = resultRows<Record<string, unknown>>(
    await db.execute(
      sql`select * from ${sql.identifier(table)} where business_id = ${businessId} order by 1`,
    ),
  )
  const first = rows[0]
  if (!first) return null
  const columns = Object.keys(first).filter((name) => !SECRET_COLUMN.test(name))
  return csvFile([columns, ...rows.map((row) => columns.map((name) => cellOf(row[name])))])
}

/** The business's own row: its profile as the archive's first file. */
async function businessCsv(db: Db, businessId: string): Promise<Uint8Array> {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId))
  const columns = ['name', 'country', 'business_type', 'address', 'currency', 'approval_threshold']
  return strToU8(
    csvFile([
      [...columns, 'created_at'],
      [
        business?.name ?? null,
        business?.country ?? null,
        business?.businessType ?? null,
        business?.address ?? null,
        business?.currency ?? null,
        business?.approvalThreshold ?? null,
        business?.createdAt.toISOString() ?? null,
      ],
    ]),
  )
}

/** A file's name inside the archive: its id first (names repeat), nothing that climbs folders. */
const entryName = (file: { id: string; name: string }) =>
  `files/${file.id}-${[...file.name].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('')}`

/**
 * Builds the export `exportId`, writing its progress as it goes, stores the zip as one of the
 * business's files and e-mails whoever asked. Never throws: a failure is logged and marks the
 * export failed.
 */
export async function buildExport(
  context: AppContext,
  exportId: string,
  logError: (error: unknown) => void,
): Promise<void> {
  const { db } = context
  const progress = (value: number) =>
    db.update(businessExports).set({ progress: value }).where(eq(businessExports.id, exportId))
  try {
    const [job] = await db.select().from(businessExports).where(eq(businessExports.id, exportId))
    if (job?.status !== 'building') return
    const businessId = job.businessId
    const tables = await businessTables(db)
    // Earlier archives are the product's output, not the business's files: never packed again.
    const archives = await db
      .select({ fileId: businessExports.fileId })
      .from(businessExports)
      .where(eq(businessExports.businessId, businessId))
    const earlier = new Set(archives.map((row) => row.fileId))
    const owned = (await businessFiles(db, businessId)).filter((file) => !earlier.has(file.id))
    const steps = tables.length + owned.length + 2
    let done = 0
    const zip: Zippable = { 'business.csv': await businessCsv(db, businessId) }
    for (const table of tables) {
      const csv = await tableCsv(db, table, businessId)
      if (csv) zip[`${table}.csv`] = strToU8(csv)
      await progress(Math.floor((++done * 100) / steps))
    }
    for (const file of owned) {
      // A file whose bytes are gone (a disk restored from an older backup) is listed, not fatal.
      zip[entryName(file)] = await context.files.read(file.id).catch(() => strToU8('(missing)'))
      if (++done % 10 === 0) await progress(Math.floor((done * 100) / steps))
    }
    const day = context.now().toISOString().slice(0, 10)
    const stored = await context.files.save({
      owner: { businessId },
      name: `ally-export-${day}.zip`,
      mimeType: 'application/zip',
      bytes: Buffer.from(zipSync(zip, { level: 6 })),
    })
    await db.transaction(async (tx) => {
      await tx
        .update(businessExports)
        .set({ status: 'ready', progress: 100, fileId: stored.id, finishedAt: context.now() })
        .where(eq(businessExports.id, exportId))
      const [asker] = job.requestedBy
        ? await tx.select().from(users).where(eq(users.id, job.requestedBy))
        : []
      if (asker)
        await context.mail.queue(tx, exportReadyMail(asker.email, asker.firstName, context.appUrl))
    })
    void context.mail.flush()
    // Only the newest archive is kept: the earlier ones' rows and bytes go.
    for (const { fileId } of archives) if (fileId) await context.files.remove(fileId)
  } catch (error) {
    logError(error)
    await db
      .update(businessExports)
      .set({ status: 'failed', finishedAt: context.now() })
      .where(eq(businessExports.id, exportId))
      .catch(logError)
  }
}
