import { describe, expect, it } from 'vitest'
import { vendorFixture } from '../../../testing/fixtures'
import { planVendorRow } from './planVendorImport'

const listed = vendorFixture(1, {
  name: 'Acme Ltd',
  email: 'sales@acme.test',
  contactName: 'Ada Obi',
  phone: '+234 800 0000',
  country: 'Nigeria',
  address: null,
  orderTypes: ['supply', 'logistics'],
})

describe('planVendorRow', () => {
  it('invites an e-mail that is not in the list', () => {
    expect(planVendorRow({ name: 'Bolt', email: 'hi@bolt.test' }, undefined)).toEqual({
      action: 'invite',
    })
  })

  it('corrects only the fields the row changes', () => {
    expect(
      planVendorRow(
        {
          name: 'Acme Ltd',
          email: 'SALES@acme.test',
          phone: '+44 20 7946 0958',
          address: '1 Quay St',
          orderTypes: ['logistics', 'supply'],
        },
        listed,
      ),
    ).toEqual({
      action: 'update',
      vendorId: listed.id,
      changes: { phone: '+44 20 7946 0958', address: '1 Quay St' },
      fields: ['phone', 'address'],
    })
  })

  it('replaces the order types when the row names others', () => {
    const plan = planVendorRow(
      { name: 'Acme Ltd', email: 'sales@acme.test', orderTypes: ['service'] },
      listed,
    )
    expect(plan).toMatchObject({ action: 'update', changes: { orderTypes: ['service'] } })
  })

  it('changes nothing when the row says what is stored, or leaves cells empty', () => {
    expect(
      planVendorRow(
        { name: ' Acme Ltd ', email: 'sales@acme.test', contactName: 'Ada Obi' },
        listed,
      ),
    ).toEqual({
      action: 'unchanged',
      vendorId: listed.id,
    })
  })
})
