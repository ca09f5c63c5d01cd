import type { NotificationKind } from '@ally/sdk'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, resultRows } from '../db/client'
import type { PageRequest } from '../db/paging'
import { lateOn } from '../shipments/queries'

// The notification centre (docs/product-rules.md, "Notifications"): nothing is stored when
// something happens; the list is derived, in one statement, from the business's own records
// (answers, deadlines, PO answers, POs held for approval, shipments late, delivered or with goods
// rejected or short, replies by e-mail waiting to be confirmed), and only
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
 * One notification as the statement gives it (json: timestamps as text): an event of `feed`
 * with its `details`, which says what each column holds for each kind.
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
 * Every notification of `reader` at `now`, from each record's own table alone (an index each):
 * columns key, kind, at and ref, the id of the record it is about. Keys are stable: a kind and
 * the record's id, with what makes a repeat a new notification (a revision, an estimate moved).
 * Titles, references and vendors are looked up for one page only (`details`): a business a year
 * in has thousands of notifications a month, all counted, a few shown.
 */
function feed(reader: Reader, now: Date): SQL {
  const b = reader.businessId
  const to = sql`${now.toISOString()}::timestamptz`
  const from = sql`${new Date(now.getTime() - NOTIFICATION_DAYS * DAY_MS).toISOString()}::timestamptz`
  const today = now.toISOString().slice(0, 10)
  const within = (column: SQL) => sql`${column} > ${from} and ${column} <= ${to}`
  const heldAt = sql`(history -> -1 ->> 'at')::timestamptz`

  const branches: SQL[] = [
    // A vendor's answer, each revision.
    sql`select 'answer:' || id, 'quote_answered', submitted_at, id from quote_responses
      where business_id = ${b} and ${within(sql`submitted_at`)}`,
    // A vendor declined to quote.
    sql`select 'declined:' || id, 'rfq_declined', responded_at, id from rfqs
      where business_id = ${b} and status = 'declined' and ${within(sql`responded_at`)}`,
    // A round's deadline passed (or the buyer closed it early), unless awarded or cancelled first.
    sql`select 'deadline:' || id, 'deadline_passed', deadline, id from quotes
      where business_id = ${b} and status in ('open', 'closed') and ${within(sql`deadline`)}`,
    // The vendor accepted a PO (the latest revision it accepted).
    sql`select 'accepted:' || id || ':' || revision, 'po_accepted', acknowledged_at, id
      from purchase_orders
      where business_id = ${b} and acknowledged_at is not null and ${within(sql`acknowledged_at`)}`,
    // The vendor declined a PO, which stays declined: its last status change.
    sql`select 'declined-po:' || id, 'po_declined', ${heldAt}, id from purchase_orders
      where business_id = ${b} and status = 'declined' and ${within(heldAt)}`,
    // Shipments the carrier or the buyer marked delivered.
    sql`select 'delivered:' || id, 'shipment_delivered', delivered_at, id from shipments
      where business_id = ${b} and delivered_at is not null and ${within(sql`delivered_at`)}`,
    // Shipments past their expected day while still on their way (shipments/queries.ts's
    // `late`), dated the day after it, however long ago: a new estimate makes a new one.
    sql`select 'late:' || id || ':' || estimated_delivery, 'shipment_late',
        (estimated_delivery + 1)::timestamp at time zone 'UTC', id
      from shipments where business_id = ${b} and ${lateOn(today)}`,
    // A receipt found goods of a shipment rejected or short: one per receipt, from the PO's
    // delivery issues (a partial index holds the POs with any).
    sql`select distinct 'issue:' || (issue ->> 'shipmentId') || ':' || (issue ->> 'raisedAt'),
        'shipment_issue', (issue ->> 'raisedAt')::timestamptz, (issue ->> 'shipmentId')::uuid
      from purchase_orders cross join lateral jsonb_array_elements(issues) as issue
      where business_id = ${b} and issues <> '[]'::jsonb
        and ${within(sql`(issue ->> 'raisedAt')::timestamptz`)}`,
    // A vendor's e-mailed reply read into a draft answer, while it waits for the buyer's decision.
    sql`select 'reply:' || id, 'reply_drafted', created_at, id from reply_drafts
      where business_id = ${b} and status = 'draft' and ${within(sql`created_at`)}`,
  ]
  if (reader.approves) {
    // POs held for an owner's or admin's approval, however long they have waited: dated when
    // they were held (their last status change); a PO held again is a new one.
    branches.push(
      sql`select 'approval:' || id || ':' || jsonb_array_length(history), 'po_awaiting_approval',
          coalesce(${heldAt}, created_at), id
        from purchase_orders where business_id = ${b} and status = 'awaiting_approval'`,
    )
  }
  const union = sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` union all `,
  )
  return sql`select * from (${union}) as feed(key, kind, at, ref) where feed.at <= ${to}`
}

/**
 * What a page's notification `shown` shows, by its kind: columns target (the id of the record
 * its page shows), taId, subject, vendorId, amount, currency and extra (see NotificationRow).
 * Each branch runs only for its own kinds.
 */
const details = sql`
  -- An answer: the order's title, the answer's total, its revision; its page is the RFQ's.
  select r.id::text, o.ta_id, o.title, r.vendor_id, qr.total::float8, qr.currency,
    qr.revision::text
  from quote_responses qr
  join rfqs r on r.id = qr.rfq_id
  join quotes q on q.id = r.quote_id
  join orders o on o.id = q.order_id
  where shown.kind = 'quote_answered' and qr.id = shown.ref
  union all
  -- A decline to quote: the reason given.
  select r.id::text, o.ta_id, o.title, r.vendor_id, null::float8, null, r.decline_reason
  from rfqs r
  join quotes q on q.id = r.quote_id
  join orders o on o.id = q.order_id
  where shown.kind = 'rfq_declined' and r.id = shown.ref
  union all
  -- A deadline: "answered/asked".
  select q.id::text, o.ta_id, o.title, null::uuid, null::float8, null,
    (select count(*) filter (where r.quoted_total is not null)::text || '/' || count(*)::text
      from rfqs r where r.quote_id = q.id and r.status <> 'cancelled')
  from quotes q
  join orders o on o.id = q.order_id
  where shown.kind = 'deadline_passed' and q.id = shown.ref
  union all
  -- A PO: its number and total; a declined one the vendor's note.
  select p.id::text, o.ta_id, p.number, p.vendor_id, p.total::float8, p.currency,
    case when shown.kind = 'po_declined' then p.history -> -1 ->> 'note' end
  from purchase_orders p
  left join orders o on o.id = p.order_id
  where shown.kind in ('po_accepted', 'po_declined', 'po_awaiting_approval') and p.id = shown.ref
  union all
  -- A shipment: carrier and tracking number, its PO's number.
  select s.id::text, o.ta_id, s.carrier || ' ' || s.tracking_number, p.vendor_id, null::float8,
    null, p.number
  from shipments s
  join purchase_orders p on p.id = s.purchase_order_id
  left join orders o on o.id = p.order_id
  where shown.kind in ('shipment_late', 'shipment_delivered', 'shipment_issue')
    and s.id = shown.ref
  union all
  -- A draft answer from an e-mailed reply: its round's page, the order's title, the reply's
  -- subject.
  select r.quote_id::text, o.ta_id, o.title, r.vendor_id, null::float8, null, d.subject
  from reply_drafts d
  join rfqs r on r.id = d.rfq_id
  join quotes q on q.id = r.quote_id
  join orders o on o.id = q.order_id
  where shown.kind = 'reply_drafted' and d.id = shown.ref`

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
        select json_agg(json_build_object(
            'key', shown.key, 'kind', shown.kind, 'at', shown.at, 'read', shown.read,
            'target', d.target, 'taId', d."taId", 'subject', d.subject,
            'vendor', (select name from vendors where id = d."vendorId"),
            'amount', d.amount, 'currency', d.currency, 'extra', d.extra)
          order by shown.at desc, shown.key desc)
        from (select * from marked order by at desc, key desc
          limit ${page.limit} offset ${page.offset}) shown
        cross join lateral (${details})
          as d(target, "taId", subject, "vendorId", amount, currency, extra)
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
