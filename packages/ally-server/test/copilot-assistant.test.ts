import { describe, expect, it } from 'vitest'
import { CORPUS } from '../src/copilot/assistant/corpus'
import { entitiesOf, periodIn } from '../src/copilot/assistant/entities'
import { planReply } from '../src/copilot/assistant/reply'
import {
  PHRASINGS,
  PHRASINGS_GOAL,
  PHRASINGS_NOW,
  PHRASINGS_VENDORS,
  planMatches,
} from './copilot-phrasings'

// Issue #31, the built-in assistant without a database: which tool it picks, with which input, for
// questions it was not trained on (copilot-phrasings.ts), and what it reads out of a question.

const plan = (question: string) => planReply(question, PHRASINGS_NOW, PHRASINGS_VENDORS)

describe('the built-in assistant', () => {
  it('is asked nothing it was trained on', () => {
    const trained = new Set(
      Object.values(CORPUS)
        .flat()
        .map((text) => text.toLowerCase()),
    )
    expect(PHRASINGS.filter(({ question }) => trained.has(question.toLowerCase()))).toEqual([])
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(60)
  })

  it(`answers at least ${PHRASINGS_GOAL * 100} % of unseen questions with the right tool and input`, async () => {
    const missed: string[] = []
    for (const phrasing of PHRASINGS) {
      const planned = await plan(phrasing.question)
      if (!planMatches(phrasing, planned)) {
        const got =
          'said' in planned ? planned.said : `${planned.tool.name} ${JSON.stringify(planned.input)}`
        missed.push(`${phrasing.question} → ${got}`)
      }
    }
    const right = (PHRASINGS.length - missed.length) / PHRASINGS.length
    expect({ right: right >= PHRASINGS_GOAL, missed }).toMatchObject({ right: true })
  })

  it('declines every request to change data or to step outside the business, saying why', async () => {
    for (const phrasing of PHRASINGS.filter(
      ({ said }) => said === 'decline' || said === 'refuse-write',
    )) {
      const planned = await plan(phrasing.question)
      expect(
        'said' in planned && ['decline', 'refuse-write'].includes(planned.said),
        phrasing.question,
      ).toBe(true)
    }
    const write = await plan('Award TA-0042 to Beta Logistics')
    expect('reply' in write && write.reply.content).toMatch(/cannot change anything myself/)
  })

  it('says what it did not understand and offers the phrasings it knows', async () => {
    const planned = await plan('qwerty zxcv')
    expect(planned).toMatchObject({ said: 'not-understood' })
    expect('reply' in planned && planned.reply.content).toContain('What is late?')
  })

  it('asks for the number when a purchase order is not named', async () => {
    expect(await plan('what happened with my purchase order?')).toMatchObject({
      said: 'ask-number',
    })
  })

  it("reads references, periods, order types, counts and the business's own vendors", () => {
    const entities = entitiesOf(
      'Spend with acme fasteners on PO 12 for TA-7, top five, last quarter',
      PHRASINGS_NOW,
      PHRASINGS_VENDORS,
    )
    expect(entities).toMatchObject({
      orderReference: 'TA-0007',
      purchaseOrderNumber: 'PO-0012',
      period: { from: '2026-07-01', to: '2026-09-30', label: 'last quarter' },
      top: 5,
      vendors: [PHRASINGS_VENDORS[0]],
    })
    // "Acme Fasteners" names a vendor, not the supply order type.
    expect(entities.orderType).toBeUndefined()
  })

  it.each([
    ['this month', '2026-11-01', '2026-11-28'],
    ['last month', '2026-10-01', '2026-10-31'],
    ['last year', '2025-01-01', '2025-12-31'],
    ['in December', '2025-12-01', '2025-12-31'],
    ['since August', '2026-08-01', '2026-11-28'],
    ['the last 2 weeks', '2026-11-15', '2026-11-28'],
    ['the past three months', '2026-08-29', '2026-11-28'],
    ['last week', '2026-11-16', '2026-11-22'],
  ])('reads "%s" as %s – %s', (text, from, to) => {
    expect(periodIn(text, PHRASINGS_NOW)).toMatchObject({ from, to })
  })
})
