import type { NotificationKind } from '@ally/sdk'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, resultRows } from '../db/client'
import type { PageRequest } from '../db/paging'
import { lateOn } from '../shipments/queries'

// The notification centre (docs/product-rules.md, "Notifications"): nothing is stored when
// something happens; the list is derived, in one statement, from the business's own records
// (answers, deadlines, PO answers, POs held for approval, shipments late or delivered), and only
// what each user has read is kept (db/schema/notifications.ts).

/** How far back the events go. What still waits (approvals, late shipments) is listed however old. */
export const NOTIFICATION_DAYS = 30
const DAY_MS = 86_400_000

/** Who is asking: the list is the business's, the read marks and the approvals are the user's. */
export interface Reader {
  businessId: string
  userId: string
  /** Owners and admins approve POs held above the threshold: only they are told one waits. */
  approves: boolean
}

/**
 * One notification as the statement gives it (json: timestamps as text). Every branch of the
 * union fills the same columns; what each holds for each kind is said in `feed`.
 */
export interface NotificationRow {
  key: string
  kind: NotificationKind
  at: string
  /** The id of the record its page shows. */
  target: string
  taId: string | null
  subject: string
  vendor: string | null
  amount: number | null
  currency: string | null
  extra: string | null
  read: boolean
}

/**
 * The union of every kind of notification of `reader` at `now`: columns key, kind, at, target,
 * taId, subject, vendor, amount, currency, extra. Keys are stable: a kind and the record's id,
 * with what makes a repeat a new notification (a revision, an estimate moved).
 */
function feed(reader: Reader, now: Date): SQL {
  const b = reader.businessId
  const to = sql`${now.toISOString()}::timestamptz`
  const from = sql`${new Date(now.getTime() - NOTIFICATION_DAYS * DAY_MS).toISOString()}::timestamptz`
  const today = now.toISOString().slice(0, 10)
  const within = (column: SQL) => sql`${column} > ${from} and ${column} <= ${to}`

  const branches: SQL[] = [
    // Columns: key, kind, at, target, taId, subject, vendorId, amount, currency, extra.
    // A vendor's answer (each revision): subject is the order's title, extra the revision.
    sql`select 'answer:' || qr.id, 'quote_answered', qr.submitted_at, r.id::text, o.ta_id,
        o.title, r.vendor_id, qr.total::float8, qr.currency, qr.revision::text
      from quote_responses qr
      join rfqs r on r.id = qr.rfq_id
      join quotes q on q.id = r.quote_id
      join orders o on o.id = q.order_id
      where qr.business_id = ${b} and ${within(sql`qr.submitted_at`)}`,
    // A vendor declined to quote: extra is the reason it gave.
    sql`select 'declined:' || r.id, 'rfq_declined', r.responded_at, r.id::text, o.ta_id,
        o.title, r.vendor_id, null::float8, null, r.decline_reason
      from rfqs r
      join quotes q on q.id = r.quote_id
      join orders o on o.id = q.order_id
      where r.business_id = ${b} and r.status = 'declined' and ${within(sql`r.responded_at`)}`,
    // A round's deadline passed (or the buyer closed it early), unless it was awarded or
    // cancelled first: extra is "answered/asked".
    sql`select 'deadline:' || q.id, 'deadline_passed', q.deadline, q.id::text, o.ta_id,
        o.title, null::uuid, null::float8, null,
        (select count(*) filter (where r.quoted_total is not null)::text || '/' || count(*)::text
          from rfqs r where r.quote_id = q.id and r.status <> 'cancelled')
      from quotes q
      join orders o on o.id = q.order_id
      where q.business_id = ${b} and q.status in ('open', 'closed') and ${within(sql`q.deadline`)}`,
    // The vendor accepted a PO (the latest revision it accepted): subject is the PO's number.
    sql`select 'accepted:' || p.id || ':' || p.revision, 'po_accepted', p.acknowledged_at,
        p.id::text, o.ta_id, p.number, p.vendor_id, p.total::float8,
        p.currency, null
      from purchase_orders p
      left join orders o on o.id = p.order_id
      where p.business_id = ${b} and p.acknowledged_at is not null
        and ${within(sql`p.acknowledged_at`)}`,
    // The vendor declined a PO, which stays declined: the answer is its last status change,
    // with the vendor's note as extra.
    sql`select 'declined-po:' || p.id, 'po_declined', (p.history -> -1 ->> 'at')::timestamptz,
        p.id::text, o.ta_id, p.number, p.vendor_id, p.total::float8,
        p.currency, p.history -> -1 ->> 'note'
      from purchase_orders p
      left join orders o on o.id = p.order_id
      where p.business_id = ${b} and p.status = 'declined'
        and ${within(sql`(p.history -> -1 ->> 'at')::timestamptz`)}`,
    // Shipments the carrier or the buyer marked delivered: subject is carrier and tracking
    // number, extra the PO's number.
    sql`select 'delivered:' || s.id, 'shipment_delivered', s.delivered_at, s.id::text, o.ta_id,
        s.carrier || ' ' || s.tracking_number, p.vendor_id, null::float8,
        null, p.number
      from shipments s
      join purchase_orders p on p.id = s.purchase_order_id
      left join orders o on o.id = p.order_id
      where s.business_id = ${b} and s.delivered_at is not null
        and ${within(sql`s.delivered_at`)}`,
    // Shipments past their expected day while still on their way (shipments/queries.ts's
    // `late`), dated the day after it, however long ago: a new estimate makes a new one.
    sql`select 'late:' || shipments.id || ':' || shipments.estimated_delivery, 'shipment_late',
        (shipments.estimated_delivery + 1)::timestamp at time zone 'UTC', shipments.id::text,
        o.ta_id, shipments.carrier || ' ' || shipments.tracking_number,
        p.vendor_id, null::float8, null, p.number
      from shipments
      join purchase_orders p on p.id = shipments.purchase_order_id
      left join orders o on o.id = p.order_id
      where shipments.business_id = ${b} and ${lateOn(today)}`,
    // SHIPMENT_ISSUE: goods received rejected or short ('shipment_issue') join here once
    // shipments keep rejected and short quantities.
  ]
  if (reader.approves) {
    // POs held for an owner's or admin's approval, however long they have waited: dated when
    // they were held (their last status change); a PO held again is a new one.
    branches.push(
      sql`select 'approval:' || p.id || ':' || jsonb_array_length(p.history),
          'po_awaiting_approval', coalesce((p.history -> -1 ->> 'at')::timestamptz, p.created_at),
          p.id::text, o.ta_id, p.number, p.vendor_id, p.total::float8,
          p.currency, null
        from purchase_orders p
        left join orders o on o.id = p.order_id
        where p.business_id = ${b} and p.status = 'awaiting_approval'`,
    )
  }
  const union = sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` union all `,
  )
  return sql`select * from (${union})
    as feed(key, kind, at, target, "taId", subject, "vendorId", amount, currency, extra)
    where feed.at <= ${to}`
}

/** When the user last marked everything read; `-infinity` if never. */
const readBefore = (reader: Reader) =>
  sql`coalesce((select read_before from notification_read_marks where user_id = ${reader.userId}),
    '-infinity'::timestamptz)`

const isRead = (reader: Reader) => sql`(f.at <= ${readBefore(reader)} or exists (
  select 1 from notification_reads r where r.user_id = ${reader.userId} and r.key = f.key))`

export interface NotificationPage {
  total: number
  unread: number
  rows: NotificationRow[]
}

/** One page of the user's notifications, newest first, with how many there are and are unread. */
export async function notificationPage(
  db: Db,
  reader: Reader,
  now: Date,
  page: Pick<PageRequest, 'limit' | 'offset'>,
): Promise<NotificationPage> {
  const result = await db.execute(sql`
    with marked as materialized (
      select f.*, ${isRead(reader)} as read from (${feed(reader, now)}) f
    )
    select
      (select count(*)::int from marked) as total,
      (select count(*)::int from marked where not read) as unread,
      coalesce((
        select json_agg(to_jsonb(shown) - 'vendorId'
            || jsonb_build_object('vendor', (select name from vendors where id = shown."vendorId"))
          order by shown.at desc, shown.key desc)
        from (select * from marked order by at desc, key desc
          limit ${page.limit} offset ${page.offset}) shown
      ), '[]'::json) as rows`)
  const [row] = resultRows<NotificationPage>(result)
  return row ?? { total: 0, unread: 0, rows: [] }
}

/**
 * Marks the user's notifications with these keys read (other keys are not theirs, or no longer
 * listed, and are ignored), and forgets marks of notifications no longer listed.
 */
export async function markRead(db: Db, reader: Reader, keys: string[], now: Date): Promise<void> {
  const wanted = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )
  await db.execute(sql`
    with listed as materialized (${feed(reader, now)}),
    added as (
      insert into notification_reads (business_id, user_id, key, read_at)
      select ${reader.businessId}, ${reader.userId}, listed.key, ${now.toISOString()}::timestamptz
      from listed where listed.key in (${wanted})
      on conflict do nothing
    )
    delete from notification_reads r
    where r.user_id = ${reader.userId}
      and not exists (select 1 from listed where listed.key = r.key)`)
}

/** Marks everything listed up to `now` read: one date instead of a mark per notification. */
export async function markAllRead(db: Db, reader: Reader, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into notification_read_marks (user_id, business_id, read_before)
      values (${reader.userId}, ${reader.businessId}, ${now.toISOString()}::timestamptz)
      on conflict (user_id) do update set read_before = excluded.read_before`)
    await tx.execute(sql`delete from notification_reads where user_id = ${reader.userId}`)
  })
}
