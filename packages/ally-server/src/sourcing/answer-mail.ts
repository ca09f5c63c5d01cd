import { formatMoney } from '@ally/sdk'
import type { MailMessage } from '../services/mail'
import { layout } from '../services/mail-templates'

// What the buyer hears when a vendor answers or declines: one e-mail to whoever created the order
// (the business's owners when nobody did, or that user is gone), linking to the round's answers.

export interface AnswerNews {
  vendorName: string
  taId: string
  title: string
  /** The app's page of the round's answers. */
  link: string
}

export function quoteReceivedMail(
  to: string,
  news: AnswerNews & { total: number; currency: string; revision: number },
): MailMessage {
  const what = news.revision > 1 ? `revision ${news.revision} of its quote` : 'a quote'
  const intro = `${news.vendorName} sent ${what} for ${news.title} (${news.taId}): ${formatMoney(news.total, news.currency)}.`
  return {
    to,
    subject: `${news.revision > 1 ? 'Revised quote' : 'New quote'}: ${news.taId} ${news.title} — ${news.vendorName}`,
    text: `${intro}\n\nCompare the answers: ${news.link}\n`,
    html: layout('A vendor answered your RFQ', [intro], {
      label: 'Compare the answers',
      href: news.link,
    }),
  }
}

export function rfqDeclinedMail(
  to: string,
  news: AnswerNews & { reason: string | null },
): MailMessage {
  const intro = `${news.vendorName} declined your RFQ for ${news.title} (${news.taId}).`
  const why = news.reason ? [`Its reason: “${news.reason}”`] : []
  return {
    to,
    subject: `Declined: ${news.taId} ${news.title} — ${news.vendorName}`,
    text: [intro, ...why, `The round's answers: ${news.link}`].join('\n\n').concat('\n'),
    html: layout('A vendor declined your RFQ', [intro, ...why], {
      label: 'See the answers',
      href: news.link,
    }),
  }
}
