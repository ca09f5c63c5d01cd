import { listVendorPurchaseOrders, listVendorRfqs } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { vendorStorySession } from '../../../testing/fixtures'
import type { MockApi, RecordedCall } from '../../../testing/mockApi'
import {
  answered,
  daysFromNow,
  serveVendorPurchaseOrders,
  serveVendorRfqs,
  vendorPurchaseOrderFixture,
  vendorRfqFixture,
} from '../../../testing/vendorPortalFixtures'
import { VendorRegistrationSuccess } from '../VendorRegistrationSuccess'
import { VendorHome } from './VendorHome'

const meta = {
  title: 'Screens/Vendor portal/Vendor home',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const session = vendorStorySession({ onboarded: true, country: 'Nigeria' })

/** Answers after a short wait, so the spinners are seen. */
const later =
  <R,>(serve: (call: RecordedCall) => R, ms = 400) =>
  (call: RecordedCall) =>
    new Promise<R>((resolve) => setTimeout(() => resolve(serve(call)), ms))

const RFQ_STATES = ['sent', 'viewed', 'responded', 'declined', 'awarded', 'expired'] as const
const rfqs = Array.from({ length: 27 }, (_, i) => {
  const n = i + 1
  const status = RFQ_STATES[i % RFQ_STATES.length] ?? 'sent'
  const rfq = vendorRfqFixture(n, {
    status,
    currency: n % 2 ? 'usd' : 'ngn',
    deadline: daysFromNow(status === 'expired' ? -3 : (n % 9) - 1),
  })
  return status === 'responded' || status === 'awarded' ? answered(rfq, 850 * n + 0.5) : rfq
})

const PO_STATES = ['sent', 'acknowledged', 'partially_received', 'received', 'declined'] as const
const orders = Array.from({ length: 8 }, (_, i) =>
  vendorPurchaseOrderFixture(i + 1, {
    status: PO_STATES[i % PO_STATES.length] ?? 'sent',
    deliveryDate: i % 3 === 2 ? null : `2026-04-${String(10 + i).padStart(2, '0')}`,
  }),
)

const withData = (api: MockApi) =>
  api
    .on(listVendorRfqs, later(serveVendorRfqs(rfqs)))
    .on(listVendorPurchaseOrders, later(serveVendorPurchaseOrders(orders)))

const failing = (message: string) => () => ({ status: 503, body: { message } })

export const WithData: Story = {
  name: 'RFQs and purchase orders from several buyers',
  render: () => (
    <AllyStory vendorSession={session} mock={withData}>
      <VendorHome />
    </AllyStory>
  ),
}

export const Empty: Story = {
  name: 'Nothing sent yet',
  render: () => (
    <AllyStory
      vendorSession={session}
      mock={(api) =>
        api
          .on(listVendorRfqs, later(serveVendorRfqs([])))
          .on(listVendorPurchaseOrders, later(serveVendorPurchaseOrders([])))
      }
    >
      <VendorHome />
    </AllyStory>
  ),
}

export const ErrorState: Story = {
  name: 'The lists fail to load',
  render: () => (
    <AllyStory
      vendorSession={session}
      mock={(api) =>
        api
          .on(listVendorRfqs, later(failing('The RFQ service is unavailable. Try again soon.')))
          .on(
            listVendorPurchaseOrders,
            later(failing('The purchase order service is unavailable.')),
          )
      }
    >
      <VendorHome />
    </AllyStory>
  ),
}

export const Loading: Story = {
  name: 'Loading',
  render: () => (
    <AllyStory
      vendorSession={session}
      mock={(api) =>
        api
          .on(listVendorRfqs, later(serveVendorRfqs(rfqs), 60_000))
          .on(listVendorPurchaseOrders, later(serveVendorPurchaseOrders(orders), 60_000))
      }
    >
      <VendorHome />
    </AllyStory>
  ),
}

export const SignedOut: Story = {
  name: 'No vendor signed in',
  render: () => (
    <AllyStory>
      <VendorHome />
    </AllyStory>
  ),
}

export const AfterRegistration: Story = {
  name: 'Registration success — signed in (the home with its welcome)',
  render: () => (
    <AllyStory vendorSession={session} mock={withData}>
      <VendorRegistrationSuccess />
    </AllyStory>
  ),
}
