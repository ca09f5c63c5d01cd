import { describe, expect, it } from 'vitest'
import { businessAnalyticsFixture } from '../../../testing/businessAnalyticsFixtures'
import { reportCsv, reportFileName } from './exportReport'
import { reportTables } from './tables'

describe('reportCsv', () => {
  it('writes negative savings as negative numbers and neutralises formula-like names', () => {
    const report = businessAnalyticsFixture({
      savings: { rounds: 1, awarded: 10, againstHighest: -2, againstAverage: -1.5 },
      spendByVendor: [
        { vendorId: 'x', name: '=HYPERLINK("http://evil.test")', amount: 5, purchaseOrders: 1 },
      ],
    })
    const csv = reportCsv(
      reportTables(report, { vendor: 'All vendors', orderType: 'All order types' }),
    )
    expect(csv).toContain('Savings against the highest answer (NGN),-2\r\n')
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"")",5,1\r\n`)
  })

  it('names the file after the period it covers', () => {
    expect(reportFileName('2026-01-01', '2026-12-31', 'csv')).toBe(
      'business-analytics-2026-01-01-to-2026-12-31.csv',
    )
  })
})
