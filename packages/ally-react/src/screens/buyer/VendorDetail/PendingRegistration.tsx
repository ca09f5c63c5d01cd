import type { PendingRegistration as Registration, Vendor } from '@ally/sdk'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { useConfirmVendorRegistration } from '../../../queries/vendors'
import { formatDate } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import { toast } from '../../../ui/Toaster'

export interface PendingRegistrationProps {
  vendor: Vendor
  /** Who registered through the invitation with another address; null once answered. */
  registration: Registration | null
}

/**
 * Someone registered through the vendor's invitation with another address than the one
 * invited: anyone holding the link could have, so they see none of the buyer's requests or
 * orders until the buyer confirms them here (docs/product-rules.md, "Vendors"). After the answer
 * the panel says what happened, and takes the focus the buttons had.
 */
export function PendingRegistration({ vendor, registration }: PendingRegistrationProps) {
  const headingId = useId()
  const [outcome, setOutcome] = useState<{ text: string; accepted: boolean } | null>(null)
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  const [choice, setChoice] = useState<boolean | null>(null)
  const answer = useConfirmVendorRegistration({
    onSuccess: ({ message, data }, { body }) => {
      toast.success(message)
      const { name, email, status } = data.vendor
      // An account that has not verified its e-mail yet is linked, and active once it does.
      const sees =
        status === 'active'
          ? 'which now sees your requests and orders'
          : 'which sees your requests and orders once it verifies its e-mail'
      setOutcome({
        accepted: body.accept,
        text: body.accept
          ? `Confirmed: ${name} is linked to the account of ${email}, ${sees}.`
          : `Declined: the invitation is still for ${email}.`,
      })
    },
    onError: showError,
  })
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus()
  }, [outcome])

  if (outcome) {
    return (
      <p
        ref={outcomeRef}
        className="ally-PendingRegistration-outcome"
        data-tone={outcome.accepted ? 'success' : 'neutral'}
        role="status"
        tabIndex={-1}
      >
        {outcome.text}
      </p>
    )
  }
  if (!registration) return null
  const reply = (accept: boolean) => {
    setChoice(accept)
    answer.mutate({ params: { id: vendor.id }, body: { accept } })
  }
  const busy = answer.isPending
  return (
    <section className="ally-VendorPanel ally-PendingRegistration" aria-labelledby={headingId}>
      <h2 id={headingId}>A registration waits for you</h2>
      <p>
        <strong>{registration.contactName}</strong> of <strong>{registration.companyName}</strong>{' '}
        registered through your invitation on {formatDate(registration.registeredAt)} with{' '}
        <strong>{registration.email}</strong>, not {vendor.email}, the address you invited.
      </p>
      <p>
        Anyone holding the invitation link could have. Until you confirm, they see none of your
        requests or orders; confirmed, {vendor.name} is reached at {registration.email}.
      </p>
      <div className="ally-PendingRegistration-actions">
        <Button
          className="ally-VendorButton"
          data-variant="secondary"
          onPress={() => reply(false)}
          isDisabled={busy}
          aria-busy={(busy && choice === false) || undefined}
        >
          {busy && choice === false && <Spinner size="small" aria-label="Declining" />}
          Decline
        </Button>
        <Button
          className="ally-VendorButton"
          onPress={() => reply(true)}
          isDisabled={busy}
          aria-busy={(busy && choice === true) || undefined}
        >
          {busy && choice === true && <Spinner size="small" aria-label="Confirming" />}
          Confirm registration
        </Button>
      </div>
    </section>
  )
}
