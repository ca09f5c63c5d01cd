/** One question of the FAQs; `id` is its anchor (`/faqs#send-rfq`). */
export interface Faq {
  id: string
  audience: 'Buyers' | 'Vendors' | 'Everyone'
  question: string
  answer: string
}

// What a new buyer and a new vendor ask, answered as the product works (docs/product-rules.md).
export const FAQS: readonly Faq[] = [
  {
    id: 'sign-up',
    audience: 'Buyers',
    question: 'How do I start?',
    answer:
      'Sign up with your e-mail, enter the 6-digit code we send you, and complete your business profile (name, country, type, registration document and address). Then add your vendors and send your first request for quotation.',
  },
  {
    id: 'add-vendors',
    audience: 'Buyers',
    question: 'How do I add my vendors?',
    answer:
      'Invite them one by one, or many at once by pasting rows or loading a CSV or Excel file; a template is offered. Loading the same file again updates the vendors it already has instead of adding them twice.',
  },
  {
    id: 'send-rfq',
    audience: 'Buyers',
    question: 'How do requests for quotation work?',
    answer:
      'Describe what you need line by line, pick vendors and a deadline, and send. Each vendor gets its own e-mail and answers from the link, and may revise until the deadline. You compare the answers side by side in one currency and award the round to one vendor or split it by line.',
  },
  {
    id: 'purchase-orders',
    audience: 'Buyers',
    question: 'What happens after I award a round?',
    answer:
      'Make a purchase order from the award, check its lines and terms, and send it: the vendor receives it as a PDF with a link to accept or decline it. Changes after sending go out as a new revision. Shipments, receipts and anything late show on the purchase order and on your dashboard.',
  },
  {
    id: 'approval',
    audience: 'Buyers',
    question: 'Can large orders need an approval?',
    answer:
      'Yes. An owner or admin sets an amount in Settings; a purchase order above it sent by a team member waits until an owner or admin approves it.',
  },
  {
    id: 'vendor-account',
    audience: 'Vendors',
    question: 'Do I need an account to answer?',
    answer:
      'No. Open the link in the e-mail to answer a request for quotation, accept or decline a purchase order, and report shipments. With a free vendor portal account you see everything every buyer sent you in one place.',
  },
  {
    id: 'vendor-link',
    audience: 'Vendors',
    question: 'Someone forwarded me a link. Is that safe?',
    answer:
      'The link is the key to that one request or order, so keep it to yourself. A purchase order sent again as a revision comes with a new link and the old one stops working.',
  },
  {
    id: 'vendor-shipping',
    audience: 'Vendors',
    question: 'How do I tell the buyer what I shipped?',
    answer:
      'Once you accept a purchase order, its page lets you report each shipment: which items and how many, the carrier, the tracking number, dates and documents such as a packing list. The buyer is told at once.',
  },
  {
    id: 'data',
    audience: 'Everyone',
    question: 'What does Ally keep in my browser?',
    answer:
      'Only your signed-in session; no tracking cookies. The cookie policy lists exactly what is stored and for how long.',
  },
]
