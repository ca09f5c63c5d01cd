// Over 300 lines on purpose: the vendor portal's screens (sign-up, e-mail checks, onboarding, success) share one set-up.
import {
  getVendorInvite,
  type StoredSession,
  TOAST_DURATION_MS,
  VENDOR_SESSION_KEY,
  type VendorAccount,
  vendorChangeEmail,
  vendorLogin,
  vendorOnboarding,
  vendorRegister,
  vendorResendCode,
  vendorUploadFile,
  vendorVerifyEmail,
} from '@ally/sdk'
import { createTestToken, sampleOf } from '@ally/sdk/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { vendorStorySession } from '../../testing/fixtures'
import { renderScreen } from '../../testing/renderScreen'
import { VendorChangeEmail } from './VendorChangeEmail'
import { VendorOnboarding } from './VendorOnboarding'
import { VendorRegister } from './VendorRegister'
import { VendorRegistrationSuccess } from './VendorRegistrationSuccess'
import { VendorVerify } from './VendorVerify'
import { VendorVerifyEmail } from './VendorVerifyEmail'

/** A vendor session whose token differs from every other one made in this test. */
let made = 0
const vendor = (user: Partial<VendorAccount> = {}): StoredSession<VendorAccount> => {
  const session = {
    ...vendorStorySession(user),
    token: createTestToken({ payload: { sub: `vendor-${++made}` } }),
  }
  // An unverified account also gets the token its links carry, as the server answers.
  return session.user.active
    ? session
    : {
        ...session,
        registrationToken: createTestToken({
          payload: { sub: `link-${made}`, pur: 'registration' },
        }),
      }
}
const stored = (storage: { getItem: (key: string) => string | null }) => {
  const raw = storage.getItem(VENDOR_SESSION_KEY)
  return raw ? (JSON.parse(raw) as StoredSession<VendorAccount>) : null
}
const invite = (registered: boolean) => ({
  message: 'Invite',
  data: {
    businessName: 'Lagos Builders Ltd',
    vendorName: 'Lagos Steel Works',
    email: 'sales@lagos-steel.test',
    registered,
    expiresAt: '2030-01-01T00:00:00.000Z',
  },
})

/** As the app does it: onboarding replaces the verify page, the toasts stay. */
function VerifyThenOnboarding() {
  const [verified, setVerified] = useState(false)
  return verified ? (
    <VendorOnboarding redirectOnSuccess={false} />
  ) : (
    <VendorVerify token="reg-token" redirectOnSuccess={false} onSuccess={() => setVerified(true)} />
  )
}

describe('VendorRegister', () => {
  it('prefills the invite, creates the account for this session only and opens the inbox step', async () => {
    const { api, navigation, storage } = renderScreen(<VendorRegister inviteToken="inv-1" />, {
      mock: (mock) => mock.on(getVendorInvite, invite(false)),
    })
    const data = vendor({ active: false })
    api.on(vendorRegister, { message: 'Account created.', data })
    expect(await screen.findByText('Lagos Builders Ltd')).toBeTruthy()
    expect(screen.getByText(/invited you to Ally/).textContent).toMatch(
      /^Lagos Builders Ltd invited you to Ally/,
    )
    expect(api.callsTo(getVendorInvite)[0]?.query.get('token')).toBe('inv-1')
    expect(api.callsTo(getVendorInvite)[0]?.headers.authorization).toBeUndefined()
    expect((screen.getByLabelText(/company name/i) as HTMLInputElement).value).toBe(
      'Lagos Steel Works',
    )
    expect((screen.getByLabelText(/work e-mail/i) as HTMLInputElement).value).toBe(
      'sales@lagos-steel.test',
    )

    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/your name/i), 'Chidi Okafor')
    await user.type(screen.getByLabelText(/^password/i), 'correct-horse-1')
    await user.click(screen.getByRole('button', { name: 'Create vendor account' }))

    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith(
        `/vendor/verify-email?token=${encodeURIComponent(data.registrationToken ?? '')}`,
      ),
    )
    expect(api.callsTo(vendorRegister)[0]?.body).toEqual({
      inviteToken: 'inv-1',
      companyName: 'Lagos Steel Works',
      contactName: 'Chidi Okafor',
      email: 'sales@lagos-steel.test',
      password: 'correct-horse-1',
    })
    expect(stored(storage.session)?.token).toBe(data.token)
    expect(storage.local.getItem(VENDOR_SESSION_KEY)).toBeNull()
  })

  it("rates the password against the invite's e-mail and company, and shows the server's refusal on the field", async () => {
    const { api } = renderScreen(<VendorRegister inviteToken="inv-1" />, {
      mock: (mock) => mock.on(getVendorInvite, invite(false)),
    })
    const message =
      'Choose a less common password: this one is on a list of passwords attackers try first.'
    api.on(vendorRegister, {
      status: 400,
      body: { message, errors: [{ path: 'body.password', message }] },
    })
    expect(await screen.findByText('Lagos Builders Ltd')).toBeTruthy()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/your name/i), 'Chidi Okafor')
    const password = screen.getByLabelText(/^password/i)
    const description = () => password.closest('.ally-TextInput')?.textContent ?? ''
    await user.type(password, 'sales@lagos-steel.test')
    expect(description()).toContain(
      'Your password must not contain your e-mail, name or business name.',
    )
    await user.clear(password)
    await user.type(password, 'Lagos Steel Works 1')
    expect(description()).toContain('Strength: weak')
    await user.clear(password)
    await user.type(password, 'Tin-roof-kettle-42')
    await waitFor(() => expect(description()).toContain('Strength: strong'))
    await user.click(screen.getByRole('button', { name: 'Create vendor account' }))
    await waitFor(() =>
      expect(
        password.closest('.ally-TextInput')?.querySelector('.ally-TextInput-error')?.textContent,
      ).toBe(message),
    )
  })

  it('logs an existing vendor in to accept the invite, remembered when asked', async () => {
    const { api, navigation, storage } = renderScreen(<VendorRegister inviteToken="inv-2" />, {
      mock: (mock) => mock.on(getVendorInvite, invite(true)),
    })
    const data = vendor({ onboarded: true })
    api.on(vendorLogin, { message: 'Welcome back.', data })
    expect(await screen.findByRole('heading', { name: 'Log in to accept the invite' })).toBeTruthy()
    expect(screen.queryByLabelText(/company name/i)).toBeNull()

    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^password/i), 'correct-horse-1')
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await user.click(screen.getByRole('button', { name: 'Log in and accept' }))

    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/vendor/registration-success', {
        replace: true,
      }),
    )
    expect(api.callsTo(vendorLogin)[0]?.body).toEqual({
      email: 'sales@lagos-steel.test',
      password: 'correct-horse-1',
      rememberMe: true,
      inviteToken: 'inv-2',
    })
    expect(stored(storage.local)?.token).toBe(data.token)
    expect(storage.session.getItem(VENDOR_SESSION_KEY)).toBeNull()
  })

  it('lets a returning vendor log in without an invite, and go back to sign-up', async () => {
    const { api, navigation, storage } = renderScreen(<VendorRegister />)
    const data = vendor({ onboarded: true })
    api.on(vendorLogin, { message: 'Welcome back.', data })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Log in' }))
    expect(screen.getByRole('heading', { name: 'Log in to your vendor account' })).toBeTruthy()
    expect(screen.queryByLabelText(/company name/i)).toBeNull()

    await user.type(screen.getByLabelText(/^e-mail/i), 'sales@lagos-steel.test')
    await user.type(screen.getByLabelText(/^password/i), 'correct-horse-1')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/vendor/registration-success', {
        replace: true,
      }),
    )
    expect(api.callsTo(vendorLogin)[0]?.body).toEqual({
      email: 'sales@lagos-steel.test',
      password: 'correct-horse-1',
      rememberMe: false,
    })
    expect(stored(storage.session)?.token).toBe(data.token)

    await user.click(screen.getByRole('button', { name: 'Create a vendor account' }))
    expect(screen.getByRole('heading', { name: 'Create your vendor account' })).toBeTruthy()
  })

  it('offers a vendor who forgot the password the vendor reset, and opens on log-in when asked', async () => {
    renderScreen(<VendorRegister initialMode="login" />)
    expect(
      await screen.findByRole('heading', { name: 'Log in to your vendor account' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password?for=vendor',
    )
  })

  it("shows the server's message for an expired invite and still registers without it", async () => {
    const { api, navigation } = renderScreen(<VendorRegister inviteToken="old" />, {
      mock: (mock) =>
        mock.on(getVendorInvite, {
          status: 404,
          body: { message: 'This invite has expired or was withdrawn.' },
        }),
    })
    const data = vendor({ active: false })
    api.on(vendorRegister, { message: 'Account created.', data })
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /This invite has expired or was withdrawn\./,
    )

    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/company name/i), 'Lagos Steel Works')
    await user.type(screen.getByLabelText(/your name/i), 'Chidi Okafor')
    await user.type(screen.getByLabelText(/work e-mail/i), 'chidi@lagos-steel.test')
    await user.type(screen.getByLabelText(/^password/i), 'correct-horse-1')
    await user.click(screen.getByRole('button', { name: 'Create vendor account' }))

    await waitFor(() => expect(navigation.navigate).toHaveBeenCalled())
    expect(api.callsTo(vendorRegister)[0]?.body).toEqual({
      companyName: 'Lagos Steel Works',
      contactName: 'Chidi Okafor',
      email: 'chidi@lagos-steel.test',
      password: 'correct-horse-1',
    })
  })

  it("registers without an invite, and shows the server's refusal", async () => {
    const { api, navigation, storage } = renderScreen(<VendorRegister />)
    api.on(vendorRegister, {
      status: 409,
      body: { message: 'A vendor account with this e-mail exists.' },
    })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/company name/i), 'Lagos Steel Works')
    await user.type(screen.getByLabelText(/your name/i), 'Chidi Okafor')
    await user.type(screen.getByLabelText(/work e-mail/i), 'chidi@lagos-steel.test')
    await user.type(screen.getByLabelText(/^password/i), 'short')
    await user.click(screen.getByRole('button', { name: 'Create vendor account' }))
    expect(api.calls).toHaveLength(0)

    await user.type(screen.getByLabelText(/^password/i), '-but-longer')
    await user.click(screen.getByRole('button', { name: 'Create vendor account' }))
    expect(await screen.findByText('A vendor account with this e-mail exists.')).toBeTruthy()
    expect(api.callsTo(getVendorInvite)).toHaveLength(0)
    expect(navigation.navigate).not.toHaveBeenCalled()
    expect(storage.session.getItem(VENDOR_SESSION_KEY)).toBeNull()
  })

  it("takes a required field's error away as soon as the field is filled in", async () => {
    renderScreen(<VendorRegister />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Create vendor account' }))
    const company = screen.getByLabelText(/company name/i)
    expect(company.getAttribute('aria-invalid')).toBe('true')
    await user.type(company, 'Lagos Steel Works')
    expect(document.activeElement).toBe(company)
    expect(company.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByLabelText(/your name/i).getAttribute('aria-invalid')).toBe('true')
  })
})

describe('VendorVerifyEmail', () => {
  it("links to the code and the e-mail change, and resends with the link's token", async () => {
    const { api } = renderScreen(<VendorVerifyEmail token="reg-token" />)
    api.on(vendorResendCode, { message: 'We sent a new code.', data: null })
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Enter the code' }).getAttribute('href')).toBe(
      '/vendor/verify?token=reg-token',
    )
    expect(screen.getByRole('link', { name: 'Change e-mail' }).getAttribute('href')).toBe(
      '/vendor/change-email?token=reg-token',
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(await screen.findByText('Verify code resent to your mail.')).toBeTruthy()
    expect(api.callsTo(vendorResendCode)[0]?.headers.authorization).toBe('Bearer reg-token')
  })

  it("uses the stored vendor session's token when it is the link's, and shows a failure", async () => {
    const session = vendor({ active: false })
    const { api } = renderScreen(<VendorVerifyEmail token={session.token} />, {
      vendorSession: session,
    })
    api.on(vendorResendCode, {
      status: 429,
      body: { message: 'Wait a minute before asking for another code.' },
    })
    expect(screen.getByText(session.user.email)).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(await screen.findByText('Wait a minute before asking for another code.')).toBeTruthy()
    expect(api.callsTo(vendorResendCode)[0]?.headers.authorization).toBe(`Bearer ${session.token}`)
  })
})

describe('VendorVerify', () => {
  it("activates the account with the link's token, keeps 'remember me' and opens onboarding", async () => {
    const { api, navigation, client, storage } = renderScreen(<VendorVerify token="reg-token" />)
    client.vendorSession.save(vendor({ active: false }), { remember: true })
    const data = vendor({ active: true, onboarded: false })
    api.on(vendorVerifyEmail, { message: 'Your e-mail is verified.', data })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/verification code/i), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/vendor/onboarding', { replace: true }),
    )
    const call = api.callsTo(vendorVerifyEmail)[0]
    expect(call?.body).toEqual({ code: '123456' })
    expect(call?.headers.authorization).toBe('Bearer reg-token')
    expect(stored(storage.local)).toEqual(data)
    expect(storage.session.getItem(VENDOR_SESSION_KEY)).toBeNull()
  })

  it('sends an onboarded vendor to the all-set page', async () => {
    const session = vendor({ active: false })
    const { api, navigation } = renderScreen(<VendorVerify token={session.token} />, {
      vendorSession: session,
    })
    api.on(vendorVerifyEmail, { message: 'Verified.', data: vendor({ onboarded: true }) })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/verification code/i), '654321')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/vendor/registration-success', {
        replace: true,
      }),
    )
    expect(api.callsTo(vendorVerifyEmail)[0]?.headers.authorization).toBe(`Bearer ${session.token}`)
  })

  it("shows the server's message for a wrong code and refuses a malformed one", async () => {
    const { api, navigation, storage } = renderScreen(<VendorVerify token="reg-token" />)
    api.on(vendorVerifyEmail, {
      status: 400,
      body: { message: 'That code is not right. 4 tries left.' },
    })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/verification code/i), '12ab')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(api.calls).toHaveLength(0)

    await user.clear(screen.getByLabelText(/verification code/i))
    await user.type(screen.getByLabelText(/verification code/i), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeTruthy()
    expect(navigation.navigate).not.toHaveBeenCalled()
    expect(storage.session.getItem(VENDOR_SESSION_KEY)).toBeNull()
  })

  it("takes the wrong code's toast away once the right code is in, before onboarding shows", async () => {
    const { api } = renderScreen(<VerifyThenOnboarding />)
    const wrong = 'That code is not right. 4 tries left.'
    api.on(vendorVerifyEmail, { status: 400, body: { message: wrong } })
    const user = userEvent.setup()
    const code = screen.getByLabelText(/verification code/i)
    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(wrong)).toBeTruthy()
    const shownAt = Date.now()

    api.on(vendorVerifyEmail, { message: 'Verified.', data: vendor({ onboarded: false }) })
    await user.clear(code)
    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('heading', { name: 'Set up your company profile' })).toBeTruthy()
    // Gone at once, not when its own 4 s run out (the suite waits up to 5 s).
    await waitFor(() => expect(screen.queryByText(wrong)).toBeNull())
    expect(Date.now() - shownAt).toBeLessThan(TOAST_DURATION_MS.error)
  })
})

describe('VendorChangeEmail', () => {
  it("says 'Email updated,' with the server's message, saves the session and goes to the inbox step", async () => {
    const { api, navigation, storage } = renderScreen(<VendorChangeEmail token="reg-token" />)
    const data = vendor({ active: false, email: 'new@lagos-steel.test' })
    api.on(vendorChangeEmail, { message: 'we sent a new code to new@lagos-steel.test.', data })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/new e-mail/i), 'new@lagos-steel.test')
    await user.click(screen.getByRole('button', { name: 'Update e-mail' }))

    expect(
      await screen.findByText('Email updated, we sent a new code to new@lagos-steel.test.'),
    ).toBeTruthy()
    expect(navigation.navigate).toHaveBeenCalledWith(
      `/vendor/verify-email?token=${encodeURIComponent(data.registrationToken ?? '')}`,
    )
    const call = api.callsTo(vendorChangeEmail)[0]
    expect(call?.body).toEqual({ email: 'new@lagos-steel.test' })
    expect(call?.headers.authorization).toBe('Bearer reg-token')
    expect(stored(storage.session)?.user.email).toBe('new@lagos-steel.test')
  })

  it("shows the server's refusal and stays", async () => {
    const { api, navigation } = renderScreen(<VendorChangeEmail token="reg-token" />)
    api.on(vendorChangeEmail, {
      status: 409,
      body: { message: 'That e-mail already has a vendor account.' },
    })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/new e-mail/i), 'taken@lagos-steel.test')
    await user.click(screen.getByRole('button', { name: 'Update e-mail' }))
    expect(await screen.findByText('That e-mail already has a vendor account.')).toBeTruthy()
    expect(navigation.navigate).not.toHaveBeenCalled()
  })
})

describe('VendorOnboarding', () => {
  const existing = { ...sampleOf(vendorUploadFile.response), id: 'doc-old', name: 'cac.pdf' }

  it('uploads each document, then saves the profile with contacts and all document ids', async () => {
    const session = vendor({ documents: [existing] })
    const { api, navigation, storage } = renderScreen(<VendorOnboarding />, {
      vendorSession: session,
    })
    let uploads = 0
    api.on(vendorUploadFile, ({ query }) => ({
      message: 'File uploaded.',
      data: { ...existing, id: `doc-new-${++uploads}`, name: query.get('name') ?? '' },
    }))
    api.on(vendorOnboarding, ({ body }) => {
      const { documentIds: _ids, ...fields } = body as Record<string, unknown>
      return {
        message: 'Profile saved.',
        data: { user: { ...session.user, ...fields, onboarded: true } as VendorAccount },
      }
    })
    const user = userEvent.setup()

    expect((screen.getByLabelText(/company name/i) as HTMLInputElement).value).toBe(
      'Lagos Steel Works',
    )
    expect(screen.getByText('cac.pdf')).toBeTruthy()
    await user.type(screen.getByLabelText(/^phone/i), '+234 800 0000')
    await user.click(screen.getByRole('button', { name: /country/i }))
    await user.click(await screen.findByRole('option', { name: 'Nigeria' }))
    await user.type(screen.getByLabelText(/address/i), '4 Creek Road, Apapa')
    await user.type(screen.getByLabelText(/website/i), 'https://lagos-steel.test')
    await user.click(screen.getByRole('checkbox', { name: 'Supply' }))
    await user.click(screen.getByRole('checkbox', { name: 'Logistics' }))

    await user.click(screen.getByRole('button', { name: 'Add contact person' }))
    await user.click(screen.getByRole('button', { name: 'Add contact person' }))
    const first = within(screen.getByRole('group', { name: 'Contact person 1' }))
    await user.type(first.getByLabelText(/^name/i), 'Ngozi Eze')
    await user.type(first.getByLabelText(/e-mail/i), 'ngozi@lagos-steel.test')
    await user.type(first.getByLabelText(/role/i), 'Sales')
    await user.click(screen.getByRole('button', { name: 'Remove contact person 2' }))
    expect(screen.queryByRole('group', { name: 'Contact person 2' })).toBeNull()

    await user.upload(screen.getByLabelText(/company documents/i), [
      new File(['%PDF'], 'tax.pdf', { type: 'application/pdf' }),
      new File(['png'], 'insurance.png', { type: 'image/png' }),
    ])
    await user.click(screen.getByRole('button', { name: 'Save and continue' }))

    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith('/vendor/registration-success', {
        replace: true,
      }),
    )
    expect(await screen.findByText('Updated successfully')).toBeTruthy()
    const uploadCalls = api.callsTo(vendorUploadFile)
    expect(uploadCalls.map((call) => call.query.get('name'))).toEqual(['tax.pdf', 'insurance.png'])
    expect(uploadCalls[0]?.headers.authorization).toBe(`Bearer ${session.token}`)
    expect(uploadCalls[1]?.headers['content-type']).toBe('image/png')
    const save = api.callsTo(vendorOnboarding)[0]
    expect(save?.headers.authorization).toBe(`Bearer ${session.token}`)
    expect(save?.body).toEqual({
      companyName: 'Lagos Steel Works',
      contactName: 'Chidi Okafor',
      phone: '+234 800 0000',
      country: 'Nigeria',
      address: '4 Creek Road, Apapa',
      website: 'https://lagos-steel.test',
      orderTypes: ['supply', 'logistics'],
      contacts: [{ name: 'Ngozi Eze', email: 'ngozi@lagos-steel.test', role: 'Sales' }],
      documentIds: ['doc-old', 'doc-new-1', 'doc-new-2'],
    })
    const saved = stored(storage.session)
    expect(saved?.token).toBe(session.token)
    expect(saved?.user.onboarded).toBe(true)
    expect(saved?.user.country).toBe('Nigeria')
    expect(saved?.user.contacts).toEqual([
      { name: 'Ngozi Eze', email: 'ngozi@lagos-steel.test', role: 'Sales' },
    ])
  })

  it('asks for an order type before sending anything', async () => {
    const { api } = renderScreen(<VendorOnboarding />, { vendorSession: vendor() })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one order type.')
    expect(api.calls).toHaveLength(0)
    await user.click(screen.getByRole('checkbox', { name: 'Service' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("shows the server's message when saving fails, and stays", async () => {
    const session = vendor({ orderTypes: ['service'] })
    const { api, navigation, storage } = renderScreen(<VendorOnboarding />, {
      vendorSession: session,
    })
    api.on(vendorOnboarding, { status: 400, body: { message: 'The website is not valid.' } })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(await screen.findByText('The website is not valid.')).toBeTruthy()
    expect(api.callsTo(vendorOnboarding)[0]?.body).toEqual({
      companyName: 'Lagos Steel Works',
      contactName: 'Chidi Okafor',
      orderTypes: ['service'],
      contacts: [],
      documentIds: [],
    })
    expect(navigation.navigate).not.toHaveBeenCalled()
    expect(stored(storage.session)?.user.onboarded).toBe(false)
  })

  it('points a visitor without a vendor session to the sign-up', () => {
    renderScreen(<VendorOnboarding />)
    expect(screen.getByRole('link', { name: 'Go to vendor sign-up' }).getAttribute('href')).toBe(
      '/vendor/register',
    )
  })
})

describe('VendorRegistrationSuccess', () => {
  it('greets the vendor and logs out', async () => {
    const { navigation, storage } = renderScreen(<VendorRegistrationSuccess />, {
      vendorSession: vendor({ onboarded: true }),
    })
    expect(screen.getByRole('heading', { name: "You're all set" })).toBeTruthy()
    expect(screen.getByText('Lagos Steel Works')).toBeTruthy()
    expect(screen.getByText(/RFQs and purchase orders here/)).toBeTruthy()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(storage.session.getItem(VENDOR_SESSION_KEY)).toBeNull()
    expect(storage.local.getItem(VENDOR_SESSION_KEY)).toBeNull()
    expect(navigation.navigate).toHaveBeenCalledWith('/vendor/register', { replace: true })
    expect(await screen.findByRole('heading', { name: 'No vendor account signed in' })).toBeTruthy()
  })

  it('points a visitor without a vendor session to the sign-up', () => {
    renderScreen(<VendorRegistrationSuccess />)
    expect(screen.getByRole('link', { name: 'Create a vendor account' }).getAttribute('href')).toBe(
      '/vendor/register',
    )
  })
})
