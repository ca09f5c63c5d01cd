import {
  deleteRfq,
  getRfq,
  listReplyDrafts,
  type QuoteResponse,
  resendRfq,
  updateRfq,
} from '@ally/sdk'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import { replyDraftFixture } from '../../../testing/replyDraftFixtures'
import { comparisonFixture, rfqFixture, servePaged } from '../../../testing/sourcingFixtures'
import { RFQ_NOT_FOUND, RfqDetail } from './RfqDetail'

const rfq = rfqFixture(7, {
  status: 'responded',
  currency: 'usd',
  message: 'Zinc plated, please.',
  deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
})
const answer = comparisonFixture().vendors[0]?.response as QuoteResponse
const revisions = [
  { ...answer, revision: 2, total: 95 },
  { ...answer, id: 'older', revision: 1, status: 'superseded' as const, total: 100 },
]

// No answer by e-mail unless a test says so.
const render = (mock: (api: MockApi) => void) =>
  renderScreen(<RfqDetail rfqId={rfq.id} />, {
    session: storySession(),
    mock: (api) => {
      api.on(listReplyDrafts, servePaged([]))
      mock(api)
    },
  })

const serving = (api: MockApi, status = rfq.status) =>
  api.on(getRfq, { message: 'ok', data: { rfq: { ...rfq, status }, responses: revisions } })

describe('RfqDetail', () => {
  it('shows an answer the vendor e-mailed, to confirm on the RFQ itself', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      serving(api, 'viewed')
      api.on(
        listReplyDrafts,
        servePaged([
          replyDraftFixture({
            rfqId: rfq.id,
            vendor: rfq.vendor,
            lines: [
              {
                lineId: 'line-7',
                unitPrice: 2.5,
                from: { part: 'body', row: 2, text: 'Pipe: $2.50' },
              },
            ],
          }),
        ]),
      )
    })
    const drafts = await screen.findByRole('region', { name: 'Answers read from e-mail (1)' })
    expect(api.callsTo(listReplyDrafts)[0]?.query.get('rfqId')).toBe(rfq.id)
    await user.click(within(drafts).getByRole('button', { name: 'Review and confirm' }))
    expect(
      (within(drafts).getByRole('spinbutton', { name: /unit price/ }) as HTMLInputElement).value,
    ).toBe('2.5')
  })

  it('shows the RFQ, its vendor and every revision of the answer, newest first', async () => {
    render((api) => serving(api))
    expect(await screen.findByRole('heading', { level: 1, name: rfq.title })).toBeTruthy()
    expect(screen.getByText('TA-0007 · RFQ to Acme Ltd')).toBeTruthy()
    expect(screen.getByText('Zinc plated, please.')).toBeTruthy()
    const answers = screen.getByRole('region', { name: 'Answers (2)' })
    const items = within(answers).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Revision 2: $95.00',
      'Revision 1: $100.00',
    ])
    expect(within(items[1] as HTMLElement).getByText('Superseded')).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Compare the round’s answers' }).getAttribute('href'),
    ).toBe('/dashboard/quotes/quote-7/responses')
  })

  it('extends the deadline to the end of the chosen day', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      serving(api)
      api.on(updateRfq, { message: 'Updated successfully', data: rfq })
    })
    await user.type(await screen.findByLabelText(/New deadline/), '2099-03-04')
    await user.click(screen.getByRole('button', { name: 'Extend deadline' }))
    expect(await screen.findByText('Updated successfully')).toBeTruthy()
    const sent = api.callsTo(updateRfq)[0]?.body as { deadline: string }
    expect(new Date(sent.deadline).getTime()).toBe(new Date('2099-03-04T23:59:00').getTime())
  })

  it('deletes after a confirmation and goes back to the RFQs', async () => {
    const user = userEvent.setup()
    const { api, navigation } = render((api) => {
      serving(api)
      api.on(deleteRfq, { message: 'RFQ deleted', data: null })
    })
    await user.click(await screen.findByRole('button', { name: 'Delete RFQ…' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this RFQ?' })
    expect(within(dialog).getByText(/Acme Ltd is told the request was withdrawn/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Delete RFQ' }))
    expect(await screen.findByText('RFQ deleted')).toBeTruthy()
    expect(api.callsTo(deleteRfq)[0]?.path).toBe('/api/v1/ldb/rfq/delete/rfq-7')
    expect(navigation.navigate).toHaveBeenCalledWith('/dashboard/rfqs')
  })

  it('cancels after a confirmation', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      serving(api)
      api.on(updateRfq, { message: 'Updated successfully', data: { ...rfq, status: 'cancelled' } })
    })
    await user.click(await screen.findByRole('button', { name: 'Cancel RFQ…' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel RFQ' }))
    expect(await screen.findByText('Updated successfully')).toBeTruthy()
    expect(api.callsTo(updateRfq)[0]?.body).toEqual({ status: 'cancelled' })
  })

  it('offers no changes once an award has decided it', async () => {
    render((api) => serving(api, 'awarded'))
    await screen.findByRole('heading', { level: 1, name: rfq.title })
    expect(screen.queryByRole('region', { name: 'Change this RFQ' })).toBeNull()
  })

  it('says an RFQ of another business (or deleted) was not found', async () => {
    render((api) => api.on(getRfq, { status: 404, body: { message: 'This RFQ does not exist.' } }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: RFQ_NOT_FOUND })).toBeTruthy()
    expect(within(alert).getByRole('link', { name: 'Back to RFQs' })).toBeTruthy()
  })

  it('sends the RFQ again with a new link while the vendor may still answer', async () => {
    const user = userEvent.setup()
    const { api } = render((api) => {
      serving(api)
      api.on(resendRfq, { message: 'Sent again to Acme Ltd', data: rfq })
    })
    expect(await screen.findByText(/gets the request again with a new link/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Send again' }))
    expect(await screen.findByText('Sent again to Acme Ltd')).toBeTruthy()
    expect(api.callsTo(resendRfq)[0]?.path).toBe('/api/v1/ldb/rfq/resend/rfq-7')
  })

  it('does not offer to send again once the deadline has passed', async () => {
    render((api) =>
      api.on(getRfq, {
        message: 'ok',
        data: { rfq: { ...rfq, deadline: '2020-01-01T00:00:00.000Z' }, responses: revisions },
      }),
    )
    await screen.findByRole('heading', { level: 1, name: rfq.title })
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull()
  })
})
