import {
  formatDays,
  formatMoney,
  formatNumber,
  type QuoteResponse,
  type Rfq,
  ROUTES,
  routeTo,
} from '@ally/sdk'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { DetailPage } from '../../../blocks/detail-page/DetailPage'
import { RECORD_PAGES } from '../../../blocks/detail-page/recordPages'
import { ReplyDrafts } from '../../../blocks/reply-drafts/ReplyDrafts'
import { AllyLink } from '../../../provider/AllyLink'
import { useRfq } from '../../../queries/sourcing'
import { formatDate, formatDay } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { RfqActions } from './RfqActions'
import '../../../blocks/detail-page/sourcing.css'
import '../../../blocks/detail-page/SourcingButton.css'
import './RfqDetail.css'
import { AttachmentList } from '../../../blocks/attachments/Attachments'
import { useCan } from '../../../session/useCan'

export interface RfqDetailProps {
  rfqId: string
  className?: string
}

export const RFQ_NOT_FOUND = RECORD_PAGES.rfq.notFoundTitle
const NONE = '—'
/** An RFQ in one of these is decided: it can no longer be changed, cancelled or deleted. */
const DECIDED: readonly Rfq['status'][] = ['awarded', 'not_awarded']

/**
 * One RFQ this business sent (`/dashboard/rfq/{rfqId}`): its vendor and status, deadline and
 * message, an answer the vendor e-mailed waiting to be confirmed (ReplyDrafts), the lines asked,
 * and every revision of the vendor's answer, newest first. While the
 * vendor may still answer, the buyer extends the deadline or cancels it; until an award decides
 * it, the buyer may delete it, which withdraws it from the vendor by e-mail.
 */
export function RfqDetail({ rfqId, className }: RfqDetailProps) {
  return (
    <DetailPage
      {...RECORD_PAGES.rfq}
      query={useRfq(rfqId)}
      className={cx('ally-RfqDetail', className)}
    >
      {({ data }, titleId) => (
        <RfqDetailView rfq={data.rfq} responses={data.responses} titleId={titleId} />
      )}
    </DetailPage>
  )
}

/** The screen once the RFQ and the vendor's answers loaded: everything below the loading and error states. */
function RfqDetailView({
  rfq,
  responses,
  titleId,
}: {
  rfq: Rfq
  responses: QuoteResponse[]
  titleId: string
}) {
  const maySource = useCan('sourcing')
  return (
    <>
      <PageHeader
        titleId={titleId}
        title={rfq.title}
        documentTitle="RFQ"
        eyebrow={`${rfq.taId} · RFQ to ${rfq.vendor.name}`}
        breadcrumbs={[{ label: 'RFQs', href: ROUTES.rfqs }, { label: rfq.taId }]}
        description={
          <p className="ally-SourcingSummary ally-RfqDetail-summary">
            <StatusBadge kind="rfq" status={rfq.status} /> Sent {formatDate(rfq.sentAt)} · deadline{' '}
            {formatDate(rfq.deadline)}
          </p>
        }
        actions={
          <>
            <ActionLink to={routeTo.quoteResponses(rfq.quoteId)}>
              Compare the round’s answers
            </ActionLink>
            <ActionLink to={routeTo.quote(rfq.quoteId)}>Round overview</ActionLink>
            <ActionLink to={routeTo.order(rfq.orderId)}>View order</ActionLink>
          </>
        }
      />
      <section className="ally-SourcingPanel" aria-label="Terms">
        <dl className="ally-SourcingTerms ally-RfqDetail-terms">
          <div>
            <dt>Vendor</dt>
            <dd>
              <AllyLink to={routeTo.vendor(rfq.vendor.id)}>{rfq.vendor.name}</AllyLink>
            </dd>
          </div>
          <div>
            <dt>Opened by the vendor</dt>
            <dd>{rfq.viewedAt ? formatDate(rfq.viewedAt) : 'Not yet'}</dd>
          </div>
          <div>
            <dt>Answered</dt>
            <dd>{rfq.respondedAt ? formatDate(rfq.respondedAt) : 'Not yet'}</dd>
          </div>
          <div>
            <dt>Deliver to</dt>
            <dd>{rfq.deliveryAddress ?? NONE}</dd>
          </div>
          <div>
            <dt>Deliver by</dt>
            <dd>{rfq.deliveryDate ? formatDay(rfq.deliveryDate) : NONE}</dd>
          </div>
          <div>
            <dt>Message</dt>
            <dd>{rfq.message ?? NONE}</dd>
          </div>
        </dl>
      </section>
      <ReplyDrafts of={{ rfqId: rfq.id }} rfqs={[rfq]} />
      <RfqItems rfq={rfq} headingId={`${titleId}-lines`} />
      <RfqAnswers responses={responses} headingId={`${titleId}-answers`} />
      {!DECIDED.includes(rfq.status) && maySource && <RfqActions rfq={rfq} />}
    </>
  )
}

/** The items asked for, with their specifications, files and target prices. */
function RfqItems({ rfq, headingId }: { rfq: Rfq; headingId: string }) {
  return (
    <section className="ally-SourcingPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>Items ({rfq.lines.length})</h2>
      <div className="ally-RfqDetail-scroller">
        <table className="ally-RfqDetail-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Quantity</th>
              <th scope="col">Target price</th>
            </tr>
          </thead>
          <tbody>
            {rfq.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.description}
                  {line.specifications && (
                    <span className="ally-SourcingMuted"> · {line.specifications}</span>
                  )}
                  <AttachmentList
                    files={line.attachments}
                    label={`Files for ${line.description}`}
                  />
                </th>
                <td>
                  {formatNumber(line.quantity)} {line.unit}
                </td>
                <td>
                  {line.targetPrice == null ? NONE : formatMoney(line.targetPrice, rfq.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** Every revision the vendor sent, in the order the server lists them. */
function RfqAnswers({ responses, headingId }: { responses: QuoteResponse[]; headingId: string }) {
  return (
    <section className="ally-SourcingPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>Answers ({responses.length})</h2>
      {responses.length === 0 ? (
        <p>No answer yet. Every revision the vendor sends shows here.</p>
      ) : (
        <ol className="ally-RfqDetail-revisions">
          {responses.map((response) => (
            <li key={response.id}>
              <strong>
                Revision {response.revision}: {formatMoney(response.total, response.currency)}
              </strong>{' '}
              <StatusBadge kind="quoteResponse" status={response.status} />
              <span className="ally-SourcingMuted">
                Sent {formatDate(response.submittedAt)} · lead time{' '}
                {formatDays(response.leadTimeDays)} · valid until {formatDay(response.validUntil)}
                {response.notes ? ` · ${response.notes}` : ''}
              </span>
              <AttachmentList
                files={response.attachments}
                label={`Files with revision ${response.revision}`}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
