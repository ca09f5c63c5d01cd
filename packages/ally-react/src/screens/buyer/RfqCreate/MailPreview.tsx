import type { EndpointData, previewRfqMail } from '@ally/sdk'
import { ConfirmDialog } from '../../shared/ConfirmDialog'

export type RfqMailPreview = EndpointData<typeof previewRfqMail>

export interface MailPreviewProps {
  mail: RfqMailPreview | null
  /** How many vendors get the same e-mail, each with its own name and link. */
  vendorCount: number
  onClose: () => void
  onSend: () => void
  isSending: boolean
}

/** The e-mail the first chosen vendor will get, as the server writes it; send from here or go back. */
export function MailPreview({ mail, vendorCount, onClose, onSend, isSending }: MailPreviewProps) {
  const others = vendorCount - 1
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
              <dd>{mail.subject}</dd>
            </div>
          </dl>
          {/* A region that takes focus, so keyboard users can scroll a long request. */}
          <section className="ally-RfqCreate-mailText" aria-label="E-mail text">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard (axe: scrollable-region-focusable) */}
            <pre tabIndex={0}>{mail.text}</pre>
          </section>
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
