import { ActionLink } from '../../../blocks/detail-page/ActionLink'
// One form in its three starts (an award, from scratch, a draft to change or a sent PO to revise) and the pages shown instead of it; its parts live beside it (PoFormSections, usePoForm, PoLinesField, VendorChoice, poForm, useAward).

import { type PurchaseOrder, purchaseOrderStatus, ROUTES, routeTo } from '@ally/sdk'
import { type ReactNode, useId } from 'react'
import { Form } from 'react-aria-components/Form'
import { DetailLoadError } from '../../../blocks/alerts/DetailLoadError'
import { PageProblem } from '../../../blocks/alerts/PageProblem'
import { RoleCannot } from '../../../blocks/alerts/RoleCannot'
import { RECORD_PAGES } from '../../../blocks/detail-page/recordPages'
import { usePurchaseOrder } from '../../../queries/purchaseOrders'
import { useOrder } from '../../../queries/sourcing'
import { useCan } from '../../../session/useCan'
import { cx } from '../../../ui/internal/cx'
import { PageHeader, type PageHeaderCrumb } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { fixedBy, SaveActions, TermsSection, TotalsSection, VendorSection } from './PoFormSections'
import { PoLinesField } from './PoLinesField'
import type { PoSource } from './poForm'
import { useAward } from './useAward'
import { usePoForm } from './usePoForm'
import '../../../blocks/detail-page/sourcing.css'
import '../../../blocks/detail-page/SourcingButton.css'
import '../../../blocks/create-form/CreateForm.css'
import './PurchaseOrderCreate.css'

const { loadingLabel: _, ...PO_LOAD_ERROR } = RECORD_PAGES.purchaseOrder

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
  const permitted = useCan('purchasing')
  let content: ReactNode
  if (!permitted) {
    content = (
      <RoleCannot
        className="ally-SourcingPanel"
        permission="purchasing"
        titleId={titleId}
        back={{ to: ROUTES.purchaseOrders, label: 'Back to purchase orders' }}
      />
    )
  } else if (poId) {
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
      <PageProblem
        className="ally-SourcingPanel"
        titleId={titleId}
        title="This award has a purchase order already"
      >
        <p>
          {award.vendor.name}’s award for {award.title} ({award.taId}) was ordered already. An award
          makes one purchase order at a time; cancel that one to make another.
        </p>
        <ActionLink to={routeTo.purchaseOrder(award.purchaseOrderId)} primary>
          View purchase order
        </ActionLink>
      </PageProblem>
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
        {...PO_LOAD_ERROR}
      />
    )
  }
  if (po.status !== 'draft' && !REVISABLE.includes(po.status)) {
    return (
      <PageProblem
        className="ally-SourcingPanel"
        titleId={titleId}
        title={`${po.number} is ${purchaseOrderStatus(po.status).label.toLowerCase()}`}
      >
        <p>
          Only a draft purchase order changes, and one sent or accepted is revised until goods ship.
          Follow this one on its page.
        </p>
        <ActionLink to={routeTo.purchaseOrder(po.id)}>Open {po.number}</ActionLink>
      </PageProblem>
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
  const po = usePoForm(source, onSaved)
  const { form, patch } = po
  const header = headerOf(source)
  const fixed = fixedBy(source)
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
        ref={po.formRef}
        className="ally-PurchaseOrderCreate-form"
        validationErrors={po.problems}
        validationBehavior="aria"
        onSubmit={po.onSubmit}
        aria-labelledby={titleId}
      >
        <div className="ally-PurchaseOrderCreate-main">
          <VendorSection source={source} form={form} patch={patch} />
          <PoLinesField
            lines={form.lines}
            currency={form.currency}
            problem={po.problems.lines}
            onChange={(lines) => patch({ lines })}
          />
          <TermsSection source={source} form={form} patch={patch} />
        </div>
        <div className="ally-PurchaseOrderCreate-side">
          <TotalsSection titleId={titleId} totals={po.totals} currency={form.currency} />
          <SaveActions source={source} pending={po.pending} />
        </div>
      </Form>
    </>
  )
}
