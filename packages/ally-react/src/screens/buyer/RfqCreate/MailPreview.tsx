import { type EndpointData, type previewRfqMail, UNASSIGNED_ORDER_REFERENCE } from '@ally/sdk'
import type { ReactNode } from 'react'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'

export type RfqMailPreview = EndpointData<typeof previewRfqMail>

export interface MailPreviewProps {
  mail: RfqMailPreview | null
  /** How many vendors get the same e-mail, each with its own name and link. */
  vendorCount: number
  onClose: () => void
  onSend: () => void
  isSending: boolean
}

/** `text` with the reference placeholder marked, when the request has no reference yet. */
function marked(text: string, unassigned: boolean): ReactNode {
  if (!unassigned) return text
  return text.split(UNASSIGNED_ORDER_REFERENCE).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <mark key={index} className="ally-RfqCreate-placeholder">
            {UNASSIGNED_ORDER_REFERENCE}
          </mark>,
          part,
        ],
  )
}

/**
 * The e-mail the first chosen vendor will get, as the server writes it; send from here or go back.
 * A request not saved yet shows `TA-…` where its reference goes, marked and explained.
 */
export function MailPreview({ mail, vendorCount, onClose, onSend, isSending }: MailPreviewProps) {
  const others = vendorCount - 1
  const unassigned = mail !== null && mail.taId === null
  return (
    <ConfirmDialog
      isOpen={mail !== null}
      onCancel={onClose}
      onConfirm={onSend}
      isPending={isSending}
      title="The e-mail vendors get"
      confirmLabel={`Send to ${vendorCount} ${vendorCount === 1 ? 'vendor' : 'vendors'}`}
      pendingLabel="Sending…"
      cancelLabel="Keep editing"
    >
      {mail && (
        <div className="ally-RfqCreate-mail">
          <dl>
            <div>
              <dt>To</dt>
              <dd>{mail.to}</dd>
            </div>
            <div>
              <dt>Subject</dt>
              <dd>{marked(mail.subject, unassigned)}</dd>
            </div>
          </dl>
          {/* A region that takes focus, so keyboard users can scroll a long request. */}
          <section className="ally-RfqCreate-mailText" aria-label="E-mail text">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard (axe: scrollable-region-focusable) */}
            <pre tabIndex={0}>{marked(mail.text, unassigned)}</pre>
          </section>
          {unassigned && (
            <p className="ally-RfqCreate-mailNote">
              {UNASSIGNED_ORDER_REFERENCE} stands for this request’s reference (like TA-0042): it
              gets one when you send it or save it as a draft. Previewing saves nothing.
            </p>
          )}
          {others > 0 && (
            <p>
              The {others === 1 ? 'other vendor gets' : `${others} other vendors get`} the same
              e-mail with their own name and private link.
            </p>
          )}
        </div>
      )}
    </ConfirmDialog>
  )
}
