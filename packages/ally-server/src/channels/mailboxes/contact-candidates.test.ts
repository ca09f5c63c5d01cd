import { describe, expect, it } from 'vitest'
import { companyFromDomain, contactCandidates } from './contact-candidates'
import type { MailSummary } from './mailbox'

const mail = (
  folder: MailSummary['folder'],
  from: string,
  to: string[],
  subject: string,
  day: number,
): MailSummary => ({
  id: `${folder}-${day}-${from}`,
  folder,
  from: { address: from, name: from === 'ada@lagos-steel.com.ng' ? 'Ada Eze' : '' },
  to: to.map((address) => ({ address, name: '' })),
  cc: [],
  subject,
  date: new Date(Date.UTC(2026, 10, day)),
  messageId: null,
  inReplyTo: null,
})

describe('contactCandidates', () => {
  const summaries = [
    mail('inbox', 'ada@lagos-steel.com.ng', ['buyer@obi.example'], 'Quote for rebar', 2),
    mail('sent', 'buyer@obi.example', ['ada@lagos-steel.com.ng'], 'RFQ TA-3', 3),
    mail('inbox', 'ADA@lagos-steel.com.ng', ['buyer@obi.example'], 'Re: RFQ TA-3', 4),
    mail('inbox', 'musa.tools@gmail.com', ['buyer@obi.example'], 'Price list', 1),
    mail('inbox', 'chinedu@obi.example', ['buyer@obi.example'], 'Lunch?', 5),
    mail('inbox', 'no-reply@bank.example', ['buyer@obi.example'], 'Statement', 6),
    mail('inbox', 'sales@known-vendor.example', ['buyer@obi.example'], 'Invoice', 6),
  ]

  it('proposes the people written with, most first, with their evidence', () => {
    const candidates = contactCandidates(summaries, {
      own: ['buyer@obi.example'],
      vendors: ['Sales@known-vendor.example'],
    })
    expect(candidates).toEqual([
      {
        email: 'ada@lagos-steel.com.ng',
        name: 'Ada Eze',
        company: 'Lagos Steel',
        messages: 3,
        lastSubject: 'Re: RFQ TA-3',
        lastAt: new Date(Date.UTC(2026, 10, 4)),
      },
      {
        email: 'musa.tools@gmail.com',
        name: '',
        company: null,
        messages: 1,
        lastSubject: 'Price list',
        lastAt: new Date(Date.UTC(2026, 10, 1)),
      },
    ])
  })

  it('counts everyone at a free-mail domain as a stranger, unless named as one of the business', () => {
    const candidates = contactCandidates(
      [
        mail('inbox', 'colleague@gmail.com', ['owner@gmail.com'], 'Hi', 1),
        mail('inbox', 'vendor@gmail.com', ['owner@gmail.com'], 'Quote', 2),
      ],
      { own: ['owner@gmail.com', 'colleague@gmail.com'], vendors: [] },
    )
    expect(candidates.map((candidate) => candidate.email)).toEqual(['vendor@gmail.com'])
  })
})

describe('companyFromDomain', () => {
  it.each([
    ['lagos-steel.com.ng', 'Lagos Steel'],
    ['mail.obisons.ng', 'Obisons'],
    ['northbridge-eng.co.uk', 'Northbridge Eng'],
    ['gmail.com', null],
  ])('%s → %s', (domain, company) => {
    expect(companyFromDomain(domain)).toBe(company)
  })
})
