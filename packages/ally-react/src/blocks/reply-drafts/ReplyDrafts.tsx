import { formatNumber, type ReplyDraft, type Rfq } from '@ally/sdk'
import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { useReplyDrafts } from '../../queries/channels'
import { useCan } from '../../session/useCan'
import { formatMoment } from '../../ui/format'
import { AttachmentList } from '../attachments/Attachments'
import { ReplyDraftForm } from './ReplyDraftForm'
import './ReplyDrafts.css'

/** How each way of tying a reply to its RFQ reads, for the buyer to judge the match. */
const MATCHED_BY: Record<ReplyDraft['matchedBy'], string> = {
  thread: 'a reply in the RFQ’s e-mail thread',
  reference: 'its subject names the RFQ',
  sender: 'the vendor’s only open RFQ',
}

export interface ReplyDraftsProps {
  /** The drafts of a round, or of one of its RFQs. */
  of: { quoteId: string } | { rfqId: string }
  /** The RFQs they may answer: each draft answers one, whose lines its form asks prices for. */
  rfqs: readonly Rfq[]
}

/**
 * The vendors of a round (or of one RFQ) who answered by e-mail (docs/product-rules.md, "Replies by e-mail"): each
 * reply read into a draft answer, with what could not be read said plainly, the e-mail itself and
 * its files one click away, and a form to check, correct and confirm it or dismiss it. Nothing
 * at all while there is none.
 */
export function ReplyDrafts({ of, rfqs }: ReplyDraftsProps) {
  const headingId = useId()
  const drafts = useReplyDrafts(of)
  const items = drafts.data?.data.items ?? []
  if (drafts.isError) {
    return (
      <p className="ally-SourcingMuted" role="status">
        Answers that vendors e-mailed could not be loaded: {drafts.error.message}
      </p>
    )
  }
  if (!items.length) return null
  return (
    <section className="ally-SourcingSection ally-ReplyDrafts" aria-labelledby={headingId}>
      <h2 id={headingId}>Answers read from e-mail ({formatNumber(items.length, 0)})</h2>
      <p className="ally-SourcingMuted">
        These vendors answered by e-mail. Check what was read against their e-mail, correct it, and
        confirm: it then counts as their answer, in the comparison and for the award.
      </p>
      <ul className="ally-ReplyDrafts-list">
        {items.map((draft) => (
          <li key={draft.id}>
            <ReplyDraftCard draft={draft} rfq={rfqs.find((rfq) => rfq.id === draft.rfqId)} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ReplyDraftCard({ draft, rfq }: { draft: ReplyDraft; rfq: Rfq | undefined }) {
  const titleId = useId()
  const formId = useId()
  const maySource = useCan('sourcing')
  const [open, setOpen] = useState(false)
  const priced = draft.lines.length
  const asked = rfq?.lines.length ?? priced
  return (
    <article className="ally-SourcingPanel ally-ReplyDraft" aria-labelledby={titleId}>
      <h3 id={titleId} className="ally-ReplyDraft-title">
        {draft.vendor.name}
      </h3>
      <p className="ally-SourcingMuted">
        E-mail from {draft.from}, {formatMoment(draft.receivedAt)} · “{draft.subject}” · matched as{' '}
        {MATCHED_BY[draft.matchedBy]}
      </p>
      {draft.readable ? (
        <p>
          {formatNumber(priced, 0)} of {formatNumber(asked, 0)} prices read
          {draft.problems.length ? ':' : '.'}
        </p>
      ) : (
        <p className="ally-ReplyDraft-unread">
          Nothing could be read from this e-mail. Read it below and type the vendor’s figures, or
          dismiss it.
        </p>
      )}
      {draft.problems.length > 0 && (
        <ul className="ally-ReplyDraft-problems">
          {draft.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <details className="ally-ReplyDraft-mail">
        <summary>The e-mail{draft.attachments.length ? ' and its files' : ''}</summary>
        {/* As text, never as HTML: the reply's markup and scripts never reach the page. */}
        <pre className="ally-ReplyDraft-text">
          {draft.text || 'The e-mail’s text could not be kept: open it in your mailbox.'}
        </pre>
        <AttachmentList
          files={draft.attachments}
          label={`Files e-mailed by ${draft.vendor.name}`}
        />
      </details>
      {maySource && rfq && (
        <>
          <Button
            className="ally-SourcingButton"
            data-variant={open ? undefined : 'primary'}
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            onPress={() => setOpen((was) => !was)}
          >
            {open ? 'Hide the answer' : 'Review and confirm'}
          </Button>
          {open && (
            <div id={formId}>
              <ReplyDraftForm draft={draft} rfq={rfq} />
            </div>
          )}
        </>
      )}
    </article>
  )
}
