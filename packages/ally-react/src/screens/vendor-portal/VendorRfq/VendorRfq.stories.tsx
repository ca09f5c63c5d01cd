import { getVendorRfq } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { vendorStorySession } from '../../../testing/fixtures'
import { answersWith, failsWith, neverAnswers } from '../../../testing/storyMocks'
import { answered, daysFromNow, vendorRfqFixture } from '../../../testing/vendorPortalFixtures'
import { VendorRfq } from './VendorRfq'

const meta = {
  title: 'Screens/Vendor portal/RFQ in the portal',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const rfq = vendorRfqFixture(2, {
  title: 'Cement bags for the Ikeja site',
  status: 'viewed',
  currency: 'ngn',
  deadline: daysFromNow(3),
  deliveryAddress: '3 Allen Avenue, Ikeja',
  lines: [
    {
      id: 'l1',
      description: 'Portland cement, 50 kg',
      quantity: 600,
      unit: 'bags',
      specifications: 'CEM II 42.5R',
      attachments: [],
    },
    {
      id: 'l2',
      description: 'Pallet wrap',
      quantity: 20,
      unit: 'rolls',
      specifications: null,
      attachments: [],
    },
  ],
})
const session = vendorStorySession({ onboarded: true })

export const Open: Story = {
  render: () => (
    <AllyStory vendorSession={session} mock={answersWith(getVendorRfq, rfq)}>
      <VendorRfq rfqId={rfq.id} />
    </AllyStory>
  ),
}

export const Answered: Story = {
  render: () => (
    <AllyStory vendorSession={session} mock={answersWith(getVendorRfq, answered(rfq, 2_400_000))}>
      <VendorRfq rfqId={rfq.id} />
    </AllyStory>
  ),
}

export const PurchaseOrderAccepted: Story = {
  name: 'Awarded, purchase order accepted',
  render: () => (
    <AllyStory
      vendorSession={session}
      mock={answersWith(getVendorRfq, {
        ...answered(rfq, 2_400_000),
        status: 'awarded',
        purchaseOrder: {
          id: 'po-7',
          number: 'PO-0007',
          status: 'acknowledged',
          sentAt: daysFromNow(-2),
        },
      })}
    >
      <VendorRfq rfqId={rfq.id} />
    </AllyStory>
  ),
}

export const AwardedAwaitingPurchaseOrder: Story = {
  name: 'Awarded, purchase order to follow',
  render: () => (
    <AllyStory
      vendorSession={session}
      mock={answersWith(getVendorRfq, { ...answered(rfq, 2_400_000), status: 'awarded' })}
    >
      <VendorRfq rfqId={rfq.id} />
    </AllyStory>
  ),
}

export const Loading: Story = {
  render: () => (
    <AllyStory vendorSession={session} mock={neverAnswers(getVendorRfq)}>
      <VendorRfq rfqId={rfq.id} />
    </AllyStory>
  ),
}

export const NotFound: Story = {
  name: 'Not this vendor’s',
  render: () => (
    <AllyStory
      vendorSession={session}
      mock={failsWith(getVendorRfq, 404, 'This request does not exist.')}
    >
      <VendorRfq rfqId="someone-elses" />
    </AllyStory>
  ),
}

export const LoggedOut: Story = {
  name: 'No vendor session',
  render: () => (
    <AllyStory>
      <VendorRfq rfqId={rfq.id} />
    </AllyStory>
  ),
}
