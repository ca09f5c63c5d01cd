import { getVendor, inviteVendors, listVendors, updateVendor, type Vendor } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { AllyStory } from '../../testing/AllyStory'
import { serveVendors, storySession, vendorFixture } from '../../testing/fixtures'
import type { MockApi } from '../../testing/mockApi'
import { AddVendor } from './AddVendor'
import { VendorDetail } from './VendorDetail'
import { VendorList } from './VendorList'

const meta = {
  title: 'Screens/Vendors',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const session = storySession()
const vendors = (count: number) => Array.from({ length: count }, (_, i) => vendorFixture(i + 1))
const later = <T,>(value: T, ms = 400) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

function Screen({ mock, children }: { mock: (api: MockApi) => void; children: ReactNode }) {
  return (
    <AllyStory session={session} mock={mock}>
      <div style={{ maxWidth: '64rem', margin: '0 auto' }}>{children}</div>
    </AllyStory>
  )
}

const listOf = (all: Vendor[]) => {
  const serve = serveVendors(all)
  return (api: MockApi) => api.on(listVendors, (call) => later(serve(call)))
}

export const VendorListScreen: Story = {
  name: 'Vendor list',
  render: () => (
    <Screen mock={listOf(vendors(240))}>
      <VendorList />
    </Screen>
  ),
}

/** 10,000 vendors: scroll to the end of each page of 50 for the next; only visible rows render. */
export const VendorListTenThousand: Story = {
  name: 'Vendor list — 10,000 vendors',
  render: () => (
    <Screen mock={listOf(vendors(10_000))}>
      <VendorList />
    </Screen>
  ),
}

export const VendorListSearch: Story = {
  name: 'Vendor list — search from the URL',
  render: () => (
    <Screen mock={listOf(vendors(240))}>
      <VendorList search="vendor 12" />
    </Screen>
  ),
}

export const VendorListEmpty: Story = {
  name: 'Vendor list — no vendors yet',
  render: () => (
    <Screen mock={listOf([])}>
      <VendorList />
    </Screen>
  ),
}

export const VendorListLoading: Story = {
  name: 'Vendor list — loading',
  render: () => (
    <Screen mock={(api) => api.on(listVendors, () => new Promise(() => {}))}>
      <VendorList />
    </Screen>
  ),
}

export const VendorListError: Story = {
  name: 'Vendor list — error',
  render: () => (
    <Screen
      mock={(api) =>
        api.on(listVendors, { status: 503, body: { message: 'The vendor service is down.' } })
      }
    >
      <VendorList />
    </Screen>
  ),
}

/** Invites everyone, except `taken@vendor.test`: a 409 alone, a rejected row in a bulk invite. */
function inviteMock(api: MockApi) {
  api.on(inviteVendors, ({ body }) => {
    const sent = (body as { vendors: { name: string; email: string }[] }).vendors
    const taken = (email: string) => email.toLowerCase() === 'taken@vendor.test'
    if (sent.length === 1 && sent[0] && taken(sent[0].email)) {
      return later({
        status: 409,
        body: { message: 'taken@vendor.test is already one of your vendors.' },
      })
    }
    return later({
      message: 'Invitations sent.',
      data: {
        invited: sent
          .filter((vendor) => !taken(vendor.email))
          .map((vendor, i) =>
            vendorFixture(i + 1, { ...vendor, status: 'invited', joinedAt: null }),
          ),
        rejected: sent.flatMap((vendor, index) =>
          taken(vendor.email)
            ? [{ index, email: vendor.email, message: 'Already one of your vendors.' }]
            : [],
        ),
      },
    })
  })
}

/** The list an import is matched against: `sales1@vendor1.test` … `sales5@vendor5.test`. */
const listedForImport = vendors(5)

/** Corrections succeed, returning the vendor with the fields sent. */
function updateMock(api: MockApi) {
  api.on(updateVendor, ({ path, body }) => {
    const vendor = listedForImport.find((row) => path.endsWith(`/${row.id}`)) ?? vendorFixture(1)
    return later({ message: 'Vendor updated.', data: { ...vendor, ...(body as Partial<Vendor>) } })
  })
}

/**
 * Try `taken@vendor.test` for the 409, or paste rows in "Many" (one with that address). Rows
 * with `sales1@vendor1.test` … `sales5@vendor5.test` update those listed vendors instead; the
 * template and a .csv or .xlsx file work too.
 */
export const AddVendorScreen: Story = {
  name: 'Add vendor',
  render: () => (
    <Screen
      mock={(api) => {
        inviteMock(api)
        updateMock(api)
        listOf(listedForImport)(api)
      }}
    >
      <AddVendor />
    </Screen>
  ),
}

const acme = vendorFixture(1, {
  id: 'acme',
  name: 'Acme Industrial Supplies Ltd',
  contactName: 'Ada Obi',
  email: 'sales@acme.test',
  phone: '+234 800 0001',
  country: 'Nigeria',
  address: '1 Marina, Lagos',
  orderTypes: ['supply', 'logistics'],
})

export const VendorDetailScreen: Story = {
  name: 'Vendor detail',
  render: () => (
    <Screen
      mock={(api) => {
        let vendor = acme
        api
          .on(getVendor, () =>
            later({
              message: 'Vendor',
              data: {
                vendor,
                stats: {
                  rfqCount: 42,
                  quoteCount: 31,
                  purchaseOrderCount: 12,
                  responseRate: 0.738,
                  winRate: 0.387,
                  onTimeRate: 0.917,
                  averageLeadTimeDays: 6.5,
                  spend: { amount: 12_450_000, currency: 'ngn' },
                },
                registration: null,
              },
            }),
          )
          .on(updateVendor, ({ body }) => {
            vendor = { ...vendor, ...(body as Partial<Vendor>) }
            return later({ message: 'Updated.', data: vendor })
          })
      }}
    >
      <VendorDetail vendorId="acme" />
    </Screen>
  ),
}

export const VendorDetailNoHistory: Story = {
  name: 'Vendor detail — invited, no history',
  render: () => (
    <Screen
      mock={(api) =>
        api.on(getVendor, {
          message: 'Vendor',
          data: {
            vendor: { ...acme, status: 'invited', joinedAt: null, phone: null },
            stats: {
              rfqCount: 0,
              quoteCount: 0,
              purchaseOrderCount: 0,
              responseRate: null,
              winRate: null,
              onTimeRate: null,
              averageLeadTimeDays: null,
              spend: { amount: 0, currency: 'usd' },
            },
            registration: null,
          },
        })
      }
    >
      <VendorDetail vendorId="acme" />
    </Screen>
  ),
}

export const VendorDetailNotFound: Story = {
  name: 'Vendor detail — not in the list',
  render: () => (
    <Screen
      mock={(api) => api.on(getVendor, { status: 404, body: { message: 'Vendor not found.' } })}
    >
      <VendorDetail vendorId="missing" />
    </Screen>
  ),
}
