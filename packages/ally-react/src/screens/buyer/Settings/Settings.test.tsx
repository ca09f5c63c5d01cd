import { updateProfile } from '@ally/sdk'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import { renderScreen } from '../../../testing/renderScreen'
import { Settings } from './Settings'

describe('Settings', () => {
  it('saves the business currency and the approval threshold, and keeps them', async () => {
    const user = userEvent.setup()
    const session = storySession({ approvalThreshold: 5000 })
    const { api, client } = renderScreen(<Settings />, {
      session,
      mock: (api) =>
        api.on(updateProfile, ({ body }) => ({
          message: 'Profile updated.',
          data: { user: { ...session.user, ...(body as object) } },
        })),
    })
    const threshold = screen.getByRole('spinbutton', { name: 'Approval threshold (USD)' })
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
    expect(client.session.get()?.user).toMatchObject({ currency: 'eur', approvalThreshold: 2500.5 })
    expect(screen.getByText('Purchase orders above €2,500.50 need approval now.')).toBeTruthy()
  })

  it('clears the threshold when the field is left empty', async () => {
    const user = userEvent.setup()
    const session = storySession({ approvalThreshold: 100 })
    const { api } = renderScreen(<Settings />, {
      session,
      mock: (api) =>
        api.on(updateProfile, {
          message: 'Profile updated.',
          data: { user: { ...session.user, approvalThreshold: null } },
        }),
    })
    await user.clear(screen.getByRole('spinbutton', { name: /Approval threshold/ }))
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
      session: storySession(),
      mock: (api) =>
        api.on(updateProfile, {
          status: 400,
          body: {
            message: 'body.approvalThreshold: must be at most 999999999999.99',
            errors: [
              { path: 'body.approvalThreshold', message: 'must be at most 999999999999.99' },
            ],
          },
        }),
    })
    await user.type(screen.getByRole('spinbutton', { name: /Approval threshold/ }), '1e15')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    const field = screen.getByRole('spinbutton', { name: /Approval threshold/ })
    expect(await screen.findAllByText('must be at most 999999999999.99')).not.toHaveLength(0)
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })

  it('lets a member read the settings but not change them', () => {
    renderScreen(<Settings />, {
      session: storySession({ role: 'member', approvalThreshold: 750, currency: 'gbp' }),
    })
    expect(screen.getByText('Only an owner or admin can change these settings.')).toBeTruthy()
    expect(screen.getByText('Purchase orders above £750.00 need approval now.')).toBeTruthy()
    expect(
      (screen.getByRole('spinbutton', { name: /Approval threshold/ }) as HTMLInputElement).disabled,
    ).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull()
  })
})
