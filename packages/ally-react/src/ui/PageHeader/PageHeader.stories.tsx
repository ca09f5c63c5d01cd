import type { Meta, StoryObj } from '@storybook/react-vite'
import { AllyStory } from '../../testing/AllyStory'
import { PageHeader } from './PageHeader'

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    title: 'Acme Ltd',
    documentTitle: null,
    breadcrumbs: [{ label: 'Vendors', href: '/dashboard/vendors' }, { label: 'Acme Ltd' }],
    description: <p>orders@acme.example · Lagos</p>,
    actions: <button type="button">Edit vendor</button>,
  },
  decorators: [
    (Story) => (
      <AllyStory>
        <Story />
      </AllyStory>
    ),
  ],
} satisfies Meta<typeof PageHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, description: undefined, actions: undefined },
}
