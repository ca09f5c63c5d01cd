import {
  type acceptQuote,
  type EndpointData,
  type Envelope,
  formatMoney,
  formatNumber,
  type QuoteComparison,
} from '@ally/sdk'
import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Label, TextArea, TextField } from 'react-aria-components/TextField'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { useAcceptQuote } from '../../../queries/sourcing'
import { toast } from '../../../ui/Toaster'
import { awardableVendors, linePrice, splitAwards } from './comparison'
import '../../../blocks/detail-page/SourcingButton.css'

// Awarding a round: everything to one vendor in one click, or a vendor chosen per line (each
// line starts at its cheapest). Both ask once more in a dialog that says who gets what and
// that every vendor asked is e-mailed, because an award cannot be undone.

export type AcceptQuoteResult = Envelope<EndpointData<typeof acceptQuote>>

export interface AwardPanelProps {
  comparison: QuoteComparison
  today: string
  /** The vendor (RFQ id) chosen for each line in the table; lines left out are not awarded. */
  choice: ReadonlyMap<string, string>
  onAwarded?: (result: AcceptQuoteResult) => void
}

/** What the dialog confirms: one entry per winning vendor. */
interface PlannedAward {
  quoteResponseId: string
  vendorName: string
  lineIds?: string[]
  lines: string[]
  total: number
}

export function AwardPanel({ comparison, today, choice, onAwarded }: AwardPanelProps) {
  const headingId = useId()
  const vendors = awardableVendors(comparison, today)
  const [note, setNote] = useState('')
  const [planned, setPlanned] = useState<PlannedAward[] | null>(null)
  const accept = useAcceptQuote({
    onSuccess: (result) => {
      setPlanned(null)
      toast.success(result.message)
      onAwarded?.(result)
    },
    onError: (error) => showError(error),
  })
  const money = (amount: number) => formatMoney(amount, comparison.quote.currency)
  const { wholeAward, plan, open } = planAwards(comparison, vendors, choice)

  const confirm = () => {
    if (!planned) return
    accept.mutate({
      body: {
        awards: planned.map(({ quoteResponseId, lineIds }) =>
          lineIds ? { quoteResponseId, lineIds } : { quoteResponseId },
        ),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
    })
  }

  return (
    <section className="ally-SourcingPanel ally-QuoteResponses-award" aria-labelledby={headingId}>
      <h2 id={headingId}>Award this round</h2>
      <p className="ally-QuoteResponses-muted">
        Award everything to one vendor, or choose a vendor for each line. Every vendor asked is told
        the outcome by e-mail.
      </p>

      <WholeAward
        vendors={vendors}
        lineCount={comparison.lines.length}
        money={money}
        onAward={(rfqId) => setPlanned(wholeAward(rfqId))}
      />

      <SplitAward plan={plan} open={open} money={money} onAward={() => setPlanned(plan)} />

      <ConfirmDialog
        isOpen={planned !== null}
        onCancel={() => setPlanned(null)}
        onConfirm={confirm}
        isPending={accept.isPending}
        title={`Award ${comparison.quote.taId}?`}
        confirmLabel="Award"
        pendingLabel="Awarding…"
      >
        <ul>
          {(planned ?? []).map((award) => (
            <li key={award.quoteResponseId}>
              <strong>{award.vendorName}</strong>: {award.lines.join(', ')} · {money(award.total)}
            </li>
          ))}
        </ul>
        <TextField
          className="ally-QuoteResponses-noteField"
          value={note}
          onChange={setNote}
          maxLength={2000}
        >
          <Label>Note to the chosen vendors (optional)</Label>
          <TextArea rows={2} />
        </TextField>
        <p>
          The chosen vendors are e-mailed what they won, the others that another quote was chosen.
          The round then takes no more answers; this cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  )
}

/** Everything to one vendor: a button per vendor with its total and how much of the round it quoted. */
function WholeAward({
  vendors,
  lineCount,
  money,
  onAward,
}: {
  vendors: ReturnType<typeof awardableVendors>
  lineCount: number
  money: (amount: number) => string
  onAward: (rfqId: string) => void
}) {
  return (
    <div className="ally-QuoteResponses-whole">
      <h3>Everything to one vendor</h3>
      <ul>
        {vendors.map((vendor) => (
          <li key={vendor.rfqId}>
            <Button className="ally-SourcingButton" onPress={() => onAward(vendor.rfqId)}>
              Award all to {vendor.vendor.name}
            </Button>
            <span className="ally-QuoteResponses-muted">
              {money(vendor.total ?? 0)}
              {vendor.lines.length < lineCount
                ? ` · quoted ${vendor.lines.length} of ${lineCount} lines`
                : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The awards to confirm: everything to one vendor (`wholeAward`), or the split the table's choices
 * make (`plan`), with how many lines the split leaves open.
 */
function planAwards(
  comparison: QuoteComparison,
  vendors: ReturnType<typeof awardableVendors>,
  choice: AwardPanelProps['choice'],
) {
  const lineName = (lineId: string) => {
    const line = comparison.lines.find((item) => item.id === lineId)
    return line ? `${line.description} (${formatNumber(line.quantity)} ${line.unit})` : lineId
  }

  const wholeAward = (rfqId: string): PlannedAward[] => {
    const vendor = vendors.find((item) => item.rfqId === rfqId)
    if (!vendor?.response) return []
    return [
      {
        quoteResponseId: vendor.response.id,
        vendorName: vendor.vendor.name,
        lines: vendor.lines.map((line) => lineName(line.lineId)),
        total: vendor.total ?? 0,
      },
    ]
  }

  // A few hundred lines at most: worked out on each render, no memo to keep in step.
  const plan: PlannedAward[] = splitAwards(comparison, choice).map((award) => {
    const vendor = vendors.find((item) => item.response?.id === award.quoteResponseId)
    const lineTotal = award.lineIds.reduce(
      (sum, lineId) => sum + (vendor ? (linePrice(vendor, lineId)?.total ?? 0) : 0),
      0,
    )
    return {
      ...award,
      vendorName: vendor?.vendor.name ?? '',
      lines: award.lineIds.map(lineName),
      total: lineTotal + (vendor?.shippingCost ?? 0),
    }
  })
  const open = comparison.lines.length - plan.reduce((sum, award) => sum + award.lines.length, 0)
  return { wholeAward, plan, open }
}

/** The split by line: who wins how many lines for how much, and the button to award it. */
function SplitAward({
  plan,
  open,
  money,
  onAward,
}: {
  plan: PlannedAward[]
  open: number
  money: (amount: number) => string
  onAward: () => void
}) {
  return (
    <div className="ally-QuoteResponses-split">
      <h3>Split by line</h3>
      <p className="ally-QuoteResponses-muted">
        Pick a vendor for each line in the table; each line starts at its best price.
      </p>
      <ul>
        {plan.map((award) => (
          <li key={award.quoteResponseId}>
            <strong>{award.vendorName}</strong>: {award.lines.length}{' '}
            {award.lines.length === 1 ? 'line' : 'lines'} · {money(award.total)}
          </li>
        ))}
        {open > 0 && (
          <li>
            {open} {open === 1 ? 'line' : 'lines'} not awarded
          </li>
        )}
      </ul>
      <Button
        className="ally-SourcingButton"
        data-variant="primary"
        isDisabled={plan.length === 0}
        onPress={onAward}
      >
        {plan.length > 1 ? `Award split between ${plan.length} vendors` : 'Award the chosen lines'}
      </Button>
    </div>
  )
}
