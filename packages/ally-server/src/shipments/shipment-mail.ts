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

const TROUBLE_WORDS = {
  delayed: { subject: 'Delayed', title: 'A shipment is delayed', what: 'is delayed' },
  exception: {
    subject: 'Shipment problem',
    title: 'A shipment has a problem',
    what: 'has a problem on its way',
  },
  cancelled: {
    subject: 'Shipment cancelled',
    title: 'A shipment was cancelled',
    what: 'was cancelled',
  },
}

/** What the buyer hears when the vendor reports that a shipment will not arrive as planned. */
export function shipmentTroubleMail(
  to: string,
  news: {
    vendorName: string
    number: string
    carrier: string
    trackingNumber: string
    status: keyof typeof TROUBLE_WORDS
    location: string | null
    note: string | null
    estimatedDelivery: string | null
    link: string
  },
): MailMessage {
  const words = TROUBLE_WORDS[news.status]
  const intro = `${news.vendorName} reports that its shipment of purchase order ${news.number} with ${news.carrier} (tracking ${news.trackingNumber}) ${words.what}.`
  const details = [
    ...(news.location ? [`Where: ${news.location}.`] : []),
    ...(news.note ? [`${news.vendorName}'s note: ${news.note}`] : []),
    ...(news.status === 'cancelled'
      ? ['What it carried can ship again.']
      : news.estimatedDelivery
        ? [`Now expected by ${news.estimatedDelivery}.`]
        : []),
  ]
  return {
    to,
    subject: `${words.subject}: ${news.number} — ${news.vendorName}`,
    text: [intro, ...details, `The shipment: ${news.link}`].join('\n\n').concat('\n'),
    html: layout(words.title, [intro, ...details], {
      label: 'Open the shipment',
      href: news.link,
    }),
  }
}
