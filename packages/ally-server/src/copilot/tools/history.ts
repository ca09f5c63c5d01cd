import { formatMoney, ROUTES, routeTo } from '@ally/sdk'
import { and, asc, eq } from 'drizzle-orm'
import * as z from 'zod'
import { orders, purchaseOrders, shipments, vendors } from '../../db/schema'
import type { ToolContext } from './context'
import { counted, dayLabel, defineTool, openAction } from './tool'

// "What happened with PO-0012?": a purchase order's story from its own records: each status it
// went through (its history), each shipment and what arrived, and the delivery issues raised.

/** A status as the app's badges say it: `partially_received` → "partially received". */
const said = (status: string) => status.replaceAll('_', ' ')

export const purchaseOrderHistory = defineTool({
  name: 'purchase_order_history',
  description:
    "A purchase order's history by its number (e.g. PO-0012): each status change with its date, its shipments and their state, and delivery issues.",
  input: z.object({
    number: z
      .string()
      .regex(/^PO-\d{4,8}$/)
      .describe('e.g. PO-0012'),
  }),
  async run(context: ToolContext, { number }) {
    const [found] = await context.db
      .select({ po: purchaseOrders, vendorName: vendors.name, taId: orders.taId })
      .from(purchaseOrders)
      .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      .leftJoin(orders, eq(orders.id, purchaseOrders.orderId))
      .where(
        and(eq(purchaseOrders.businessId, context.businessId), eq(purchaseOrders.number, number)),
      )
    if (!found) {
      return {
        data: { number, found: false },
        summary: `I found no purchase order ${number} in your business. Check the number, or open the purchase orders.`,
        actions: [openAction('Open purchase orders', ROUTES.purchaseOrders)],
      }
    }
    const { po, vendorName, taId } = found
    const sent = await context.db
      .select()
      .from(shipments)
      .where(
        and(eq(shipments.businessId, context.businessId), eq(shipments.purchaseOrderId, po.id)),
      )
      .orderBy(asc(shipments.createdAt))
    const steps = po.history.map(
      (change) =>
        `- ${dayLabel(change.at)}: ${said(change.status)}${change.note ? ` (${change.note})` : ''}`,
    )
    const shipped = sent.map(
      (shipment) =>
        `- ${shipment.carrier} ${shipment.trackingNumber}: ` +
        (shipment.deliveredAt
          ? `delivered ${dayLabel(shipment.deliveredAt)}`
          : said(shipment.status) +
            (shipment.estimatedDelivery
              ? `, expected ${dayLabel(shipment.estimatedDelivery)}`
              : '')),
    )
    const open = po.issues.filter((issue) => !issue.resolution)
    const summary = [
      `**${po.number}** to ${vendorName}${taId ? ` for ${taId}` : ''}, ${formatMoney(Number(po.total), po.currency)}: **${said(po.status)}**` +
        (po.deliveryDate ? `, delivery day ${dayLabel(po.deliveryDate)}.` : '.'),
      ...(steps.length ? ['', 'What happened:', ...steps] : []),
      ...(shipped.length ? ['', `${counted(sent.length, 'shipment')}:`, ...shipped] : []),
      ...(po.issues.length
        ? ['', `${counted(po.issues.length, 'delivery issue')}, ${open.length} open.`]
        : []),
    ].join('\n')
    return {
      data: {
        number: po.number,
        status: po.status,
        vendor: vendorName,
        total: Number(po.total),
        currency: po.currency,
        deliveryDate: po.deliveryDate,
        history: po.history.map(({ at, status, note }) => ({ at, status, note })),
        shipments: sent.map(
          ({ carrier, trackingNumber, status, estimatedDelivery, deliveredAt }) => ({
            carrier,
            trackingNumber,
            status,
            estimatedDelivery,
            deliveredAt,
          }),
        ),
        issues: { total: po.issues.length, open: open.length },
      },
      summary,
      actions: [
        openAction(`Open ${po.number}`, routeTo.purchaseOrder(po.id)),
        ...sent
          .slice(0, 2)
          .map((shipment) =>
            openAction(`Open shipment ${shipment.trackingNumber}`, routeTo.shipment(shipment.id)),
          ),
      ],
    }
  },
})
