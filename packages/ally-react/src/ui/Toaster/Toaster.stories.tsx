import { MESSAGES } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Toaster } from './Toaster'
import { toast } from './toast'

function ToastButtons() {
  const sendRfqs = () => {
    const id = toast.loading('Sending RFQs…')
    setTimeout(() => toast.success(MESSAGES.rfqsSent, { id }), 1500)
  }
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <button type="button" onClick={() => toast.success(MESSAGES.invitationSent)}>
        Success (2 s)
      </button>
      <button type="button" onClick={() => toast.error(MESSAGES.contactFailed)}>
        Error (4 s)
      </button>
      <button type="button" onClick={() => toast.warning('Importing Contacts')}>
        Warning (4 s)
      </button>
      <button type="button" onClick={() => toast.message('Draft saved')}>
        Message (4 s)
      </button>
      <button type="button" onClick={sendRfqs}>
        Loading, then success
      </button>
      <button type="button" onClick={() => toast.dismiss()}>
        Dismiss all
      </button>
    </div>
  )
}

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  render: (args) => (
    <>
      <ToastButtons />
      <Toaster {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
