import type { MailMessage } from '../services/mail'
import { layout } from '../services/mail-templates'

// What the buyer hears when a vendor ships: one e-mail per shipment, linking to it.

export function shipmentNewsMail(
  to: string,
  news: {
    vendorName: string
    number: string
    complete: boolean
    carrier: string
    trackingNumber: string
    estimatedDelivery: string | null
    link: string
  },
): MailMessage {
  const rest = news.complete ? 'Everything ordered has now shipped.' : 'More is to follow.'
  const intro = `${news.vendorName} shipped goods of purchase order ${news.number} with ${news.carrier} (tracking ${news.trackingNumber}). ${rest}`
  const eta = news.estimatedDelivery ? [`Expected by ${news.estimatedDelivery}.`] : []
  return {
    to,
    subject: `Shipped: ${news.number} — ${news.vendorName}`,
    text: [intro, ...eta, `The shipment: ${news.link}`].join('\n\n').concat('\n'),
    html: layout('Goods are on their way', [intro, ...eta], {
      label: 'Open the shipment',
      href: news.link,
    }),
  }
}
