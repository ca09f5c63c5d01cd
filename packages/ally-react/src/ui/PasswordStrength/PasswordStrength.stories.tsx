import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { TextInput } from '../TextInput'
import { PasswordStrength } from './PasswordStrength'

const meta = {
  title: 'UI/PasswordStrength',
  component: PasswordStrength,
  args: {
    password: '',
    context: { email: 'ada@obi.example', names: ['Ada', 'Obi'], businessName: 'Obi Supplies' },
  },
} satisfies Meta<typeof PasswordStrength>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const TooShort: Story = { args: { password: 'kettle' } }

/** On the common-password list: the server refuses it. */
export const Common: Story = { args: { password: 'password1' } }

/** Holds the person's name: the server refuses it. */
export const Personal: Story = { args: { password: 'obi-rules-2024' } }

export const Fair: Story = { args: { password: 'Summer2024!' } }

export const Strong: Story = { args: { password: 'Tin-roof-kettle-42' } }

/** As the sign-up screens use it: the description of the password field. */
export const UnderAField: Story = {
  render: function Render(args) {
    const [password, setPassword] = useState('')
    return (
      <TextInput
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        onChange={setPassword}
        description={<PasswordStrength password={password} context={args.context} />}
      />
    )
  },
}
