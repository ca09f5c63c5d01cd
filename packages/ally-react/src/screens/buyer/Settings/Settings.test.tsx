import { type BusinessSettings, getBusinessExport, getProfile, updateProfile } from '@ally/sdk'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { renderScreen } from '../../../testing/renderScreen'
import { Settings } from './Settings'

const owner = storySession()

/** The profile with these settings; saving answers with what was sent. */
const serving =
  (settings: Partial<BusinessSettings> = {}, session = owner) =>
  (api: MockApi) => {
    const current = { currency: 'usd' as const, approvalThreshold: null, ...settings }
    api.on(getProfile, { message: 'Profile', data: { user: session.user, settings: current } })
    api.on(getBusinessExport, { message: 'Export', data: null })
    api.on(updateProfile, ({ body }) => ({
      message: 'Profile updated.',
      data: { user: session.user, settings: { ...current, ...(body as object) } },
    }))
  }

describe('Settings', () => {
  it('saves the business currency and the approval threshold, and keeps them', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<Settings />, {
      session: owner,
      mock: serving({ approvalThreshold: 5000 }),
    })
    const threshold = await screen.findByRole('spinbutton', { name: 'Approval threshold (USD)' })
    expect((threshold as HTMLInputElement).value).toBe('5000')
    expect(screen.getByText('Purchase orders above $5,000.00 need approval now.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: /Business currency/ }))
    await user.click(screen.getByRole('option', { name: 'EUR (€)' }))
    await user.clear(threshold)
    await user.type(threshold, '2500.50')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Updated successfully')).toBeTruthy()
    expect(api.callsTo(updateProfile)[0]?.body).toEqual({
      currency: 'eur',
      approvalThreshold: 2500.5,
    })
    expect(
      await screen.findByText('Purchase orders above €2,500.50 need approval now.'),
    ).toBeTruthy()
    expect(screen.getByRole('spinbutton', { name: 'Approval threshold (EUR)' })).toBeTruthy()
  })

  it('clears the threshold when the field is left empty', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<Settings />, {
      session: owner,
      mock: serving({ approvalThreshold: 100 }),
    })
    await user.clear(await screen.findByRole('spinbutton', { name: /Approval threshold/ }))
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('No purchase order needs approval now.')).toBeTruthy()
    expect(api.callsTo(updateProfile)[0]?.body).toEqual({
      currency: 'usd',
      approvalThreshold: null,
    })
  })

  it("shows the server's refusal at the field", async () => {
    const user = userEvent.setup()
    renderScreen(<Settings />, {
      session: owner,
      mock: (api) => {
        serving()(api)
        api.on(updateProfile, {
          status: 400,
          body: {
            message: 'body.approvalThreshold: must be at most your monthly budget',
            errors: [
              { path: 'body.approvalThreshold', message: 'must be at most your monthly budget' },
            ],
          },
        })
      },
    })
    await user.type(await screen.findByRole('spinbutton', { name: /Approval threshold/ }), '5000')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    const field = screen.getByRole('spinbutton', { name: /Approval threshold/ })
    expect(await screen.findAllByText('must be at most your monthly budget')).not.toHaveLength(0)
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })

  it('refuses an amount no money column holds at the field, before sending it', async () => {
    const user = userEvent.setup()
    const { api } = renderScreen(<Settings />, { session: owner, mock: serving() })
    await user.type(await screen.findByRole('spinbutton', { name: /Approval threshold/ }), '1e15')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    const field = screen.getByRole('spinbutton', { name: /Approval threshold/ })
    expect(await screen.findAllByText('Must be at most 999999999999.99')).not.toHaveLength(0)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(api.callsTo(updateProfile)).toEqual([])
  })

  it('lets a member read the settings but not change them', async () => {
    const member = storySession({ role: 'member' })
    renderScreen(<Settings />, {
      session: member,
      mock: serving({ approvalThreshold: 750, currency: 'gbp' }, member),
    })
    expect(
      await screen.findByText('Only an owner or admin can change these settings.'),
    ).toBeTruthy()
    expect(screen.getByText('Purchase orders above £750.00 need approval now.')).toBeTruthy()
    expect(
      (screen.getByRole('spinbutton', { name: /Approval threshold/ }) as HTMLInputElement).disabled,
    ).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull()
  })
})
