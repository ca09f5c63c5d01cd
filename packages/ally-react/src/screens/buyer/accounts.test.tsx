// Over 300 lines on purpose: the account screens (register, verify, e-mail change, password reset, not found) share one set-up.
import {
  changeSignupEmail,
  forgotPassword,
  login,
  resendSignupCode,
  resetPassword,
  SESSION_KEY,
  signup,
  TOAST_DURATION_MS,
  vendorForgotPassword,
  vendorResetPassword,
  verifySignupCode,
} from '@ally/sdk'
import { createTestToken, sampleOf } from '@ally/sdk/testing'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { signupBearer } from '../../queries/accounts'
import { renderScreen } from '../../testing/renderScreen'
import { NotFound } from '../NotFound'
import { ChangeEmail } from './ChangeEmail'
import { ForgotPassword } from './ForgotPassword'
import { Onboarding } from './Onboarding'
import { Register } from './Register'
import { RegistrationSuccess } from './RegistrationSuccess'
import { ResetPassword } from './ResetPassword'
import { Verify } from './Verify'

type AuthData = ReturnType<typeof sampleOf<typeof login.response>>
const authResult = (user: Partial<AuthData['user']> = {}): AuthData => {
  const base = sampleOf(login.response)
  const active = user.active ?? base.user.active
  return {
    token: createTestToken({ payload: { kind: 'session' } }),
    ...(active ? {} : { registrationToken: createTestToken({ payload: { pur: 'registration' } }) }),
    user: { ...base.user, role: 'owner', businessDoc: null, ...user },
  }
}
const linkToken = (expiresInSeconds = 3600) =>
  createTestToken({ expiresInSeconds, payload: { pur: 'registration' } })
/** The text a screen reader reads as a field's description (help, meter and errors). */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
/**
 * Waits for a toast to go and fails if it went only because its time ran out (the suite waits up
 * to 5 s, longer than an error toast's 4 s).
 */
async function expectDismissedBeforeItsTime(text: string, shownAt: number) {
  await waitFor(() => expect(screen.queryByText(text)).toBeNull())
  expect(Date.now() - shownAt).toBeLessThan(TOAST_DURATION_MS.error)
}
/** The error shown under a field. */
const fieldErrorOf = (field: HTMLElement) =>
  field.closest('.ally-TextInput')?.querySelector('.ally-TextInput-error')?.textContent ?? ''

/** As the app does it: the verified owner's next page replaces this one, the toasts stay. */
function VerifyThenOnboarding() {
  const [verified, setVerified] = useState(false)
  return verified ? (
    <Onboarding redirectOnSuccess={false} />
  ) : (
    <Verify redirectOnSuccess={false} onSuccess={() => setVerified(true)} />
  )
}

describe('Register', () => {
  it('creates the account, keeps the signup session and shows the check-your-inbox step', async () => {
    const { api, navigation, storage } = renderScreen(<Register />)
    const data = authResult({ active: false })
    api.on(signup, { message: 'Account created.', data })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/first name/i), 'Ada')
    await user.type(screen.getByLabelText(/last name/i), 'Obi')
    await user.type(screen.getByLabelText(/business name/i), 'Obi Supplies')
    await user.type(screen.getByLabelText(/work e-mail/i), 'ada@obi.test')
    await user.type(screen.getByLabelText(/^password/i), 'correct-horse-1')
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    // The page's URL carries the registration token; the session token stays out of URLs.
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith(
        `/registration-success/${data.registrationToken}`,
      ),
    )
    expect(JSON.stringify(navigation.navigate.mock.calls)).not.toContain(data.token)
    expect(api.callsTo(signup)[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      businessName: 'Obi Supplies',
      email: 'ada@obi.test',
      password: 'correct-horse-1',
    })
    expect(JSON.parse(storage.session.getItem(SESSION_KEY) ?? '{}').registrationToken).toBe(
      data.registrationToken,
    )
  })

  it('keeps passwords under 8 characters from being sent', async () => {
    const { api } = renderScreen(<Register />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/first name/i), 'Ada')
    await user.type(screen.getByLabelText(/last name/i), 'Obi')
    await user.type(screen.getByLabelText(/business name/i), 'Obi')
    await user.type(screen.getByLabelText(/work e-mail/i), 'ada@obi.test')
    await user.type(screen.getByLabelText(/^password/i), 'short')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(api.calls).toHaveLength(0)
  })

  it('rates the password as it is typed, against the common list and what the form holds', async () => {
    renderScreen(<Register />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/first name/i), 'Ada')
    await user.type(screen.getByLabelText(/work e-mail/i), 'ada@obi.test')
    const password = screen.getByLabelText(/^password/i)
    expect(descriptionOf(password)).toContain('At least 8 characters.')
    await user.type(password, 'password')
    await waitFor(() => expect(descriptionOf(password)).toContain('Strength: weak'))
    expect(descriptionOf(password)).toContain(
      'Choose a less common password: this one is on a list of passwords attackers try first.',
    )
    await user.clear(password)
    await user.type(password, 'ada@obi.test')
    expect(descriptionOf(password)).toContain(
      'Your password must not contain your e-mail, name or business name.',
    )
    await user.clear(password)
    await user.type(password, 'Tin-roof-kettle-42')
    await waitFor(() => expect(descriptionOf(password)).toContain('Strength: strong'))
  })

  it("shows the server's refusal of the password on the password field", async () => {
    const { api } = renderScreen(<Register />)
    const message = 'Your password must not contain your e-mail, name or business name.'
    api.on(signup, { status: 400, body: { message, errors: [{ path: 'body.password', message }] } })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/first name/i), 'Ada')
    await user.type(screen.getByLabelText(/last name/i), 'Obi')
    await user.type(screen.getByLabelText(/business name/i), 'Obi Supplies')
    await user.type(screen.getByLabelText(/work e-mail/i), 'ada@obi.test')
    const password = screen.getByLabelText(/^password/i)
    await user.type(password, 'Tin-roof-kettle-42')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(fieldErrorOf(password)).toBe(message))
    // Typing again makes the answer stale: the field is free to be sent again.
    await user.type(password, '!')
    expect(fieldErrorOf(password)).toBe('')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(api.callsTo(signup)).toHaveLength(2))
  })

  it("takes a required field's error away as soon as the field is filled in", async () => {
    renderScreen(<Register />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    const first = screen.getByLabelText(/first name/i)
    const last = screen.getByLabelText(/last name/i)
    expect(first.getAttribute('aria-invalid')).toBe('true')
    expect(fieldErrorOf(first)).not.toBe('')

    // Still in the field, before it loses focus.
    await user.type(first, 'Ada')
    expect(document.activeElement).toBe(first)
    expect(fieldErrorOf(first)).toBe('')
    expect(first.getAttribute('aria-invalid')).toBeNull()
    expect(last.getAttribute('aria-invalid')).toBe('true')
  })

  it('dismisses the failure toast once the account is created', async () => {
    const { api, navigation } = renderScreen(<Register />)
    const taken = 'An account with this e-mail exists. Log in instead.'
    api.on(signup, { status: 409, body: { message: taken } })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/first name/i), 'Ada')
    await user.type(screen.getByLabelText(/last name/i), 'Obi')
    await user.type(screen.getByLabelText(/business name/i), 'Obi Supplies')
    await user.type(screen.getByLabelText(/work e-mail/i), 'ada@obi.test')
    await user.type(screen.getByLabelText(/^password/i), 'Tin-roof-kettle-42')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText(taken)).toBeTruthy()
    const shownAt = Date.now()

    api.on(signup, { message: 'Account created.', data: authResult({ active: false }) })
    await user.clear(screen.getByLabelText(/work e-mail/i))
    await user.type(screen.getByLabelText(/work e-mail/i), 'ada@obi-supplies.test')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalled())
    await expectDismissedBeforeItsTime(taken, shownAt)
  })
})

describe('Verify', () => {
  it("sends the link's registration token, not the stored session's, and resends with it", async () => {
    const token = linkToken()
    const { api, client } = renderScreen(<Verify token={token} />)
    client.session.save(authResult({ active: false }))
    api.on(verifySignupCode, { message: 'Your e-mail is verified.', data: authResult() })
    api.on(resendSignupCode, { message: 'We sent a new code.', data: null })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Resend code' }))
    await user.type(screen.getByLabelText(/verification code/i), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(api.callsTo(verifySignupCode)).toHaveLength(1))
    expect(api.callsTo(verifySignupCode)[0]?.headers.authorization).toBe(`Bearer ${token}`)
    expect(api.callsTo(resendSignupCode)[0]?.headers.authorization).toBe(`Bearer ${token}`)
  })

  it('activates the account and sends the owner to onboarding', async () => {
    const { api, navigation, client } = renderScreen(<Verify />)
    client.session.save(authResult({ active: false }))
    const data = authResult({ active: true })
    api.on(verifySignupCode, { message: 'Your e-mail is verified.', data })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/verification code/i), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/onboarding', { replace: true }),
    )
    expect(client.session.get()?.user.active).toBe(true)
  })

  it("shows the server's message for a wrong code, and resends on request", async () => {
    const { api } = renderScreen(<Verify />)
    api.on(verifySignupCode, {
      status: 400,
      body: { message: 'That code is not right. 4 tries left.' },
    })
    api.on(resendSignupCode, { message: 'We sent a new code.', data: null })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/verification code/i), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(await screen.findByText('Verify code resent to your mail.')).toBeTruthy()
  })

  it("takes the wrong code's toast away once the right code is in, before onboarding shows", async () => {
    const { api, client } = renderScreen(<VerifyThenOnboarding />)
    client.session.save(authResult({ active: false }))
    const wrong = 'That code is not right. 4 tries left.'
    api.on(verifySignupCode, { status: 400, body: { message: wrong } })
    const user = userEvent.setup()
    const code = screen.getByLabelText(/verification code/i)
    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(wrong)).toBeTruthy()
    const shownAt = Date.now()

    api.on(verifySignupCode, { message: 'Your e-mail is verified.', data: authResult() })
    await user.clear(code)
    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('heading', { name: 'Tell us about your business' })).toBeTruthy()
    await expectDismissedBeforeItsTime(wrong, shownAt)
  })

  it('shows a second wrong code as a new toast, not under the first', async () => {
    const { api } = renderScreen(<Verify />)
    const wrong = 'That code is not right. 4 tries left.'
    api.on(verifySignupCode, { status: 400, body: { message: wrong } })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/verification code/i), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    const first = await screen.findByText(wrong)
    const shownAt = Date.now()
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(api.callsTo(verifySignupCode)).toHaveLength(2))
    // The first leaves at once, and a fresh one (announced again) takes its place.
    await waitFor(() => expect(first.isConnected).toBe(false))
    expect(Date.now() - shownAt).toBeLessThan(TOAST_DURATION_MS.error)
    expect(await screen.findAllByText(wrong)).toHaveLength(1)
  })
})

describe('RegistrationSuccess', () => {
  it('sends a fresh code once when the user came back unverified (?resend=true)', async () => {
    const token = linkToken()
    const { api } = renderScreen(<RegistrationSuccess token={token} resend />)
    api.on(resendSignupCode, { message: 'We sent a new code.', data: null })
    expect(await screen.findByText('Verify code resent to your mail.')).toBeTruthy()
    expect(api.callsTo(resendSignupCode)).toHaveLength(1)
    expect(api.callsTo(resendSignupCode)[0]?.headers.authorization).toBe(`Bearer ${token}`)
    expect(screen.getByRole('link', { name: 'Enter the code' }).getAttribute('href')).toBe(
      `/verify?token=${token}`,
    )
    expect(screen.getByRole('link', { name: 'Change e-mail' }).getAttribute('href')).toBe(
      `/change-email?token=${token}`,
    )
  })

  it('sends nothing by itself otherwise', async () => {
    const { api } = renderScreen(<RegistrationSuccess token={linkToken()} />)
    api.on(resendSignupCode, { message: 'ok', data: null })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.calls).toHaveLength(0)
  })

  it('says an expired link has expired, sends nothing, and logs the user out to log in again', async () => {
    const { api, client, navigation } = renderScreen(
      <RegistrationSuccess token={linkToken(-1)} resend />,
    )
    client.session.save(authResult({ active: false }))
    expect(
      await screen.findByRole('heading', { name: 'This sign-up link has expired' }),
    ).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in again' }))
    expect(navigation.navigate).toHaveBeenCalledWith('/login', { replace: true })
    expect(client.session.get()).toBeNull()
    expect(api.calls).toHaveLength(0)
  })

  it('turns to the expired page when the server refuses the link (401)', async () => {
    const { api } = renderScreen(<RegistrationSuccess token={linkToken()} />)
    api.on(resendSignupCode, {
      status: 401,
      body: { message: 'Your session has expired. Please log in again.' },
    })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend code' }))
    expect(
      await screen.findByRole('heading', { name: 'This sign-up link has expired' }),
    ).toBeTruthy()
  })
})

describe('the bearer of the sign-up code calls', () => {
  it('is the live link token, else the stored registration token, else the session (undefined)', () => {
    const link = linkToken()
    const stored = linkToken()
    expect(signupBearer({ registrationToken: stored }, link)).toBe(link)
    expect(signupBearer({ registrationToken: stored }, linkToken(-1))).toBe(stored)
    expect(signupBearer({ registrationToken: linkToken(-1) }, null)).toBeUndefined()
    expect(signupBearer(null, undefined)).toBeUndefined()
  })
})

describe('ChangeEmail', () => {
  it("says 'Email updated,' with the server's message and goes back to the inbox step", async () => {
    const { api, navigation, client } = renderScreen(<ChangeEmail />)
    client.session.save(authResult({ active: false }))
    const data = authResult({ active: false, email: 'new@obi.test' })
    api.on(changeSignupEmail, { message: 'we sent a new code to new@obi.test.', data })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/new e-mail/i), 'new@obi.test')
    await user.click(screen.getByRole('button', { name: 'Update e-mail' }))
    expect(
      await screen.findByText('Email updated, we sent a new code to new@obi.test.'),
    ).toBeTruthy()
    expect(navigation.navigate).toHaveBeenCalledWith(
      `/registration-success/${data.registrationToken}`,
    )
    // Sent with the stored registration token, and the new one is stored for the next page.
    const stored = client.session.get()
    expect(api.callsTo(changeSignupEmail)[0]?.headers.authorization).not.toBe(
      `Bearer ${stored?.token}`,
    )
    expect(stored?.registrationToken).toBe(data.registrationToken)
  })
})

describe('ForgotPassword', () => {
  it("shows the server's message", async () => {
    const { api } = renderScreen(<ForgotPassword />)
    const message = 'If an account exists for that e-mail, we sent it a link to reset the password.'
    api.on(forgotPassword, { message, data: null })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/e-mail/i), 'ada@obi.test')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect((await screen.findAllByText(new RegExp(message))).length).toBeGreaterThan(0)
  })
})

describe('ForgotPassword for a vendor (?for=vendor)', () => {
  it('asks the vendor endpoint and leads back to the vendor log-in', async () => {
    const { api } = renderScreen(<ForgotPassword account="vendor" />)
    api.on(vendorForgotPassword, { message: 'If an account exists, we sent a link.', data: null })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/e-mail/i), 'sales@steel.test')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    await waitFor(() => expect(api.callsTo(vendorForgotPassword)).toHaveLength(1))
    expect(api.callsTo(forgotPassword)).toHaveLength(0)
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe(
      '/vendor/register?mode=login',
    )
  })
})

describe('ResetPassword for a vendor (&for=vendor)', () => {
  it("sets the vendor's password and goes to the vendor log-in", async () => {
    const { api, navigation } = renderScreen(<ResetPassword token="reset-token" account="vendor" />)
    api.on(vendorResetPassword, { message: 'Your password has been changed.', data: null })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^new password/i), 'brand-new-pass-2')
    await user.type(screen.getByLabelText(/repeat/i), 'brand-new-pass-2')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/vendor/register?mode=login', {
        replace: true,
      }),
    )
    expect(api.callsTo(vendorResetPassword)[0]?.body).toEqual({
      token: 'reset-token',
      password: 'brand-new-pass-2',
    })
    expect(api.callsTo(resetPassword)).toHaveLength(0)
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password?for=vendor',
    )
  })
})

describe('ResetPassword', () => {
  it("sets the new password, shows the server's message and goes to /login", async () => {
    const { api, navigation } = renderScreen(<ResetPassword token="reset-token" />)
    api.on(resetPassword, { message: 'Your password has been changed.', data: null })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^new password/i), 'brand-new-pass-2')
    await user.type(screen.getByLabelText(/repeat/i), 'brand-new-pass-2')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/login', { replace: true }),
    )
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy()
    expect(api.callsTo(resetPassword)[0]?.body).toEqual({
      token: 'reset-token',
      password: 'brand-new-pass-2',
    })
    expect(api.callsTo(resetPassword)[0]?.headers.authorization).toBeUndefined()
  })

  it('refuses two different passwords', async () => {
    const { api } = renderScreen(<ResetPassword token="reset-token" />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^new password/i), 'brand-new-pass-2')
    await user.type(screen.getByLabelText(/repeat/i), 'brand-new-pass-3')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The two passwords differ.')).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })

  it('rates the new password, and shows a refusal the server names on the field', async () => {
    const { api } = renderScreen(<ResetPassword token="reset-token" />)
    const message = 'Your password must not contain your e-mail, name or business name.'
    api.on(resetPassword, {
      status: 400,
      body: { message, errors: [{ path: 'body.password', message }] },
    })
    const user = userEvent.setup()
    const password = screen.getByLabelText(/^new password/i)
    await user.type(password, '12345678')
    await waitFor(() => expect(descriptionOf(password)).toContain('Strength: weak'))
    await user.clear(password)
    // The page does not know whose link it is: the server checks the e-mail and names.
    await user.type(password, 'ada-obi-lantern-7')
    await user.type(screen.getByLabelText(/repeat/i), 'ada-obi-lantern-7')
    await waitFor(() => expect(descriptionOf(password)).toContain('Strength: strong'))
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(fieldErrorOf(password)).toBe(message))
    expect(api.callsTo(resetPassword)).toHaveLength(1)
  })

  it('explains a link without its token', () => {
    renderScreen(<ResetPassword token={null} />)
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeTruthy()
  })
})

describe('NotFound', () => {
  it("says '404' and 'PAGE NOT FOUND'", () => {
    renderScreen(<NotFound />)
    expect(screen.getByText('404')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeTruthy()
  })
})
