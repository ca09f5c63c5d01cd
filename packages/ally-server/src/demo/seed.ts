import { count, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { businesses, files, users } from '../db/schema'
import { filePath } from '../files/file-links'
import { placeholderPdf } from '../services/placeholder-pdf'
import { hashPassword } from '../services/secrets'
import { seedDemoDeals } from './deals'
import { seedDemoHistory, seedDemoVendors } from './history'
import { DEMO_VENDOR_EMAIL, DEMO_VENDORS } from './vendors'
import { seedDemoWorkflow } from './workflows'

/** The demo owner's login, printed in the start banner. A demo account, never a real secret. */
export const DEMO_LOGIN = { email: 'demo@ally.localhost', password: 'ally-demo-password' } as const
/** The demo team member; same password. */
export const DEMO_MEMBER_EMAIL = 'team@ally.localhost'
export const DEMO_BUSINESS_NAME = 'Demo Procurement Ltd'

export type DemoSeedResult =
  | { outcome: 'created'; businessId: string }
  | { outcome: 'exists' }
  | { outcome: 'refused'; reason: string }

// Serialises seeding when two servers start at once on one PostgreSQL database.
const SEED_LOCK = 0x414c4c59 // 'ALLY'

const demoUserExists = async (db: Db) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_LOGIN.email}`)
  return !!row
}

/** Why the database cannot take the demo, or null when it can. */
async function reasonToRefuse(
  db: Db,
): Promise<Exclude<DemoSeedResult, { outcome: 'created' }> | null> {
  if (await demoUserExists(db)) return { outcome: 'exists' }
  const [row] = await db.select({ users: count() }).from(users)
  const existing = row?.users ?? 0
  if (existing === 0) return null
  return {
    outcome: 'refused',
    reason: `the database already holds ${existing} account${existing === 1 ? '' : 's'}; demo data only goes into an empty one`,
  }
}

/**
 * The demo business in `tx`: its owner, its team member and its vendors. The registration
 * document (`document`, a file path) is claimed by the caller.
 */
async function insertDemoBusiness(tx: Db, document: string, passwordHash: string, now: Date) {
  const [business] = await tx
    .insert(businesses)
    .values({
      name: DEMO_BUSINESS_NAME,
      country: 'Nigeria',
      businessType: 'Manufacturing',
      businessDoc: document,
      address: '12 Marina Road, Lagos Island, Lagos',
    })
    .returning({ id: businesses.id })
  if (!business) throw new Error('The demo business was not created')
  const [owner] = await tx
    .insert(users)
    .values([
      {
        businessId: business.id,
        email: DEMO_LOGIN.email,
        passwordHash,
        firstName: 'Dami',
        lastName: 'Demo',
        phone: '+234 800 000 0000',
        role: 'owner',
        active: true,
      },
      {
        businessId: business.id,
        email: DEMO_MEMBER_EMAIL,
        passwordHash,
        firstName: 'Tunde',
        lastName: 'Team',
        role: 'member',
        active: true,
      },
    ])
    .returning({ id: users.id })
  if (!owner) throw new Error('The demo owner was not created')
  const vendorIds = await seedDemoVendors(tx, business.id, passwordHash, now)
  await seedDemoWorkflow(
    tx,
    business.id,
    { id: owner.id, name: 'Dami Demo', email: DEMO_LOGIN.email },
    DEMO_MEMBER_EMAIL,
    now,
  )
  return { businessId: business.id, ownerId: owner.id, vendorIds }
}

/**
 * Loads the demo business into an empty database: an active owner with a complete profile (its
 * registration document a placeholder PDF in the file store) and a verified team member. Safe to
 * run on every start: once the demo exists it does nothing.
 *
 * It also gets vendors and a year of RFQs, purchase orders and deliveries with them (history.ts),
 * and the public website its hot deals (deals.ts). The year is written once the business is
 * committed, step by step through the product's own writes, each in its own transaction as when a
 * buyer and its vendors make them (a sent PO's PDF goes to the file store, which writes outside
 * any transaction of ours); a start stopped halfway keeps the demo with the history written so far.
 *
 * @example
 * const { context } = await buildApp(options)
 * console.log(demoSeedMessage(await seedDemo(context)))
 */
export async function seedDemo(
  context: Pick<AppContext, 'db' | 'files'>,
  options: { production?: boolean } = {},
): Promise<DemoSeedResult> {
  if (options.production) {
    // A login printed in a README has no place on a production database.
    return { outcome: 'refused', reason: 'demo data is never loaded in production' }
  }
  const { db } = context
  const early = await reasonToRefuse(db)
  if (early) return early

  // Stored before the transaction (the file store writes outside it) so that the owner's profile
  // is complete from the moment it exists. If another server wins the race, it stays unused.
  const document = await context.files.save({
    owner: null,
    name: 'Certificate of incorporation (demo).pdf',
    mimeType: 'application/pdf',
    bytes: await placeholderPdf([
      `${DEMO_BUSINESS_NAME}: certificate of incorporation`,
      'A placeholder document for the Ally demo. It certifies nothing.',
      'RC 0000000, incorporated 2 January 2020, Lagos, Nigeria.',
    ]),
  })
  const passwordHash = await hashPassword(DEMO_LOGIN.password)

  const now = new Date()
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    const late = await reasonToRefuse(tx)
    if (late) return late

    const demo = await insertDemoBusiness(tx, filePath(document), passwordHash, now)
    await tx.update(files).set({ businessId: demo.businessId }).where(eq(files.id, document.id))
    await seedDemoDeals(tx)
    return { outcome: 'created', ...demo } as const
  })
  if (created.outcome !== 'created') return created
  await seedDemoHistory(context, created.ownerId, created.vendorIds, now)
  return { outcome: 'created', businessId: created.businessId }
}

/** One line for the console about what `--demo` did. */
export function demoSeedMessage(result: DemoSeedResult): string {
  switch (result.outcome) {
    case 'created':
      return `Demo data loaded: ${DEMO_BUSINESS_NAME}, its owner, a team member, ${DEMO_VENDORS.length} vendors, a year of sourcing, a workflow with its runs and the website's hot deals.`
    case 'exists':
      return 'Demo data is already loaded; nothing to do.'
    case 'refused':
      return `Demo data not loaded: ${result.reason}.`
  }
}

/** The start banner's lines for the demo logins, when the demo is there to log in to. */
export function demoLoginLines(result: DemoSeedResult): string[] {
  if (result.outcome === 'refused') return []
  return [
    `  Demo login:        ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
    `  Demo team member:  ${DEMO_MEMBER_EMAIL} / ${DEMO_LOGIN.password}`,
    `  Demo vendor:       ${DEMO_VENDOR_EMAIL} / ${DEMO_LOGIN.password}  (at /vendor/register)`,
  ]
}
