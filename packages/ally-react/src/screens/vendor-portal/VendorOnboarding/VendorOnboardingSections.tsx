import type { VendorAccount } from '@ally/sdk'
import { useId } from 'react'
import { Button } from 'react-aria-components'
import { countryOptions } from '../../../blocks/forms/businessOptions'
import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import {
  type ContactRow,
  MAX_VENDOR_CONTACTS,
  MAX_VENDOR_DOCUMENTS,
} from './useVendorOnboardingSave'

export interface CompanyFieldsProps {
  user: VendorAccount
  country: string | null
  onCountry: (country: string | null) => void
}

/** The company's name, contact, phone, country, address and website, from the account. */
export function CompanyFields({ user, country, onCountry }: CompanyFieldsProps) {
  return (
    <>
      <TextInput
        label="Company name"
        name="companyName"
        autoComplete="organization"
        defaultValue={user.companyName}
        required
      />
      <TextInput
        label="Contact name"
        name="contactName"
        autoComplete="name"
        defaultValue={user.contactName}
        required
      />
      <TextInput
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        defaultValue={user.phone ?? ''}
      />
      <Select
        label="Country"
        options={countryOptions()}
        selectedKey={country}
        onSelectionChange={onCountry}
        placeholder="Choose a country"
      />
      <TextInput
        label="Address"
        name="address"
        autoComplete="street-address"
        defaultValue={user.address ?? ''}
      />
      <TextInput
        label="Website"
        name="website"
        type="url"
        autoComplete="url"
        placeholder="https://"
        defaultValue={user.website ?? ''}
      />
    </>
  )
}

const ACCEPTED_DOCUMENTS = 'application/pdf,image/png,image/jpeg'

export interface ContactPeopleFieldProps {
  rows: ContactRow[]
  onAdd: () => void
  onRemove: (key: number) => void
}

/** The people buyers may contact, one small fieldset each (`contact-{key}-name` and so on). */
export function ContactPeopleField({ rows, onAdd, onRemove }: ContactPeopleFieldProps) {
  return (
    <fieldset className="ally-VendorOnboarding-contacts">
      <legend>Contact people</legend>
      {rows.length === 0 ? (
        <p className="ally-VendorOnboarding-hint">
          Add the people buyers may contact about orders (optional).
        </p>
      ) : null}
      {rows.map((row, index) => (
        <fieldset key={row.key} className="ally-VendorOnboarding-contact">
          <legend>Contact person {index + 1}</legend>
          <TextInput
            label="Name"
            name={`contact-${row.key}-name`}
            defaultValue={row.name}
            required
          />
          <TextInput
            label="E-mail"
            name={`contact-${row.key}-email`}
            type="email"
            defaultValue={row.email}
            required
          />
          <TextInput
            label="Phone"
            name={`contact-${row.key}-phone`}
            type="tel"
            defaultValue={row.phone ?? ''}
          />
          <TextInput label="Role" name={`contact-${row.key}-role`} defaultValue={row.role ?? ''} />
          <Button
            className="ally-LinkButton"
            aria-label={`Remove contact person ${index + 1}`}
            onPress={() => onRemove(row.key)}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      <Button
        className="ally-LinkButton"
        onPress={onAdd}
        isDisabled={rows.length >= MAX_VENDOR_CONTACTS}
      >
        Add contact person
      </Button>
    </fieldset>
  )
}

/** The documents on file and a file input for more (`documents`), uploaded on save. */
export function CompanyDocumentsField({ documents }: { documents: VendorAccount['documents'] }) {
  const docsId = useId()
  const docsHelpId = useId()
  return (
    <div className="ally-VendorOnboarding-file">
      <label htmlFor={docsId}>Company documents (optional)</label>
      {documents.length > 0 ? (
        <ul className="ally-VendorOnboarding-documents" aria-label="Documents on file">
          {documents.map((document) => (
            <li key={document.id}>{document.name}</li>
          ))}
        </ul>
      ) : null}
      <input
        id={docsId}
        name="documents"
        type="file"
        multiple
        accept={ACCEPTED_DOCUMENTS}
        aria-describedby={docsHelpId}
      />
      <small id={docsHelpId}>
        Registration certificate, tax or insurance documents: PDF, PNG or JPEG, up to{' '}
        {MAX_VENDOR_DOCUMENTS} in all.
      </small>
    </div>
  )
}
