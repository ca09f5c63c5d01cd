import { MESSAGES, type OrderType, ROUTES, type VendorInput } from '@ally/sdk'
import { type FormEvent, useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs'
import { RoleCannot } from '../../../blocks/alerts/RoleCannot'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { readForm } from '../../../blocks/forms/formData'
import { OrderTypesField } from '../../../blocks/vendors/OrderTypesField'
import { AllyLink } from '../../../provider/AllyLink'
import { useInviteVendors } from '../../../queries/vendors'
import { useCan } from '../../../session/useCan'
import { cx } from '../../../ui/internal/cx'
import { Spinner } from '../../../ui/Spinner'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { BulkInvite } from './BulkInvite'
import type { InviteFormProps, InviteVendorsResult, SentRow } from './inviteTypes'
import '../../../blocks/tabs/Tabs.css'
import './AddVendor.css'

export type { InviteVendorsResult } from './inviteTypes'

export interface AddVendorProps {
  /** Called after each successful invite, with the server's answer. */
  onSuccess?: (result: InviteVendorsResult) => void
  className?: string
}

interface Report {
  result: InviteVendorsResult
  sent: SentRow[]
}

/**
 * Invite vendors (`/dashboard/vendors/add-vendor`): one through a form, or many pasted or from a
 * CSV file, checked row by row before anything is sent. Each vendor gets an e-mail with a
 * registration link; the screen then reports who was invited and which rows the server refused.
 */
export function AddVendor({ onSuccess, className }: AddVendorProps) {
  const [report, setReport] = useState<Report | null>(null)
  const invite = useInviteVendors({ onError: showError })
  const titleId = useId()
  const permitted = useCan('vendors')

  const send = (sent: SentRow[], done?: (result: InviteVendorsResult) => void) => {
    setReport(null)
    invite.mutate(
      { body: { vendors: sent.map((row) => row.vendor) } },
      {
        onSuccess: ({ data }) => {
          toast.success(MESSAGES.invitationSent)
          setReport({ result: data, sent })
          done?.(data)
          onSuccess?.(data)
        },
      },
    )
  }

  if (!permitted) {
    return (
      <section className={cx('ally-AddVendor', className)} aria-labelledby={titleId}>
        <RoleCannot
          className="ally-VendorPanel"
          permission="vendors"
          titleId={titleId}
          back={{ to: ROUTES.vendors, label: 'Back to vendors' }}
        />
      </section>
    )
  }
  return (
    <section className={cx('ally-AddVendor', className)} aria-labelledby={titleId}>
      <header className="ally-AddVendor-header">
        <h1 id={titleId}>Invite vendors</h1>
        <p>Each vendor gets an e-mail with a link to register and join your vendor list.</p>
      </header>
      <Tabs className="ally-Tabs" onSelectionChange={() => setReport(null)}>
        <TabList aria-label="How many vendors" className="ally-Tabs-list">
          <Tab id="one" className="ally-Tabs-tab">
            One vendor
          </Tab>
          <Tab id="many" className="ally-Tabs-tab">
            Many
          </Tab>
        </TabList>
        <TabPanel id="one" className="ally-VendorPanel">
          <SingleInvite pending={invite.isPending} onSend={send} />
        </TabPanel>
        <TabPanel id="many" className="ally-VendorPanel">
          <BulkInvite pending={invite.isPending} onSend={send} />
        </TabPanel>
      </Tabs>
      {report && <InviteReport report={report} />}
    </section>
  )
}

function SingleInvite({ pending, onSend }: InviteFormProps) {
  const [orderTypes, setOrderTypes] = useState<OrderType[]>([])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    const { name = '', email = '', ...optional } = readForm(event)
    const vendor: VendorInput = { name, email }
    for (const field of ['contactName', 'phone', 'country', 'address'] as const) {
      if (optional[field]) vendor[field] = optional[field]
    }
    if (orderTypes.length) vendor.orderTypes = orderTypes
    onSend([{ vendor }], () => {
      form.reset()
      setOrderTypes([])
    })
  }
  return (
    <Form className="ally-AddVendor-form" validationBehavior="native" onSubmit={submit}>
      <div className="ally-AddVendor-fields">
        <TextInput label="Vendor name" name="name" required autoComplete="organization" />
        <TextInput label="E-mail" name="email" type="email" required autoComplete="email" />
        <TextInput label="Contact name" name="contactName" autoComplete="name" />
        <TextInput label="Phone" name="phone" type="tel" autoComplete="tel" />
        <TextInput label="Country" name="country" autoComplete="country-name" />
        <TextInput label="Address" name="address" autoComplete="street-address" />
      </div>
      <OrderTypesField value={orderTypes} onChange={setOrderTypes} />
      <div className="ally-AddVendor-actions">
        <Button
          type="submit"
          className="ally-VendorButton"
          isDisabled={pending}
          aria-busy={pending || undefined}
        >
          {pending && <Spinner size="small" aria-label="Sending" />}
          Send invitation
        </Button>
      </div>
    </Form>
  )
}

function InviteReport({ report: { result, sent } }: { report: Report }) {
  const invited = result.invited.length
  const bulk = sent.some((row) => row.line !== undefined)
  const headingId = useId()
  return (
    <section className="ally-AddVendor-report ally-VendorPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        Invited {invited} {invited === 1 ? 'vendor' : 'vendors'}
      </h2>
      {invited > 0 && (
        <p>
          They each got an e-mail with a registration link.{' '}
          <AllyLink to={ROUTES.vendors}>See your vendor list</AllyLink>
        </p>
      )}
      {result.rejected.length > 0 && (
        <>
          <p>
            {result.rejected.length} {result.rejected.length === 1 ? 'was' : 'were'} not invited
            {bulk
              ? ', and stay in the box above with the reason until you correct or remove them:'
              : ':'}
          </p>
          <table className="ally-AddVendor-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {result.rejected.map((rejection) => {
                const row = sent[rejection.index]
                return (
                  <tr key={`${rejection.index}-${rejection.email}`}>
                    <td>{row?.vendor.name ?? '—'}</td>
                    <td>{rejection.email}</td>
                    <td>{rejection.message}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
