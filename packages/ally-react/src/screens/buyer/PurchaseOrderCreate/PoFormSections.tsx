import { CURRENCY_SYMBOLS, formatMoney, routeTo } from '@ally/sdk'
import { Button } from 'react-aria-components/Button'
import { FieldError, Label, TextArea, TextField } from 'react-aria-components/TextField'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { CurrencySelect } from '../../../blocks/forms/CurrencySelect'
import { formatDay } from '../../../ui/format'
import { TextInput } from '../../../ui/TextInput'
import { AmountInput } from '../../../ui/TextInput/AmountInput'
import type { PoForm, PoSource, PoTotals } from './poForm'
import { VendorChoice } from './VendorChoice'
import '../../../blocks/detail-page/SourcingButton.css'

interface SectionProps {
  source: PoSource
  form: PoForm
  patch: (changes: Partial<PoForm>) => void
}

/** The record the vendor and currency are fixed by: the award or the PO being changed. */
export const fixedBy = (source: PoSource) =>
  source.kind === 'award' ? source.award : source.kind === 'edit' ? source.po : null

/** Who is ordered from and in which currency: fixed (an award, a PO) or chosen (from scratch). */
export function VendorSection({ source, form, patch }: SectionProps) {
  const fixed = fixedBy(source)
  return (
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
          <VendorChoice vendorId={form.vendorId} onChange={(vendorId) => patch({ vendorId })} />
          <CurrencySelect value={form.currency} onChange={(currency) => patch({ currency })} />
        </div>
      )}
    </fieldset>
  )
}

/** A money field of the terms (tax, shipping), in the form's currency. */
function TermAmount(props: {
  label: string
  name: 'tax' | 'shippingCost'
  form: PoForm
  patch: SectionProps['patch']
  description?: string
}) {
  const { label, name, form, patch, description } = props
  return (
    <AmountInput
      label={`${label} (${form.currency.toUpperCase()})`}
      name={name}
      cents
      value={form[name]}
      onChange={(value) => patch({ [name]: value } as Partial<PoForm>)}
      placeholder="0.00"
      description={description}
    />
  )
}

/** Where and by when, payment terms, tax, shipping and notes. */
export function TermsSection({ source, form, patch }: SectionProps) {
  const asked = source.kind === 'award' ? source.delivery?.date : undefined
  return (
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
        description={asked ? `The order asked for ${formatDay(asked)}.` : undefined}
      />
      <TextInput
        label="Payment terms"
        name="paymentTerms"
        value={form.paymentTerms}
        onChange={(paymentTerms) => patch({ paymentTerms })}
        placeholder="e.g. Net 30"
      />
      <TermAmount label="Tax" name="tax" form={form} patch={patch} />
      <TermAmount
        label="Shipping"
        name="shippingCost"
        form={form}
        patch={patch}
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
  )
}

/** Subtotal, tax, shipping and total, following every keystroke. */
export function TotalsSection({
  titleId,
  totals,
  currency,
}: {
  titleId: string
  totals: PoTotals
  currency: string
}) {
  const money = (amount: number) => formatMoney(amount, currency)
  return (
    <section className="ally-PurchaseOrderCreate-section" aria-labelledby={`${titleId}-totals`}>
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
  )
}

/** Save (the form's submit; a revision sends), and Cancel back to the PO being changed. */
export function SaveActions({ source, pending }: { source: PoSource; pending: boolean }) {
  const revising = source.kind === 'edit' && source.po.status !== 'draft'
  const label = revising
    ? 'Send revision'
    : source.kind === 'edit'
      ? 'Save changes'
      : 'Create purchase order'
  return (
    <div className="ally-PurchaseOrderCreate-actions">
      <Button
        type="submit"
        className="ally-SourcingButton"
        data-variant="primary"
        isPending={pending}
      >
        {pending ? 'Saving…' : label}
      </Button>
      {source.kind === 'edit' && (
        <ActionLink to={routeTo.purchaseOrder(source.po.id)}>Cancel</ActionLink>
      )}
    </div>
  )
}
