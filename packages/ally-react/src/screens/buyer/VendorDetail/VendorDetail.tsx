import {
  formatDays,
  formatMoney,
  formatNumber,
  formatPercent,
  getErrorMessage,
  isAllyApiError,
  MESSAGES,
  type OrderType,
  ROUTES,
  type Vendor,
  type VendorInput,
  type VendorStats,
} from '@ally/sdk'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { readForm } from '../../../blocks/forms/formData'
import { OrderTypesField, orderTypeLabel } from '../../../blocks/vendors/OrderTypesField'
import { AllyLink } from '../../../provider/AllyLink'
import { useUpdateVendor, useVendor } from '../../../queries/vendors'
import { useCan } from '../../../session/useCan'
import { formatDate } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { StatusBadge } from '../../../ui/StatusBadge'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { PendingRegistration } from './PendingRegistration'
import { VendorActivity, type VendorActivityTab } from './VendorActivity'
import './VendorDetail.css'

export interface VendorDetailProps {
  vendorId: string
  /** The activity tab shown first: RFQs, quotes or purchase orders. @default 'rfqs' */
  defaultActivityTab?: VendorActivityTab
  className?: string
}

const NONE = '—'
/** A stat the vendor has no history for yet. */
const NO_DATA = 'No data yet'
const percent = (rate: number | null) => (rate === null ? NO_DATA : formatPercent(rate))
const days = (value: number | null) => (value === null ? NO_DATA : formatDays(value))

/**
 * One vendor (`/dashboard/vendor/{vendorId}`): contact data, the order types it serves, how it
 * has done for this buyer — RFQs, quotes and purchase orders, response, win and on-time rates,
 * average lead time and spend — and the RFQs, quotes and purchase orders themselves, one tab
 * each. The contact data can be corrected in place.
 */
export function VendorDetail({ vendorId, defaultActivityTab, className }: VendorDetailProps) {
  const detail = useVendor(vendorId)
  const titleId = useId()

  let content: ReactNode
  if (detail.isPending) {
    content = <Spinner size="large" aria-label="Loading vendor" />
  } else if (detail.isError) {
    const missing = isAllyApiError(detail.error) && detail.error.status === 404
    content = (
      <div className="ally-VendorDetail-state" role="alert">
        <h1 id={titleId}>{missing ? 'Vendor not found' : 'Could not load this vendor'}</h1>
        <p>
          {missing
            ? 'This vendor does not exist or is not in your list.'
            : getErrorMessage(detail.error)}
        </p>
        {missing ? (
          <AllyLink to={ROUTES.vendors} className="ally-VendorButton">
            Back to vendors
          </AllyLink>
        ) : (
          <Button className="ally-VendorButton" onPress={() => void detail.refetch()}>
            Retry
          </Button>
        )}
      </div>
    )
  } else {
    const { vendor, stats, registration } = detail.data.data
    content = (
      <>
        <PageHeader
          className="ally-VendorDetail-header"
          titleId={titleId}
          title={vendor.name}
          documentTitle="Vendor"
          breadcrumbs={[{ label: 'Vendors', href: ROUTES.vendors }, { label: vendor.name }]}
          description={
            <p className="ally-VendorDetail-dates">
              <StatusBadge kind="vendor" status={vendor.status} /> Invited{' '}
              {formatDate(vendor.invitedAt)}
              {vendor.joinedAt ? ` · joined ${formatDate(vendor.joinedAt)}` : ''}
            </p>
          }
        />
        <PendingRegistration vendor={vendor} registration={registration} />
        <ContactPanel vendor={vendor} />
        <StatsPanel stats={stats} />
        <VendorActivity vendorId={vendor.id} stats={stats} defaultTab={defaultActivityTab} />
      </>
    )
  }

  return (
    <article
      className={cx('ally-VendorDetail', className)}
      aria-labelledby={titleId}
      aria-busy={detail.isPending || undefined}
    >
      {content}
    </article>
  )
}

/** The vendor's contact data and order types, with Edit to correct them in place. */
function ContactPanel({ vendor }: { vendor: Vendor }) {
  const [editing, setEditing] = useState(false)
  const mayEdit = useCan('vendors')
  const headingId = useId()
  const update = useUpdateVendor({
    onSuccess: () => {
      toast.success(MESSAGES.updated)
      setEditing(false)
    },
    onError: showError,
  })

  return (
    <section className="ally-VendorPanel" aria-labelledby={headingId}>
      <div className="ally-VendorDetail-panelHeader">
        <h2 id={headingId}>Contact</h2>
        {!editing && mayEdit && (
          <Button
            className="ally-VendorButton"
            data-variant="secondary"
            onPress={() => setEditing(true)}
          >
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <ContactForm
          vendor={vendor}
          saving={update.isPending}
          onSave={(body) => update.mutate({ params: { id: vendor.id }, body })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <ContactFacts vendor={vendor} />
      )}
    </section>
  )
}

/** The changes a submitted contact form asks for. */
function contactChanges(
  values: Record<string, string>,
  orderTypes: OrderType[],
): Partial<VendorInput> {
  const body: Partial<VendorInput> = { orderTypes }
  // The contract has no way to clear a field: an emptied one is left as it was.
  for (const field of ['name', 'contactName', 'email', 'phone', 'country', 'address'] as const) {
    if (values[field]) body[field] = values[field]
  }
  return body
}

interface ContactFormProps {
  vendor: Vendor
  saving: boolean
  onSave: (body: Partial<VendorInput>) => void
  onCancel: () => void
}

/** The contact data as a form, starting from the vendor's, with Cancel and Save. */
function ContactForm({ vendor, saving, onSave, onCancel }: ContactFormProps) {
  // Mounted afresh on each Edit, so it starts from the vendor's order types.
  const [orderTypes, setOrderTypes] = useState<OrderType[]>(vendor.orderTypes)
  const save = (event: FormEvent<HTMLFormElement>) =>
    onSave(contactChanges(readForm(event), orderTypes))

  return (
    <Form className="ally-VendorDetail-form" validationBehavior="native" onSubmit={save}>
      <div className="ally-VendorDetail-fields">
        <TextInput label="Vendor name" name="name" defaultValue={vendor.name} required />
        <TextInput
          label="Contact name"
          name="contactName"
          defaultValue={vendor.contactName ?? ''}
        />
        <TextInput label="E-mail" name="email" type="email" defaultValue={vendor.email} required />
        <TextInput label="Phone" name="phone" type="tel" defaultValue={vendor.phone ?? ''} />
        <TextInput label="Country" name="country" defaultValue={vendor.country ?? ''} />
        <TextInput label="Address" name="address" defaultValue={vendor.address ?? ''} />
      </div>
      <OrderTypesField value={orderTypes} onChange={setOrderTypes} />
      <div className="ally-VendorDetail-formActions">
        <Button
          className="ally-VendorButton"
          data-variant="secondary"
          onPress={onCancel}
          isDisabled={saving}
        >
          Cancel
        </Button>
        <Button
          type="submit"
          className="ally-VendorButton"
          isDisabled={saving}
          aria-busy={saving || undefined}
        >
          {saving && <Spinner size="small" aria-label="Saving" />}
          Save
        </Button>
      </div>
    </Form>
  )
}

/** The contact data as read-only facts: e-mail and phone as links, a dash for what is missing. */
function ContactFacts({ vendor }: { vendor: Vendor }) {
  return (
    <dl className="ally-VendorDetail-facts">
      <Fact label="Contact name">{vendor.contactName ?? NONE}</Fact>
      <Fact label="E-mail">
        <a href={`mailto:${vendor.email}`}>{vendor.email}</a>
      </Fact>
      <Fact label="Phone">
        {vendor.phone ? (
          <a href={`tel:${vendor.phone.replace(/\s/g, '')}`}>{vendor.phone}</a>
        ) : (
          NONE
        )}
      </Fact>
      <Fact label="Country">{vendor.country ?? NONE}</Fact>
      <Fact label="Address">{vendor.address ?? NONE}</Fact>
      <Fact label="Order types">
        {vendor.orderTypes.length ? vendor.orderTypes.map(orderTypeLabel).join(', ') : NONE}
      </Fact>
    </dl>
  )
}

function StatsPanel({ stats }: { stats: VendorStats }) {
  const headingId = useId()
  return (
    <section className="ally-VendorPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>Performance</h2>
      <dl className="ally-VendorDetail-stats">
        <Fact label="RFQs">{formatNumber(stats.rfqCount, 0)}</Fact>
        <Fact label="Quotes">{formatNumber(stats.quoteCount, 0)}</Fact>
        <Fact label="Purchase orders">{formatNumber(stats.purchaseOrderCount, 0)}</Fact>
        <Fact label="Response rate">{percent(stats.responseRate)}</Fact>
        <Fact label="Win rate">{percent(stats.winRate)}</Fact>
        <Fact label="On-time rate">{percent(stats.onTimeRate)}</Fact>
        <Fact label="Average lead time">{days(stats.averageLeadTimeDays)}</Fact>
        <Fact label="Spend">{formatMoney(stats.spend.amount, stats.spend.currency)}</Fact>
      </dl>
    </section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ally-VendorDetail-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
