import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { TextInput } from './TextInput'

const meta = {
  title: 'UI/TextInput',
  component: TextInput,
  args: { label: 'Company name', name: 'company', onChange: fn() },
} satisfies Meta<typeof TextInput>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Required: Story = {
  args: { label: 'Email', name: 'email', type: 'email', required: true, autoComplete: 'email' },
}

export const Password: Story = {
  args: {
    label: 'Password',
    name: 'password',
    type: 'password',
    required: true,
    minLength: 8,
    autoComplete: 'current-password',
    description: 'At least 8 characters.',
  },
}

export const WithDescription: Story = {
  args: { label: 'Tax ID', description: 'As printed on your registration certificate.' },
}

/** Submit the form with a wrong value to see the pattern's title message as the error. */
export const PatternInForm: Story = {
  args: {
    label: 'Country code',
    name: 'country',
    required: true,
    pattern: '[A-Z]{2}',
    patternMessage: 'Use two capital letters, e.g. NG',
  },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextInput {...args} />
      <button type="submit" style={{ marginTop: '0.5rem' }}>
        Save
      </button>
    </form>
  ),
}

export const MinimumNumber: Story = {
  args: {
    label: 'Quantity',
    name: 'quantity',
    type: 'number',
    min: 10,
    errorMessage: 'Order at least 10 units.',
  },
  render: PatternInForm.render,
}

export const Disabled: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'secret', isDisabled: true },
}
