import { shipmentStatus } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatusBadge } from './StatusBadge'

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { kind: 'rfq', status: 'responded' },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Every tone, as the SDK's vocabulary assigns them. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <StatusBadge kind="rfq" status="sent" />
      <StatusBadge kind="vendor" status="active" />
      <StatusBadge kind="vendor" status="invited" />
      <StatusBadge kind="purchaseOrder" status="declined" />
      <StatusBadge kind="quote" status="closed" />
      <StatusBadge
        status="in_transit"
        display={shipmentStatus({ status: 'in_transit', late: true })}
      />
    </div>
  ),
}
