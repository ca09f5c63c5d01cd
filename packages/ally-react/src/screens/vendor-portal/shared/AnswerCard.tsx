import { type FormEvent, type ReactNode, useId } from 'react'
import { Form } from 'react-aria-components/Form'
import { AttachFiles, type AttachFilesProps } from '../../../blocks/attachments/Attachments'
import type { useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import './VendorForm.css'

export interface AnswerCardProps {
  /** The page's card class and the answer's own (`ally-VendorRfq-card ally-QuoteAnswer`). */
  className: string
  /** The page's subtitle class: each record page styles its headings. */
  titleClassName: string
  title: ReactNode
  introClassName: string
  intro: ReactNode
  /** With it the children are a vendor form, named by the title, showing the server's verdicts. */
  form?: {
    errors: ReturnType<typeof useServerFieldErrors>
    onSubmit: (event: FormEvent<HTMLFormElement>) => void
  }
  children: ReactNode
  /** What follows the form in the card, such as a second form to decline. */
  after?: ReactNode
}

/**
 * A card of a vendor's record page that asks for the vendor's answer (a quote, a shipment, an
 * acknowledgement): its title names the section and the form in it, then a line of intro.
 *
 * @example
 * <AnswerCard className="ally-VendorPurchaseOrder-card ally-ShipGoods" title="Ship goods" … form={{ errors, onSubmit }}>
 *   <ShipmentLineFields po={po} />
 * </AnswerCard>
 */
export function AnswerCard({
  className,
  titleClassName,
  title,
  introClassName,
  intro,
  form,
  children,
  after,
}: AnswerCardProps) {
  const titleId = useId()
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      <p className={introClassName}>{intro}</p>
      {form ? (
        <Form
          className="ally-VendorForm"
          validationErrors={form.errors.validationErrors}
          onSubmit={form.onSubmit}
          aria-labelledby={titleId}
        >
          {children}
        </Form>
      ) : (
        children
      )}
      {after}
    </section>
  )
}

/** The files a vendor sends the buyer with an answer, across the full width of a vendor form. */
export function VendorFormFiles(props: AttachFilesProps) {
  return (
    <div className="ally-VendorForm-wide">
      <AttachFiles {...props} />
    </div>
  )
}
