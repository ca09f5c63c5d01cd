import { formatMoney, routeTo } from '@ally/sdk'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AllyStory } from '../../testing/AllyStory'
import { formatDate } from '../format'
import { StatusBadge } from '../StatusBadge'
import { DataTable, type DataTableColumn, type DataTableList } from './DataTable'

interface Order {
  id: string
  number: string
  buyer: string
  status: 'sent' | 'acknowledged' | 'received'
  total: number
  sentAt: string
}

const orders: Order[] = Array.from({ length: 6 }, (_, i) => ({
  id: `po-${i + 1}`,
  number: `PO-${String(i + 1).padStart(4, '0')}`,
  buyer: ['Lagos Builders Ltd', 'Accra Foods Plc', 'Nairobi Agritech'][i % 3] ?? '',
  status: (['sent', 'acknowledged', 'received'] as const)[i % 3] ?? 'sent',
  total: 1250 * (i + 1),
  sentAt: `2026-0${(i % 9) + 1}-1${i}T10:00:00.000Z`,
}))

const columns: DataTableColumn<Order>[] = [
  { id: 'number', name: 'Number', isRowHeader: true, cell: (order) => order.number },
  { id: 'buyer', name: 'Buyer', cell: (order) => order.buyer },
  {
    id: 'status',
    name: 'Status',
    cell: (order) => <StatusBadge kind="purchaseOrder" status={order.status} />,
  },
  { id: 'total', name: 'Total', align: 'end', cell: (order) => formatMoney(order.total, 'ngn') },
  { id: 'sent', name: 'Sent', cell: (order) => formatDate(order.sentAt) },
]

const list = (state: Partial<DataTableList> = {}): DataTableList => ({
  isPending: false,
  isError: false,
  isFetchNextPageError: false,
  error: null,
  hasNextPage: false,
  isFetchingNextPage: false,
  refetch: fn(),
  fetchNextPage: fn(),
  ...state,
})

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Order>,
  args: {
    'aria-label': 'Purchase orders',
    noun: 'purchase orders',
    columns,
    rows: orders,
    list: list(),
    empty: 'No purchase orders yet.',
  },
  decorators: [
    (Story) => (
      <AllyStory>
        <Story />
      </AllyStory>
    ),
  ],
} satisfies Meta<typeof DataTable<Order>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Each row is a real link to its record (open it in a new tab from the context menu). */
export const RowLinks: Story = {
  args: { rowHref: (order) => routeTo.vendorPurchaseOrder(order.id) },
}

export const MorePages: Story = { args: { list: list({ hasNextPage: true }) } }

export const Loading: Story = { args: { list: list({ isPending: true }) } }

export const Empty: Story = { args: { rows: [] } }

export const LoadError: Story = {
  args: { rows: [], list: list({ isError: true, error: new Error('The server is down.') }) },
}

/** At 390 px the rows become stacked cards, each a link to its record. */
export const Phone: Story = {
  args: { rowHref: (order) => routeTo.vendorPurchaseOrder(order.id) },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
}
