import type { Vendor } from '@ally/sdk'
import { Button } from 'react-aria-components/Button'
import { useVendor } from '../../../queries/vendors'

/** What the picker knows of a chosen vendor without reading it. */
export type KnownVendor = Pick<Vendor, 'name' | 'email'>

/** How many vendors are chosen, and each of them with Remove. */
export function ChosenVendors({
  vendorIds,
  nameOf,
  onChange,
}: {
  vendorIds: string[]
  nameOf: (id: string) => KnownVendor | undefined
  onChange: (vendorIds: string[]) => void
}) {
  return (
    <>
      <h3 className="ally-RfqCreate-subheading">
        {vendorIds.length ? `Chosen (${vendorIds.length})` : 'No vendor chosen yet'}
      </h3>
      {vendorIds.length > 0 && (
        <ul className="ally-RfqCreate-chosen">
          {vendorIds.map((id) => (
            <ChosenVendor
              key={id}
              id={id}
              known={nameOf(id)}
              onRemove={() => onChange(vendorIds.filter((other) => other !== id))}
            />
          ))}
        </ul>
      )}
    </>
  )
}

/** One chosen vendor's name and e-mail, with Remove. */
function ChosenVendor({
  id,
  known,
  onRemove,
}: {
  id: string
  known?: KnownVendor
  onRemove: () => void
}) {
  // A draft's vendors may be in no list loaded here: read the one vendor then.
  const read = useVendor(known ? '' : id)
  const vendor = known ?? read.data?.data.vendor
  const name = vendor?.name ?? (read.isError ? 'A vendor no longer in your list' : 'Loading…')
  return (
    <li>
      <span>
        {name} {vendor && <span className="ally-RfqCreate-email">{vendor.email}</span>}
      </span>
      <Button className="ally-SourcingRemove" aria-label={`Remove ${name}`} onPress={onRemove}>
        Remove
      </Button>
    </li>
  )
}
