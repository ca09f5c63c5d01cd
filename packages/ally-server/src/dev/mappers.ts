import type { DevMail } from '@ally/sdk/dev'
import type { devMail } from '../db/schema'

export function toDevMail(row: typeof devMail.$inferSelect): DevMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments.map(({ name, mimeType, size }) => ({ name, mimeType, size })),
    sentAt: row.sentAt.toISOString(),
  }
}
