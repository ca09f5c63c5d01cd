import { getRfqByLink, type VendorRfq } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../../testing/AllyStory'
import { vendorStorySession } from '../../../testing/fixtures'
import { answersWith, failsWith, neverAnswers } from '../../../testing/storyMocks'
import { answered, daysFromNow, vendorRfqFixture } from '../../../testing/vendorPortalFixtures'
import { VendorRfqLink } from './VendorRfqLink'

const meta = {
  title: 'Screens/Vendor portal/RFQ from its e-mail link',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const rfq = vendorRfqFixture(3, {
  taId: 'TA-0042',
  title: 'Gate valves and gaskets for the Apapa depot',
  status: 'viewed',
  currency: 'ngn',
  deliveryAddress: '14 Wharf Road, Apapa, Lagos',
  deliveryDate: '2026-05-04',
  deadline: daysFromNow(4),
  message: 'Please quote delivered to site, with your lead time per line.',
  lines: [
    {
      id: 'l1',
      description: 'Gate valve, 4", cast steel',
      quantity: 12,
      unit: 'pcs',
      specifications: 'PN16, flanged ends, API 600',
      // The buyer's drawing: the story shows how a line's files read.
      attachments: [
        {
          id: 'f1',
          name: 'gate-valve-drawing.pdf',
          mimeType: 'application/pdf',
          size: 284_000,
          url: '#gate-valve-drawing.pdf',
        },
      ],
    },
    {
      id: 'l2',
      description: 'Spiral-wound gasket set',
      quantity: 24,
      unit: 'sets',
      specifications: null,
      attachments: [],
    },
    {
      id: 'l3',
      description: 'Stud bolts, M20 × 110',
      quantity: 400,
      unit: 'pcs',
      specifications: 'B7, zinc-plated',
      attachments: [],
    },
  ],
})

export const Open: Story = {
  render: () => (
    <AllyStory mock={answersWith(getRfqByLink, rfq)}>
      <VendorRfqLink token="story-link" />
    </AllyStory>
  ),
}

export const AnsweredSignedIn: Story = {
  name: 'Answered, vendor signed in',
  render: () => (
    <AllyStory
      vendorSession={vendorStorySession({ onboarded: true })}
      mock={answersWith(getRfqByLink, answered(rfq, 1_250_000))}
    >
      <VendorRfqLink token="story-link" />
    </AllyStory>
  ),
}

/** A revision under way: every line priced, one offered short, so the running totals show. */
const revising: VendorRfq = (() => {
  const sent = answered(rfq, 0)
  const response = sent.response as NonNullable<VendorRfq['response']>
  const lines = [
    { lineId: 'l1', unitPrice: 185_000, quantity: 10, leadTimeDays: 21, note: 'Two from stock' },
    { lineId: 'l2', unitPrice: 14_500, quantity: 24, leadTimeDays: null, note: null },
    { lineId: 'l3', unitPrice: 1_250, quantity: 400, leadTimeDays: null, note: null },
  ]
  const subtotal = 2_698_000
  return {
    ...sent,
    total: subtotal + 45_000,
    response: { ...response, lines, subtotal, shippingCost: 45_000, total: subtotal + 45_000 },
  }
})()

export const Revising: Story = {
  name: 'Revising, with running totals',
  render: () => (
    <AllyStory mock={answersWith(getRfqByLink, revising)}>
      <VendorRfqLink token="story-link" />
    </AllyStory>
  ),
}

export const RevisingPhone: Story = {
  name: 'Revising, on a phone',
  globals: { viewport: { value: 'mobile1' } },
  render: Revising.render,
}

export const PurchaseOrderSent: Story = {
  name: 'Awarded, purchase order sent',
  render: () => (
    <AllyStory
      mock={answersWith(getRfqByLink, {
        ...revising,
        status: 'awarded',
        purchaseOrder: {
          id: 'po-7',
          number: 'PO-0007',
          status: 'sent',
          sentAt: daysFromNow(-1),
        },
      })}
    >
      <VendorRfqLink token="story-link" />
    </AllyStory>
  ),
}

export const Closed: Story = {
  render: () => (
    <AllyStory
      mock={answersWith(getRfqByLink, { ...rfq, status: 'expired', deadline: daysFromNow(-2) })}
    >
      <VendorRfqLink token="story-link" />
    </AllyStory>
  ),
}

export const Loading: Story = {
  render: () => (
    <AllyStory mock={neverAnswers(getRfqByLink)}>
      <VendorRfqLink token="story-link" />
    </AllyStory>
  ),
}

export const InvalidLink: Story = {
  name: 'Invalid or expired link',
  render: () => (
    <AllyStory
      mock={failsWith(
        getRfqByLink,
        404,
        'This link does not work. Ask the buyer to send the request again.',
      )}
    >
      <VendorRfqLink token="wrong" />
    </AllyStory>
  ),
}

export const Failed: Story = {
  name: 'Could not load',
  render: () => (
    <AllyStory mock={failsWith(getRfqByLink, 500, 'The server is unavailable.')}>
      <VendorRfqLink token="story-link" />
    </AllyStory>
  ),
}
