// Over 300 lines on purpose: one form in its three starts (an award, from scratch, a draft to change or a sent PO to revise) and the pages shown instead of it; its parts live beside it (PoLinesField, VendorChoice, poForm, useAward).
import {
  CURRENCY_SYMBOLS,
  type Currency,
  formatMoney,
  type PurchaseOrder,
  purchaseOrderStatus,
  ROUTES,
  routeTo,
} from '@ally/sdk'
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { FieldError, Label, TextArea, TextField } from 'react-aria-components/TextField'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import {
  useCreatePurchaseOrder,
  usePurchaseOrder,
  useUpdatePurchaseOrder,
} from '../../../queries/purchaseOrders'
import { useOrder } from '../../../queries/sourcing'
import { formatDay } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader, type PageHeaderCrumb } from '../../../ui/PageHeader'
import { Select } from '../../../ui/Select'
import { Spinner } from '../../../ui/Spinner'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { CURRENCY_OPTIONS } from '../../shared/currencyOptions'
import { DetailLoadError } from '../../shared/DetailLoadError'
import { focusFirstProblem } from '../../shared/focusFirstProblem'
import { localToday } from '../../shared/localToday'
import { showError } from '../../shared/useErrorToast'
import { fieldErrorsOf } from '../../shared/useServerFieldErrors'
import { PURCHASE_ORDER_LOAD_ERROR } from '../PurchaseOrderDetail/PurchaseOrderDetail'
import { PoLinesField } from './PoLinesField'
import {
  createBodyOf,
  type FormProblems,
  formFrom,
  formNamesOf,
  type PoForm,
  type PoSource,
  problemsOf,
  totalsOf,
  updateBodyOf,
} from './poForm'
import { useAward } from './useAward'
import { VendorChoice } from './VendorChoice'
import '../../shared/sourcing.css'
import './PurchaseOrderCreate.css'

export interface PurchaseOrderCreateProps {
  /** An approved quote response (`?award=`): the PO takes its vendor, currency, lines and shipping. */
  approvedId?: string
  /** A draft PO to change (`?edit=`); wins over `approvedId`. */
  poId?: string
  /**
   * After the PO was saved, with the server's answer. Defaults to opening the PO's page
   * (`/dashboard/purchase-orders/{id}`).
   */
  onSaved?: (po: PurchaseOrder) => void
  className?: string
}

export const AWARD_NOT_FOUND = 'Award not found'
const FIX_FIRST = 'Fix the marked fields first.'

/** A PO the vendor has and nothing shipped of: changing it sends a revision (docs/product-rules.md). */
const REVISABLE: readonly PurchaseOrder['status'][] = ['sent', 'acknowledged']

/**
 * A new purchase order (`/dashboard/purchase-orders/create`), saved as a draft: from an award
 * (`?award={approvedId}`: vendor and currency fixed, lines, shipping and delivery filled in and
 * changeable), from scratch (a vendor from the buyer's list, a currency and lines), or a draft
 * changed (`?edit={poId}`). Totals follow every keystroke; the server's field errors land on
 * their fields; a saved PO opens on its own page.
 *
 * @example
 * <PurchaseOrderCreate approvedId={params.get('award') ?? undefined} />
 */
export function PurchaseOrderCreate({
  approvedId,
  poId,
  onSaved,
  className,
}: PurchaseOrderCreateProps) {
  const titleId = useId()
  let content: ReactNode
  if (poId) {
    content = <EditDraft key={poId} poId={poId} titleId={titleId} onSaved={onSaved} />
  } else if (approvedId) {
    content = (
      <FromAward key={approvedId} approvedId={approvedId} titleId={titleId} onSaved={onSaved} />
    )
  } else {
    content = <PoFormView source={SCRATCH} titleId={titleId} onSaved={onSaved} />
  }
  return (
    <article className={cx('ally-PurchaseOrderCreate', className)} aria-labelledby={titleId}>
      {content}
    </article>
  )
}

const SCRATCH: PoSource = { kind: 'scratch' }

interface StartProps {
  titleId: string
  onSaved?: (po: PurchaseOrder) => void
}

function Problem({
  titleId,
  title,
  children,
}: {
  titleId: string
  title: string
  children: ReactNode
}) {
  return (
    <div className="ally-SourcingPanel" role="alert">
      <h1 id={titleId}>{title}</h1>
      {children}
    </div>
  )
}

function FromAward({ approvedId, titleId, onSaved }: StartProps & { approvedId: string }) {
  const lookup = useAward(approvedId)
  const award = lookup.award
  // The order holds the delivery the buyer asked for; the award does not carry it.
  const order = useOrder(award && !award.purchaseOrderId ? award.orderId : '')

  if (lookup.isPending || (award && !award.purchaseOrderId && order.isPending)) {
    return <Spinner size="large" aria-label="Loading the award" />
  }
  if (!award) {
    const missing = {
      titleId,
      notFoundTitle: AWARD_NOT_FOUND,
      notFoundText: 'This award does not exist or belongs to another business.',
      backTo: ROUTES.quotes,
      backLabel: 'Back to quotes',
    }
    // Without an error the award is simply not among the approved ones: not found, no Retry.
    return lookup.error ? (
      <DetailLoadError
        {...missing}
        error={lookup.error}
        onRetry={lookup.refetch}
        failedTitle="Could not load this award"
      />
    ) : (
      <DetailLoadError {...missing} />
    )
  }
  if (award.purchaseOrderId) {
    return (
      <Problem titleId={titleId} title="This award has a purchase order already">
        <p>
          {award.vendor.name}’s award for {award.title} ({award.taId}) was ordered already. An award
          makes one purchase order at a time; cancel that one to make another.
        </p>
        <AllyLink
          to={routeTo.purchaseOrder(award.purchaseOrderId)}
          className="ally-SourcingButton"
          data-variant="primary"
        >
          View purchase order
        </AllyLink>
      </Problem>
    )
  }
  const source: PoSource = {
    kind: 'award',
    award,
    delivery: order.data
      ? {
          address: order.data.data.order.deliveryAddress,
          date: order.data.data.order.deliveryDate,
        }
      : undefined,
  }
  return <PoFormView source={source} titleId={titleId} onSaved={onSaved} />
}

function EditDraft({ poId, titleId, onSaved }: StartProps & { poId: string }) {
  const read = usePurchaseOrder(poId)
  const po = read.data?.data.purchaseOrder

  if (read.isPending) {
    return <Spinner size="large" aria-label="Loading the purchase order" />
  }
  if (!po) {
    return (
      <DetailLoadError
        titleId={titleId}
        error={read.error}
        onRetry={read.refetch}
        {...PURCHASE_ORDER_LOAD_ERROR}
      />
    )
  }
  if (po.status !== 'draft' && !REVISABLE.includes(po.status)) {
    return (
      <Problem
        titleId={titleId}
        title={`${po.number} is ${purchaseOrderStatus(po.status).label.toLowerCase()}`}
      >
        <p>
          Only a draft purchase order changes, and one sent or accepted is revised until goods ship.
          Follow this one on its page.
        </p>
        <AllyLink to={routeTo.purchaseOrder(po.id)} className="ally-SourcingButton">
          Open {po.number}
        </AllyLink>
      </Problem>
    )
  }
  return <PoFormView source={{ kind: 'edit', po }} titleId={titleId} onSaved={onSaved} />
}

function headerOf(source: PoSource): {
  title: string
  eyebrow: string
  documentTitle: string
  crumbs: PageHeaderCrumb[]
} {
  const list: PageHeaderCrumb = { label: 'Purchase orders', href: ROUTES.purchaseOrders }
  if (source.kind === 'edit') {
    const { po } = source
    const verb = po.status === 'draft' ? 'Change' : 'Revise'
    return {
      title: `${verb} ${po.number}`,
      eyebrow: `${po.taId} · ${purchaseOrderStatus(po.status).label.toLowerCase()}`,
      documentTitle: `${verb} ${po.number}`,
      crumbs: [list, { label: po.number, href: routeTo.purchaseOrder(po.id) }, { label: verb }],
    }
  }
  return {
    title: 'New purchase order',
    eyebrow:
      source.kind === 'award'
        ? `${source.award.taId} · awarded to ${source.award.vendor.name}`
        : 'Purchase order',
    documentTitle: 'New purchase order',
    crumbs: [list, { label: 'New' }],
  }
}

function PoFormView({ source, titleId, onSaved }: StartProps & { source: PoSource }) {
  const navigation = useAllyNavigation()
  const [form, setForm] = useState<PoForm>(() => formFrom(source))
  const [problems, setProblems] = useState<FormProblems>({})
  const formRef = useRef<HTMLFormElement>(null)
  const create = useCreatePurchaseOrder()
  const update = useUpdatePurchaseOrder()
  const pending = create.isPending || update.isPending
  const totals = totalsOf(form)
  const money = (amount: number) => formatMoney(amount, form.currency)
  const header = headerOf(source)

  const patch = (changes: Partial<PoForm>) => {
    setForm((current) => ({ ...current, ...changes }))
    // Once anything changes, the last verdict is stale (and would block the next submit).
    setProblems({})
  }

  const saved = (result: { message: string; data: PurchaseOrder }) => {
    toast.success(result.message)
    if (onSaved) onSaved(result.data)
    else navigation.navigate(routeTo.purchaseOrder(result.data.id))
  }
  const failed = (error: unknown) => {
    setProblems(formNamesOf(fieldErrorsOf(error), form))
    showError(error)
    focusFirstProblem(formRef)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const found = problemsOf(form, source, localToday())
    setProblems(found)
    if (Object.keys(found).length) {
      toast.error(FIX_FIRST)
      focusFirstProblem(formRef)
      return
    }
    if (source.kind === 'edit') {
      update.mutate(
        { params: { id: source.po.id }, body: updateBodyOf(form) },
        { onSuccess: saved, onError: failed },
      )
    } else {
      create.mutate({ body: createBodyOf(form, source) }, { onSuccess: saved, onError: failed })
    }
  }

  const fixed = source.kind === 'award' ? source.award : source.kind === 'edit' ? source.po : null
  const revising = source.kind === 'edit' && source.po.status !== 'draft'

  return (
    <>
      <PageHeader
        titleId={titleId}
        title={header.title}
        documentTitle={header.documentTitle}
        eyebrow={header.eyebrow}
        breadcrumbs={header.crumbs}
        description={
          <p className="ally-PurchaseOrderCreate-hint">
            {source.kind === 'award'
              ? `From the award of ${source.award.title} (${source.award.taId}). `
              : ''}
            {revising
              ? `Saving sends ${fixed?.vendor.name ?? 'the vendor'} this revision with a new PDF, to accept or decline again.`
              : 'Saved as a draft: nothing reaches the vendor until you send it from its page.'}
          </p>
        }
      />
      <Form
        ref={formRef}
        className="ally-PurchaseOrderCreate-form"
        validationErrors={problems}
        validationBehavior="aria"
        onSubmit={onSubmit}
        aria-labelledby={titleId}
      >
        <div className="ally-PurchaseOrderCreate-main">
          <fieldset className="ally-PurchaseOrderCreate-section">
            <legend>Vendor and currency</legend>
            {fixed ? (
              <>
                <dl className="ally-SourcingTerms">
                  <div>
                    <dt>Vendor</dt>
                    <dd>
                      {fixed.vendor.name}{' '}
                      <span className="ally-PurchaseOrderCreate-hint">{fixed.vendor.email}</span>
                    </dd>
                  </div>
                  <div>
                    <dt>Currency</dt>
                    <dd>
                      {fixed.currency.toUpperCase()} ({CURRENCY_SYMBOLS[fixed.currency]})
                    </dd>
                  </div>
                </dl>
                <p className="ally-PurchaseOrderCreate-hint">
                  {source.kind === 'award'
                    ? 'They come from the award and stay as awarded.'
                    : 'A purchase order keeps the vendor and currency it was made with.'}
                </p>
              </>
            ) : (
              <div className="ally-PurchaseOrderCreate-pair">
                <VendorChoice
                  vendorId={form.vendorId}
                  onChange={(vendorId) => patch({ vendorId })}
                />
                <Select
                  label="Currency"
                  name="currency"
                  options={CURRENCY_OPTIONS}
                  selectedKey={form.currency}
                  onSelectionChange={(key) => key && patch({ currency: key as Currency })}
                />
              </div>
            )}
          </fieldset>
          <PoLinesField
            lines={form.lines}
            currency={form.currency}
            problem={problems.lines}
            onChange={(lines) => patch({ lines })}
          />
          <fieldset className="ally-PurchaseOrderCreate-section ally-PurchaseOrderCreate-terms">
            <legend>Delivery and terms</legend>
            <TextField
              className="ally-PurchaseOrderCreate-wide ally-PurchaseOrderCreate-text"
              name="deliveryAddress"
              value={form.deliveryAddress}
              onChange={(deliveryAddress) => patch({ deliveryAddress })}
              maxLength={500}
            >
              <Label>Delivery address</Label>
              <TextArea
                className="ally-SourcingTextArea"
                rows={2}
                placeholder="Site or warehouse address"
              />
              <FieldError className="ally-TextInput-error" />
            </TextField>
            <TextInput
              label="Deliver by"
              name="deliveryDate"
              type="date"
              value={form.deliveryDate}
              onChange={(deliveryDate) => patch({ deliveryDate })}
              description={
                source.kind === 'award' && source.delivery?.date
                  ? `The order asked for ${formatDay(source.delivery.date)}.`
                  : undefined
              }
            />
            <TextInput
              label="Payment terms"
              name="paymentTerms"
              value={form.paymentTerms}
              onChange={(paymentTerms) => patch({ paymentTerms })}
              placeholder="e.g. Net 30"
            />
            <TextInput
              label={`Tax (${form.currency.toUpperCase()})`}
              name="tax"
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={form.tax}
              onChange={(tax) => patch({ tax })}
              placeholder="0.00"
            />
            <TextInput
              label={`Shipping (${form.currency.toUpperCase()})`}
              name="shippingCost"
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={form.shippingCost}
              onChange={(shippingCost) => patch({ shippingCost })}
              placeholder="0.00"
              description={source.kind === 'award' ? 'As the vendor quoted it.' : undefined}
            />
            <TextField
              className="ally-PurchaseOrderCreate-wide ally-PurchaseOrderCreate-text"
              name="notes"
              value={form.notes}
              onChange={(notes) => patch({ notes })}
              maxLength={4000}
            >
              <Label>Notes to the vendor (optional)</Label>
              <TextArea className="ally-SourcingTextArea" rows={3} />
              <FieldError className="ally-TextInput-error" />
            </TextField>
          </fieldset>
        </div>
        <div className="ally-PurchaseOrderCreate-side">
          <section
            className="ally-PurchaseOrderCreate-section"
            aria-labelledby={`${titleId}-totals`}
          >
            <h2 id={`${titleId}-totals`}>Totals</h2>
            <dl className="ally-PurchaseOrderCreate-totals">
              <div>
                <dt>Subtotal</dt>
                <dd>{money(totals.subtotal)}</dd>
              </div>
              <div>
                <dt>Tax</dt>
                <dd>{money(totals.tax)}</dd>
              </div>
              <div>
                <dt>Shipping</dt>
                <dd>{money(totals.shippingCost)}</dd>
              </div>
              <div data-total="">
                <dt>Total</dt>
                <dd aria-live="polite">{money(totals.total)}</dd>
              </div>
            </dl>
          </section>
          <div className="ally-PurchaseOrderCreate-actions">
            <Button
              type="submit"
              className="ally-SourcingButton"
              data-variant="primary"
              isPending={pending}
            >
              {pending
                ? 'Saving…'
                : revising
                  ? 'Send revision'
                  : source.kind === 'edit'
                    ? 'Save changes'
                    : 'Create purchase order'}
            </Button>
            {source.kind === 'edit' && (
              <AllyLink to={routeTo.purchaseOrder(source.po.id)} className="ally-SourcingButton">
                Cancel
              </AllyLink>
            )}
          </div>
        </div>
      </Form>
    </>
  )
}
