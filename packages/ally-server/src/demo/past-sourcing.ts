// Over 300 lines on purpose: every step of a past round, from the RFQs to the receipt, beside the
// one check they share (a moment in the past) and the two ways it differs from a live server.
import type { OrderInput, QuoteResponseInput } from '@ally/sdk'
import { isOwnerOrAdmin } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Db } from '../db/client'
import { businesses, orders, purchaseOrders, rfqs, shipments, users } from '../db/schema'
import type { FileStore } from '../files/file-store'
import { acknowledgePurchaseOrder } from '../purchase-orders/acknowledge-purchase-order'
import {
  type Actor,
  type DraftInput,
  draftPurchaseOrder,
} from '../purchase-orders/draft-purchase-order'
import { toShip } from '../purchase-orders/line-quantities'
import { type Sender, sendPurchaseOrder } from '../purchase-orders/send-purchase-order'
import type { MailOutbox } from '../services/mail-outbox'
import { recordReceipt, unaccounted } from '../shipments/receive-shipment'
import { recordShipment, type ShipmentDetails } from '../shipments/record-shipment'
import { answerRfq, declineRfqAnswer } from '../sourcing/answer-rfq'
import { type AwardInput, awardQuote } from '../sourcing/award-quote'
import { insertOrder } from '../sourcing/order-queries'
import { closeRound } from '../sourcing/rfq-actions'
import { sendRfqsInOneGo } from '../sourcing/send-rfqs'
import { markRfqViewed } from '../sourcing/vendor-rfq-queries'

// A buyer's sourcing as it happened in the past, written by the product's own writes: the
// functions the routes call (sending RFQs, a vendor's answer or decline, the award, drafting,
// sending and accepting a purchase order, shipping, receiving), each in its own transaction as
// from a route (or several steps in one, `together`), with "now" set to the moment the step
// happened. So numbers (TA-, PO-), statuses, totals, histories
// and events are the product's, and a step the product refuses fails here too. The demo's year
// (history.ts) is written with it, and so are the tests of what is computed from history.
// Two things differ from a live server, on purpose:
// - nobody is e-mailed about the past: mail the steps queue is dropped;
// - an order's creation time comes from the database's clock in the product; it is set to the
//   step's moment right after the order is stored.

/** Mail queued by a past step: dropped, since the past is over. */
const NO_MAIL: MailOutbox = {
  queue: async () => undefined,
  flush: async () => undefined,
  later: () => undefined,
  idle: async () => undefined,
  start: () => undefined,
  stop: async () => undefined,
}
/** Links go only into mail, which the past never sends. */
const NO_LINKS = ''

export interface PastSourcingServices {
  db: Db
  /** Where sent purchase orders' PDFs are kept, as when they are sent today. */
  files: FileStore
  /** The real present; a step after it is refused (default: the machine's clock at each step). */
  present?: Date
}

/** What the buyer asks for: an order and who is asked, when, until when. */
export interface PastRequest {
  title: string
  orderType?: OrderInput['orderType']
  currency?: OrderInput['currency']
  /** The order's lines; one lot of `title` when left out. */
  lines?: OrderInput['lines']
  deliveryAddress?: string
  vendorIds: string[]
  at: Date
  deadline: Date
}

/** A round as sent: its order, the order's stored lines, and each vendor's RFQ. */
export interface SentRound {
  orderId: string
  quoteId: string
  lineIds: string[]
  rfqOf(vendorId: string): string
}

/** A shipment as the vendor reports it; every line still to ship unless `lines` says. */
export interface PastShipment {
  at: Date
  carrier?: string
  trackingNumber?: string
  estimatedDelivery?: string
  lines?: ShipmentDetails['lines']
}

/** The steps of one buyer's past sourcing (see `pastSourcing`). */
export type PastSourcing = ReturnType<typeof roundSteps> &
  ReturnType<typeof purchaseOrderSteps> & {
    businessId: string
    together<T>(write: (past: PastSourcing) => Promise<T>): Promise<T>
  }
type Buyer = Awaited<ReturnType<typeof buyerOf>>

/** The buyer, as the routes know their caller: the user and its business. */
async function buyerOf(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, business: businesses })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.id, userId))
  if (!row) throw new Error(`No user ${userId} to write the history of`)
  const { user, business } = row
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email
  const actor: Actor = { businessId: business.id, name }
  const sender: Sender = {
    ...actor,
    business,
    email: user.email,
    canApprove: isOwnerOrAdmin(user.role),
  }
  return { userId: user.id, businessName: business.name ?? 'A buyer', actor, sender }
}

/** What every step needs: the services, the buyer, and the check that its moment is past. */
interface Steps {
  db: Db
  files: FileStore
  buyer: Buyer
  /** Inside `together`: `db` is a transaction the file store cannot see. */
  shared?: boolean
  /** `at`, unless it is after the present. */
  past(at: Date, step: string): Date
}

const clockAt = (
  { db, past }: Steps,
  at: Date,
  step: string,
): Pick<AppContext, 'db' | 'mail' | 'now'> => {
  const now = past(at, step)
  return { db, mail: NO_MAIL, now: () => now }
}
const notice = { mail: NO_MAIL, appUrl: NO_LINKS }

/**
 * The steps of user `userId`'s sourcing, each at the moment given.
 *
 * @example
 * const past = await pastSourcing(context, ownerId)
 * const round = await past.sendRfqs({ title: 'Valves', vendorIds: [a, b], at, deadline })
 * const answer = await past.answer(round.rfqOf(a), quote, answeredAt)
 * const [approved] = await past.award([answer], deadline)
 */
export async function pastSourcing(
  services: PastSourcingServices,
  userId: string,
): Promise<PastSourcing> {
  const steps: Steps = {
    db: services.db,
    files: services.files,
    buyer: await buyerOf(services.db, userId),
    past(at, step) {
      if (at.getTime() > (services.present ?? new Date()).getTime()) {
        throw new Error(`${step} at ${at.toISOString()} has not happened yet`)
      }
      return at
    },
  }
  return stepsOn(steps)
}

/** The steps, writing with `steps.db`. */
function stepsOn(steps: Steps): PastSourcing {
  return {
    businessId: steps.buyer.actor.businessId,
    ...roundSteps(steps),
    ...purchaseOrderSteps(steps),
    /**
     * Runs `write` with steps that share one transaction (each step's own becomes a savepoint),
     * committed at its end. A round written so is never seen half done: the server's expiry sweep
     * runs on today's clock, and would expire an RFQ of the past, sent and not yet answered, between
     * two steps. Sending a purchase order cannot join: the file store keeps its PDF on a connection
     * of its own.
     */
    together<T>(write: (past: PastSourcing) => Promise<T>): Promise<T> {
      return steps.db.transaction((tx) => write(stepsOn({ ...steps, db: tx, shared: true })))
    },
  }
}

/** Saves the order (as createOrder) and sends its RFQs (as sendRfqs), both at `request.at`. */
async function sendRfqs(steps: Steps, request: PastRequest): Promise<SentRound> {
  const { db, buyer } = steps
  const { businessId } = buyer.actor
  const at = steps.past(request.at, 'Sending RFQs')
  const input: OrderInput = {
    title: request.title,
    orderType: request.orderType,
    currency: request.currency,
    deliveryAddress: request.deliveryAddress,
    lines: request.lines ?? [{ description: request.title, quantity: 1, unit: 'lot' }],
  }
  const order = await db.transaction(async (tx) => {
    const row = await insertOrder(tx, businessId, buyer.userId, input)
    // The one adjustment: the product dates an order by the database's clock.
    await tx.update(orders).set({ createdAt: at, updatedAt: at }).where(eq(orders.id, row.id))
    return row
  })
  const { quoteId } = await sendRfqsInOneGo(
    { ...clockAt(steps, at, 'Sending RFQs'), appUrl: NO_LINKS },
    {
      businessId,
      businessName: buyer.businessName,
      orderId: order.id,
      vendorIds: request.vendorIds,
      deadline: request.deadline.toISOString(),
    },
  )
  const sent = await db
    .select({ id: rfqs.id, vendorId: rfqs.vendorId })
    .from(rfqs)
    .where(eq(rfqs.quoteId, quoteId))
  return {
    orderId: order.id,
    quoteId,
    lineIds: order.lines.map((line) => line.id),
    rfqOf(vendorId) {
      const rfq = sent.find((row) => row.vendorId === vendorId)
      if (!rfq) throw new Error(`No RFQ to vendor ${vendorId} in this round`)
      return rfq.id
    },
  }
}

/** A round's steps: sending, the vendors' views, answers and declines, the award, closing. */
function roundSteps(steps: Steps) {
  const { db, buyer, past } = steps
  const { businessId } = buyer.actor
  return {
    sendRfqs: (request: PastRequest) => sendRfqs(steps, request),

    /** The vendor opens its RFQ. */
    view: (rfqId: string, at: Date) => markRfqViewed(db, rfqId, past(at, 'Viewing an RFQ')),

    /** The vendor's answer (as submitQuoteResponse); resolves to the response's id. */
    answer: (rfqId: string, input: QuoteResponseInput, at: Date) =>
      answerRfq(db, rfqId, input, past(at, 'An answer'), null),

    /** The vendor declines to quote. */
    decline: (rfqId: string, at: Date, reason?: string) =>
      declineRfqAnswer(db, rfqId, reason, past(at, 'A decline'), null),

    /** The buyer awards whole answers (as acceptQuote); resolves to the approved responses' ids. */
    async award(responseIds: string[], at: Date, note?: string): Promise<string[]> {
      const input: AwardInput = {
        businessId,
        businessName: buyer.businessName,
        userId: buyer.userId,
        awards: responseIds.map((quoteResponseId) => ({ quoteResponseId })),
        note,
      }
      return (await awardQuote(clockAt(steps, at, 'An award'), input)).approvedIds
    },

    /** The buyer closes a round early (as closeQuote): RFQs still waiting expire. */
    close: (quoteId: string, at: Date) =>
      closeRound(clockAt(steps, at, 'Closing a round'), businessId, buyer.businessName, quoteId),
  }
}

/** A purchase order's steps: drafted, sent, accepted, shipped and received. */
function purchaseOrderSteps(steps: Steps) {
  const { db, files, buyer, past } = steps
  return {
    /** A draft purchase order (as createPurchaseOrder); resolves to its id. */
    draftPurchaseOrder: (input: DraftInput, at: Date) =>
      draftPurchaseOrder(db, buyer.actor, input, past(at, 'A draft purchase order')),

    /** The buyer sends a purchase order (as sendPurchaseOrder), its PDF kept in `files`. */
    async sendPurchaseOrder(poId: string, at: Date) {
      // On PGlite's one connection it would wait for the transaction forever.
      if (steps.shared) throw new Error('A purchase order is sent outside together()')
      const deps = { db, mail: NO_MAIL, files, appUrl: NO_LINKS }
      return sendPurchaseOrder(deps, buyer.sender, poId, {}, past(at, 'Sending a PO'))
    },

    /** The vendor accepts a purchase order sent to it. */
    acceptPurchaseOrder: (poId: string, at: Date) =>
      acknowledgePurchaseOrder(db, poId, { accept: true }, past(at, 'Accepting a PO'), notice),

    /** The vendor reports a shipment (as createVendorShipment); resolves to its id. */
    ship: (poId: string, shipment: PastShipment) => ship(steps, poId, shipment),

    /** The buyer receives everything a shipment still carries, in good order. */
    async receive(shipmentId: string, at: Date): Promise<void> {
      const [row] = await db.select().from(shipments).where(eq(shipments.id, shipmentId))
      if (!row) throw new Error(`No shipment ${shipmentId} to receive`)
      const lines = row.lines
        .map((line) => ({ lineId: line.lineId, quantity: unaccounted(line) }))
        .filter((line) => line.quantity > 0)
      await recordReceipt(db, buyer.actor, shipmentId, { lines }, past(at, 'A receipt'))
    },
  }
}

async function ship(steps: Steps, poId: string, shipment: PastShipment): Promise<string> {
  const { db } = steps
  const [po] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId))
  if (!po) throw new Error(`No purchase order ${poId} to ship`)
  const earlier = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.purchaseOrderId, poId))
  const lines =
    shipment.lines ??
    po.lines
      .map((line) => ({ lineId: line.id, quantity: toShip(line, po.issues) }))
      .filter((line) => line.quantity > 0)
  const details: ShipmentDetails = {
    carrier: shipment.carrier ?? 'DHL',
    // Shaped like a carrier's number, one per PO and shipment.
    trackingNumber:
      shipment.trackingNumber ??
      `JD0146${po.number.replace(/\D/g, '').padStart(6, '0')}${earlier.length + 1}`,
    estimatedDelivery: shipment.estimatedDelivery,
    lines,
  }
  const at = steps.past(shipment.at, 'A shipment')
  return recordShipment(db, poId, details, { fileOwners: [] }, at, notice)
}
