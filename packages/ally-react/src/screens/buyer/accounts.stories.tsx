import {
  changeSignupEmail,
  forgotPassword,
  login,
  resendSignupCode,
  resetPassword,
  signup,
  verifySignupCode,
} from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../testing/AllyStory'
import { storySession } from '../../testing/fixtures'
import { NotFound } from '../NotFound'
import { ChangeEmail } from './ChangeEmail'
import { ForgotPassword } from './ForgotPassword'
import { GoogleAuth } from './GoogleAuth'
import { Login } from './Login'
import { Register } from './Register'
import { RegistrationSuccess } from './RegistrationSuccess'
import { ResetPassword } from './ResetPassword'
import { Verify } from './Verify'

const meta = { title: 'Screens/Accounts' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const owner = storySession({ active: false })

export const LoginScreen: Story = {
  name: 'Login',
  render: () => (
    <AllyStory mock={(api) => api.on(login, { message: 'Welcome back.', data: storySession() })}>
      <Login />
    </AllyStory>
  ),
}

export const LoginWrongPassword: Story = {
  name: 'Login — wrong password',
  render: () => (
    <AllyStory
      mock={(api) => api.on(login, { status: 400, body: { message: 'Wrong e-mail or password.' } })}
    >
      <Login />
    </AllyStory>
  ),
}

export const RegisterScreen: Story = {
  name: 'Register',
  render: () => (
    <AllyStory mock={(api) => api.on(signup, { message: 'Account created.', data: owner })}>
      <Register />
    </AllyStory>
  ),
}

export const RegistrationSuccessScreen: Story = {
  name: 'Registration success',
  render: () => (
    <AllyStory
      mock={(api) => api.on(resendSignupCode, { message: 'We sent a new code.', data: null })}
      session={owner}
    >
      <RegistrationSuccess token={owner.token} />
    </AllyStory>
  ),
}

export const VerifyScreen: Story = {
  name: 'Verify',
  render: () => (
    <AllyStory
      session={owner}
      mock={(api) =>
        api
          .on(verifySignupCode, ({ body }) =>
            (body as { code: string }).code === '123456'
              ? { message: 'Your e-mail is verified.', data: storySession({ businessDoc: null }) }
              : { status: 400, body: { message: 'That code is not right. 4 tries left.' } },
          )
          .on(resendSignupCode, { message: 'We sent a new code.', data: null })
      }
    >
      <Verify />
    </AllyStory>
  ),
}

export const ChangeEmailScreen: Story = {
  name: 'Change e-mail',
  render: () => (
    <AllyStory
      session={owner}
      mock={(api) =>
        api.on(changeSignupEmail, { message: 'we sent a new code to you.', data: owner })
      }
    >
      <ChangeEmail />
    </AllyStory>
  ),
}

export const ForgotPasswordScreen: Story = {
  name: 'Forgot password',
  render: () => (
    <AllyStory
      mock={(api) =>
        api.on(forgotPassword, {
          message: 'If an account exists for that e-mail, we sent it a link to reset the password.',
          data: null,
        })
      }
    >
      <ForgotPassword />
    </AllyStory>
  ),
}

export const ResetPasswordScreen: Story = {
  name: 'Reset password',
  render: () => (
    <AllyStory
      mock={(api) =>
        api.on(resetPassword, { message: 'Your password has been changed.', data: null })
      }
    >
      <ResetPassword token="story-token" />
    </AllyStory>
  ),
}

export const GoogleAuthScreen: Story = {
  name: 'Google auth',
  render: () => (
    <AllyStory>
      <GoogleAuth code={null} state={null} error="access_denied" />
    </AllyStory>
  ),
}

export const NotFoundScreen: Story = {
  name: '404',
  render: () => (
    <AllyStory>
      <NotFound />
    </AllyStory>
  ),
}
