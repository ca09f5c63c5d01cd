import { formatCount, type VendorCandidate } from '@ally/sdk'
import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Checkbox, CheckboxGroup } from 'react-aria-components/CheckboxGroup'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { useDecideVendorCandidates, useVendorCandidates } from '../../../queries/channels'
import { formatAgo } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import { toast } from '../../../ui/Toaster'
import '../../../blocks/forms/Checkbox.css'

/**
 * The people the connected mailboxes correspond with, proposed as vendors with the evidence (how
 * many messages, the last subject and when, the company its domain suggests). The buyer picks
 * some or all and adds them (each is invited as a vendor) or rejects them for good.
 */
export function VendorCandidatesPanel({
  importing,
  editable,
}: {
  importing: boolean
  editable: boolean
}) {
  const headingId = useId()
  const candidates = useVendorCandidates({ importing })
  const page = candidates.data?.data
  const items = page?.items ?? []
  const [picked, setPicked] = useState<string[]>([])
  const shown = new Set(items.map((item) => item.id))
  const selected = picked.filter((id) => shown.has(id))
  const decide = useDecideVendorCandidates({
    onSuccess: ({ message }) => {
      toast.success(message)
      setPicked([])
    },
    onError: showError,
  })
  const send = (decision: 'accept' | 'reject') =>
    decide.mutate({ body: { ids: selected, decision } })
  const all = items.length > 0 && selected.length === items.length
  return (
    <section
      className="ally-Settings-card"
      aria-labelledby={headingId}
      aria-busy={candidates.isPending || undefined}
    >
      <h2 id={headingId}>Contacts from your mailboxes</h2>
      {candidates.isPending && <Spinner aria-label="Loading the contacts found" />}
      {candidates.isError && (
        <SectionLoadError
          what="the contacts found"
          error={candidates.error}
          onRetry={candidates.refetch}
        />
      )}
      {page && items.length === 0 && (
        <p className="ally-Settings-current">
          {importing
            ? 'Looking through your mail; contacts appear here as they are found.'
            : 'No contacts waiting: everyone your mailboxes correspond with is decided.'}
        </p>
      )}
      {items.length > 0 && (
        <>
          <p className="ally-Settings-note">
            {page && page.pagination.total > items.length
              ? `The ${formatCount(items.length)} you write with most, of ${formatCount(page.pagination.total)}; deciding them shows the next.`
              : `${formatCount(items.length)} found. Pick the ones that are vendors.`}
          </p>
          {editable && (
            <div className="ally-Settings-actions">
              <Button
                className="ally-SourcingButton"
                onPress={() => setPicked(all ? [] : items.map((item) => item.id))}
              >
                {all ? 'Clear the selection' : 'Select all'}
              </Button>
              <Button
                className="ally-SourcingButton"
                data-variant="primary"
                isDisabled={!selected.length || decide.isPending}
                onPress={() => send('accept')}
              >
                Add {selected.length || ''} as vendors
              </Button>
              <Button
                className="ally-SourcingButton"
                isDisabled={!selected.length || decide.isPending}
                onPress={() => send('reject')}
              >
                Reject {selected.length || ''}
              </Button>
            </div>
          )}
          {editable ? (
            <CheckboxGroup
              aria-label="Contacts to decide"
              value={selected}
              onChange={setPicked}
              className="ally-Candidates"
            >
              {items.map((candidate) => (
                <Checkbox key={candidate.id} value={candidate.id} className="ally-Checkbox">
                  {({ isSelected }) => (
                    <>
                      <span className="ally-Checkbox-box" aria-hidden="true">
                        {isSelected ? '✓' : null}
                      </span>
                      <CandidateText candidate={candidate} />
                    </>
                  )}
                </Checkbox>
              ))}
            </CheckboxGroup>
          ) : (
            <ul className="ally-Candidates">
              {items.map((candidate) => (
                <li key={candidate.id}>
                  <CandidateText candidate={candidate} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

function CandidateText({ candidate }: { candidate: VendorCandidate }) {
  const who = candidate.company ?? (candidate.name || candidate.email)
  const messages = `${formatCount(candidate.messages)} ${candidate.messages === 1 ? 'message' : 'messages'}`
  return (
    <span className="ally-Candidates-text">
      <strong>{who}</strong>
      <span>
        {candidate.name && candidate.name !== who ? `${candidate.name} · ` : ''}
        {candidate.email}
      </span>
      <span className="ally-Settings-note">
        {messages} · Last: “{candidate.lastSubject || 'no subject'}”, {formatAgo(candidate.lastAt)}
      </span>
    </span>
  )
}
