import { type BusinessExport, getBusinessExport, roleOf, startBusinessExport } from '@ally/sdk'
import { desc, eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import { businessExports, files } from '../db/schema'
import { filePath } from '../files/file-links'
import { forbidden } from '../http/errors'
import { implement } from '../http/implement'
import { buildExport } from './build-export'

// Downloading everything (docs/product-rules.md, "Leaving"): an owner starts an export, which is
// built in the background of this process; the screen reads its progress until it is ready.

/** The business's latest export, with its archive's file when there is one. */
async function latestExport(db: AppContext['db'], businessId: string) {
  const [row] = await db
    .select({ job: businessExports, file: files })
    .from(businessExports)
    .leftJoin(files, eq(files.id, businessExports.fileId))
    .where(eq(businessExports.businessId, businessId))
    .orderBy(desc(businessExports.createdAt))
    .limit(1)
  return row
}

type Latest = NonNullable<Awaited<ReturnType<typeof latestExport>>>

/**
 * An export still building after this long was cut off (its process stopped): it reads as failed,
 * and a new one may start.
 */
const STALE_AFTER_MS = 30 * 60 * 1000

const statusOf = ({ job }: Latest, now: Date): BusinessExport['status'] =>
  job.status === 'building' && now.getTime() - job.createdAt.getTime() > STALE_AFTER_MS
    ? 'failed'
    : job.status

const toExport = (
  latest: Latest,
  sign: (stored: string) => string | null,
  now: Date,
): BusinessExport => ({
  id: latest.job.id,
  status: statusOf(latest, now),
  progress: latest.job.progress,
  url: latest.job.status === 'ready' && latest.file ? sign(filePath(latest.file)) : null,
  size: latest.file?.size ?? null,
  createdAt: latest.job.createdAt.toISOString(),
  finishedAt: latest.job.finishedAt?.toISOString() ?? null,
})

export function exportRoutes(context: AppContext) {
  const { db, fileLinks } = context
  return [
    implement(startBusinessExport, async ({ caller, request }) => {
      if (roleOf(caller.user.role) !== 'owner') {
        throw forbidden('Only an owner can download everything.')
      }
      const sign = fileLinks.forRequest(request)
      const current = await latestExport(db, caller.business.id)
      if (current && statusOf(current, context.now()) === 'building') {
        return {
          message: 'Your export is already being built.',
          data: toExport(current, sign, context.now()),
        }
      }
      const [job] = await db
        .insert(businessExports)
        .values({ businessId: caller.business.id, requestedBy: caller.user.id })
        .returning()
      if (!job) throw new Error('The export was not created')
      context.background.run('export', () =>
        buildExport(context, job.id, (error) => request.log.error(error, 'The export failed')),
      )
      return {
        message: 'We are building your export. We will e-mail you when it is ready.',
        data: toExport({ job, file: null }, sign, context.now()),
      }
    }),

    implement(getBusinessExport, async ({ caller, request }) => {
      const latest = await latestExport(db, caller.business.id)
      return {
        message: 'Export',
        data: latest ? toExport(latest, fileLinks.forRequest(request), context.now()) : null,
      }
    }),
  ]
}
