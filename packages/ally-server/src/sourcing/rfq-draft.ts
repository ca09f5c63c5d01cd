import type { RfqDraft } from '@ally/sdk'
import type { Db } from '../db/client'
import type { StoredRfqDraft } from '../db/schema'
import { futureDeadline, ownVendors } from './send-rfqs'

// A draft order keeps its RFQ plan (vendors, deadline, message) so the buyer can come back to it
// on any device. It is checked as sending would check it: a vendor of another business or a past
// deadline is refused when saved, not first discovered at send time.

/** The plan checked and made storable; 400s name `body.draft.…`. */
export async function storableDraft(
  tx: Db,
  businessId: string,
  draft: RfqDraft,
  now: Date,
): Promise<StoredRfqDraft> {
  const chosen = await ownVendors(tx, businessId, draft.vendorIds, 'body.draft.vendorIds')
  return {
    vendorIds: chosen.map((vendor) => vendor.id),
    deadline: draft.deadline
      ? futureDeadline(draft.deadline, now, 'body.draft.deadline').toISOString()
      : null,
    message: draft.message?.trim() || null,
  }
}
