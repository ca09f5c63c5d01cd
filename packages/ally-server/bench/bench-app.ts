import { type BuildAppOptions, buildApp } from '../src/app'
import type { AppContext } from '../src/context'

// The app a server bench calls in process (app.inject), and the headers of its owner's session.

/** The `access-key` every bench sends. */
export const BENCH_ACCESS_KEY = 'pk_bench'

/** The app on the bench's database, ready to take requests; `options` add to the bench's own. */
export async function benchApp(
  database: BuildAppOptions['database'],
  dataDir: string,
  options: Partial<BuildAppOptions> = {},
) {
  const built = await buildApp({
    database,
    accessKeys: [BENCH_ACCESS_KEY],
    secret: 'bench-secret-bench-secret',
    dataDir,
    ...options,
  })
  await built.app.ready()
  return built
}

/** Request headers of a one-hour session of buyer `userId` in business `businessId`. */
export async function ownerHeaders(context: AppContext, userId: string, businessId: string) {
  const token = await context.sessions.start(
    { sub: userId, realm: 'buyer', bid: businessId, tv: 0 },
    '1h',
  )
  return { 'access-key': BENCH_ACCESS_KEY, authorization: `Bearer ${token}` }
}
