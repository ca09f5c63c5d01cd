import type { EmailKind } from '@ally/sdk'
import { buyerAddresses } from '../accounts/queries'
import type { Db } from '../db/client'
import type { MailMessage } from './mail'
import type { MailOutbox } from './mail-outbox'

// What a vendor does that its buyer hears of by e-mail (an answer, a shipment, a registration to
// confirm) is queued in the transaction that makes the change, so the two commit together.

/** Where the buyer hears of a vendor's change: the outbox, and the app's address for links. */
export interface BuyerNotice {
  mail: MailOutbox
  appUrl: string
}

/**
 * Queues `message` in `tx` for each buyer to tell (buyerAddresses): the user who made the record,
 * `createdBy`, while still active, else the business's owners; of them, those who did not turn
 * `kind` off.
 */
export async function mailBuyers(
  tx: Db,
  mail: MailOutbox,
  businessId: string,
  createdBy: string | null,
  kind: EmailKind,
  message: (to: string) => MailMessage,
): Promise<void> {
  const addresses = await buyerAddresses(tx, businessId, createdBy, kind)
  await mail.queue(
    tx,
    addresses.map((to) => message(to)),
  )
}
