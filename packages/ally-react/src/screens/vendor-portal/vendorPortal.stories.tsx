import {
  getVendorInvite,
  vendorChangeEmail,
  vendorLogin,
  vendorOnboarding,
  vendorRegister,
  vendorResendCode,
  vendorUploadFile,
  vendorVerifyEmail,
} from '@ally/sdk'
import { sampleOf } from '@ally/sdk/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../testing/AllyStory'
import { vendorStorySession } from '../../testing/fixtures'
import { VendorChangeEmail } from './VendorChangeEmail'
import { VendorOnboarding } from './VendorOnboarding'
import { VendorRegister } from './VendorRegister'
import { VendorRegistrationSuccess } from './VendorRegistrationSuccess'
import { VendorVerify } from './VendorVerify'
import { VendorVerifyEmail } from './VendorVerifyEmail'

const meta = { title: 'Screens/Vendor portal' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const newVendor = vendorStorySession({ active: false })
const verified = vendorStorySession()
const onboarded = vendorStorySession({
  onboarded: true,
  country: 'Nigeria',
  orderTypes: ['supply', 'logistics'],
})
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

export const RegisterFromInvite: Story = {
  name: 'Register — from an invite',
  render: () => (
    <AllyStory
      mock={(api) =>
        api
          .on(getVendorInvite, invite(false))
          .on(vendorRegister, { message: 'Account created.', data: newVendor })
      }
    >
      <VendorRegister inviteToken="story-invite" />
    </AllyStory>
  ),
}

export const RegisterExistingVendor: Story = {
  name: 'Register — invite for an existing vendor',
  render: () => (
    <AllyStory
      mock={(api) =>
        api
          .on(getVendorInvite, invite(true))
          .on(vendorLogin, { message: 'Welcome back.', data: onboarded })
      }
    >
      <VendorRegister inviteToken="story-invite" />
    </AllyStory>
  ),
}

export const RegisterExpiredInvite: Story = {
  name: 'Register — expired invite',
  render: () => (
    <AllyStory
      mock={(api) =>
        api
          .on(getVendorInvite, {
            status: 404,
            body: { message: 'This invite has expired or was withdrawn.' },
          })
          .on(vendorRegister, { message: 'Account created.', data: newVendor })
      }
    >
      <VendorRegister inviteToken="expired" />
    </AllyStory>
  ),
}

export const VerifyEmailScreen: Story = {
  name: 'Verify e-mail (check your inbox)',
  render: () => (
    <AllyStory
      vendorSession={newVendor}
      mock={(api) => api.on(vendorResendCode, { message: 'We sent a new code.', data: null })}
    >
      <VendorVerifyEmail token={newVendor.token} />
    </AllyStory>
  ),
}

export const VerifyScreen: Story = {
  name: 'Verify (enter the code)',
  render: () => (
    <AllyStory
      vendorSession={newVendor}
      mock={(api) =>
        api
          .on(vendorVerifyEmail, ({ body }) =>
            (body as { code: string }).code === '123456'
              ? { message: 'Your e-mail is verified.', data: verified }
              : { status: 400, body: { message: 'That code is not right. 4 tries left.' } },
          )
          .on(vendorResendCode, { message: 'We sent a new code.', data: null })
      }
    >
      <VendorVerify token={newVendor.token} />
    </AllyStory>
  ),
}

export const ChangeEmailScreen: Story = {
  name: 'Change e-mail',
  render: () => (
    <AllyStory
      vendorSession={newVendor}
      mock={(api) =>
        api.on(vendorChangeEmail, { message: 'we sent a new code to you.', data: newVendor })
      }
    >
      <VendorChangeEmail token={newVendor.token} />
    </AllyStory>
  ),
}

export const OnboardingScreen: Story = {
  name: 'Onboarding',
  render: () => (
    <AllyStory
      vendorSession={verified}
      mock={(api) =>
        api
          .on(vendorUploadFile, ({ query }) => ({
            message: 'File uploaded.',
            data: { ...sampleOf(vendorUploadFile.response), name: query.get('name') ?? 'file' },
          }))
          .on(vendorOnboarding, { message: 'Profile saved.', data: { user: onboarded.user } })
      }
    >
      <VendorOnboarding />
    </AllyStory>
  ),
}

export const RegistrationSuccessScreen: Story = {
  name: 'Registration success',
  render: () => (
    <AllyStory vendorSession={onboarded}>
      <VendorRegistrationSuccess />
    </AllyStory>
  ),
}

export const RegistrationSuccessSignedOut: Story = {
  name: 'Registration success — signed out',
  render: () => (
    <AllyStory>
      <VendorRegistrationSuccess />
    </AllyStory>
  ),
}
