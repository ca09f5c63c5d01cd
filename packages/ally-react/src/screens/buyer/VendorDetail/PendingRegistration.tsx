import type { PendingRegistration as Registration, Vendor } from '@ally/sdk'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { useConfirmVendorRegistration } from '../../../queries/vendors'
import { useCan } from '../../../session/useCan'
import { formatDate } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import { toast } from '../../../ui/Toaster'

export interface PendingRegistrationProps {
  vendor: Vendor
  /** Who registered through the invitation with another address; null once answered. */
  registration: Registration | null
}

/** What the panel says once the buyer has answered. */
interface RegistrationAnswered {
  text: string
  accepted: boolean
}

/** The sentence for the buyer's answer, about the vendor as the server now has it. */
function answeredText(
  { name, email, status }: Pick<Vendor, 'name' | 'email' | 'status'>,
  accepted: boolean,
): string {
  // An account that has not verified its e-mail yet is linked, and active once it does.
  const sees =
    status === 'active'
      ? 'which now sees your requests and orders'
      : 'which sees your requests and orders once it verifies its e-mail'
  return accepted
    ? `Confirmed: ${name} is linked to the account of ${email}, ${sees}.`
    : `Declined: the invitation is still for ${email}.`
}

/** What happened after the answer; it takes the focus the buttons had. */
function RegistrationOutcome({ outcome }: { outcome: RegistrationAnswered }) {
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  // Mounted once, when the answer is in (the buttons are gone then): that is when it takes focus.
  useEffect(() => {
    outcomeRef.current?.focus()
  }, [])
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

interface RegistrationAnswersProps {
  /** Whether an answer is being sent. */
  busy: boolean
  /** The answer pressed last (true: confirm), whose button shows the spinner while busy. */
  choice: boolean | null
  onReply: (accept: boolean) => void
}

/** Decline and Confirm registration, each busy while its own answer is sent. */
function RegistrationAnswers({ busy, choice, onReply }: RegistrationAnswersProps) {
  return (
    <div className="ally-PendingRegistration-actions">
      <Button
        className="ally-VendorButton"
        data-variant="secondary"
        onPress={() => onReply(false)}
        isDisabled={busy}
        aria-busy={(busy && choice === false) || undefined}
      >
        {busy && choice === false && <Spinner size="small" aria-label="Declining" />}
        Decline
      </Button>
      <Button
        className="ally-VendorButton"
        onPress={() => onReply(true)}
        isDisabled={busy}
        aria-busy={(busy && choice === true) || undefined}
      >
        {busy && choice === true && <Spinner size="small" aria-label="Confirming" />}
        Confirm registration
      </Button>
    </div>
  )
}

/**
 * Someone registered through the vendor's invitation with another address than the one
 * invited: anyone holding the link could have, so they see none of the buyer's requests or
 * orders until the buyer confirms them here (docs/product-rules.md, "Vendors"). After the answer
 * the panel says what happened, and takes the focus the buttons had.
 */
export function PendingRegistration({ vendor, registration }: PendingRegistrationProps) {
  const headingId = useId()
  const [outcome, setOutcome] = useState<RegistrationAnswered | null>(null)
  const [choice, setChoice] = useState<boolean | null>(null)
  const mayAnswer = useCan('vendors')
  const answer = useConfirmVendorRegistration({
    onSuccess: ({ message, data }, { body }) => {
      toast.success(message)
      setOutcome({ accepted: body.accept, text: answeredText(data.vendor, body.accept) })
    },
    onError: showError,
  })

  if (outcome) return <RegistrationOutcome outcome={outcome} />
  if (!registration) return null
  const reply = (accept: boolean) => {
    setChoice(accept)
    answer.mutate({ params: { id: vendor.id }, body: { accept } })
  }
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
      {mayAnswer ? (
        <RegistrationAnswers busy={answer.isPending} choice={choice} onReply={reply} />
      ) : (
        <p className="ally-SourcingMuted">An owner, admin or member confirms or declines it.</p>
      )}
    </section>
  )
}
