import { formatMoney, formatNumber } from '@ally/sdk'
import type { StoredApprovedLine } from '../db/schema'
import type { MailMessage } from '../services/mail'
import { layout } from '../services/mail-templates'

// The e-mails an award sends: the winners learn what was awarded to them, the other vendors that
// were asked learn that the buyer chose another quote. Neither carries a link: the vendor's RFQ
// link and its portal already show the outcome.

interface RoundMailInput {
  to: string
  vendorName: string
  businessName: string
  taId: string
  title: string
}

export interface AwardedMailInput extends RoundMailInput {
  currency: string
  lines: StoredApprovedLine[]
  shippingCost: number
  total: number
  note: string | null
}

export function awardedMail(input: AwardedMailInput): MailMessage {
  const intro = `${input.businessName} accepted your quote for ${input.title} (${input.taId}).`
  const lines = input.lines.map(
    (line) =>
      `${line.description}: ${formatNumber(line.quantity)} ${line.unit} × ${formatMoney(line.unitPrice, input.currency)} = ${formatMoney(line.total, input.currency)}`,
  )
  const totals = [
    ...(input.shippingCost > 0
      ? [`Shipping: ${formatMoney(input.shippingCost, input.currency)}`]
      : []),
    `Total: ${formatMoney(input.total, input.currency)}`,
  ]
  const personal = input.note ? [`${input.businessName} writes: “${input.note}”`] : []
  const next = 'A purchase order follows from the buyer.'
  return {
    to: input.to,
    subject: `Quote accepted: ${input.taId} ${input.title} — ${input.businessName}`,
    text: [intro, `Awarded:\n${lines.join('\n')}`, totals.join('\n'), ...personal, next]
      .join('\n\n')
      .concat('\n'),
    html: layout(`Your quote was accepted`, [
      intro,
      'Awarded:',
      ...lines,
      ...totals,
      ...personal,
      next,
    ]),
  }
}

export function notSelectedMail(input: RoundMailInput): MailMessage {
  const intro = `${input.businessName} has chosen another quote for ${input.title} (${input.taId}).`
  const thanks = `Thank you for your time, ${input.vendorName}. This request takes no more answers.`
  return {
    to: input.to,
    subject: `Not selected: ${input.taId} ${input.title} — ${input.businessName}`,
    text: `${intro}\n\n${thanks}\n`,
    html: layout('Another quote was chosen', [intro, thanks]),
  }
}
