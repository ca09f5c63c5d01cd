import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { Select, type SelectOption, type SelectProps } from './Select'

const currencies: SelectOption[] = [
  { id: 'usd', label: 'US dollar ($)' },
  { id: 'ngn', label: 'Naira (₦)' },
  { id: 'eur', label: 'Euro (€)' },
  { id: 'gbp', label: 'Pound sterling (£)' },
  { id: 'cny', label: 'Yuan (¥)' },
]

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Currency', options: currencies, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithPlaceholder: Story = { args: { placeholder: 'Choose a currency' } }

function ControlledSelect(args: SelectProps) {
  const [key, setKey] = useState<string | null>('usd')
  return (
    <>
      <Select {...args} selectedKey={key} onSelectionChange={setKey} />
      <p>Selected: {key ?? 'none'}</p>
    </>
  )
}

export const Controlled: Story = { render: (args) => <ControlledSelect {...args} /> }

/** Open it: an empty list says 'No Data'. */
export const Empty: Story = { args: { label: 'Vendor', options: [] } }

/** The menu stops at DROPDOWN_MAX_HEIGHT (16rem) and scrolls. */
export const ManyOptions: Story = {
  args: {
    label: 'Vendor',
    options: Array.from({ length: 40 }, (_, i) => ({ id: `v${i + 1}`, label: `Vendor ${i + 1}` })),
  },
}

export const RequiredInForm: Story = {
  args: { label: 'Order type', name: 'orderType', isRequired: true, errorMessage: 'Choose one' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Select {...args} />
      <button type="submit" style={{ marginTop: '0.5rem' }}>
        Save
      </button>
    </form>
  ),
}

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'eur' } }
