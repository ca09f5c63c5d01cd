import type { EndpointData, inviteVendors, VendorInput } from '@ally/sdk'

/** What the server answers to an invite: who was invited, and which rows were not, and why. */
export type InviteVendorsResult = EndpointData<typeof inviteVendors>

/** The vendors one invite sent, with the source line of each (bulk only). */
export type SentRow = { line?: number; vendor: VendorInput }

export interface InviteFormProps {
  pending: boolean
  /** Sends the rows; `done` runs once the server has answered, with its answer. */
  onSend: (sent: SentRow[], done?: (result: InviteVendorsResult) => void) => void
}
