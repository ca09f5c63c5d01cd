import { type Order, orderStatus } from '@ally/sdk'
import { useState } from 'react'
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components/RadioGroup'
import { SearchBox } from '../../../blocks/lists/SearchBox'
import { useDebouncedValue } from '../../../blocks/lists/useDebouncedValue'
import { useOrderSearch } from '../../../queries/orders'
import { RequiredMarker } from '../../../ui/internal/RequiredMarker'
import { Spinner } from '../../../ui/Spinner'

export interface OrderChooserProps {
  /** The form name of the choice, for its problem: `steps.0.orderId`. */
  name: string
  orderId: string
  /** The chosen order when known (read, or chosen here), to list it while no search shows it. */
  chosen?: Order
  onChange: (order: Order) => void
  problem?: string
}

/**
 * The order an RFQ step copies: a search over the business's orders (title or TA- reference)
 * and a radio per order found, the chosen one always listed first.
 */
export function OrderChooser({ name, orderId, chosen, onChange, problem }: OrderChooserProps) {
  const [search, setSearch] = useState('')
  const term = useDebouncedValue(search.trim(), 250)
  const list = useOrderSearch(term)
  const found = list.data?.data.items ?? []
  const total = list.data?.data.pagination.total ?? 0
  const shown =
    chosen && !found.some((order) => order.id === chosen.id) ? [chosen, ...found] : found
  return (
    <div className="ally-WorkflowEditor-order" data-field={name}>
      <SearchBox
        label="Find the order to copy"
        hint="Title or reference (TA-0042)"
        term={[search, setSearch]}
      />
      <RadioGroup
        className="ally-WorkflowEditor-orders"
        name={name}
        value={orderId || null}
        onChange={(id) => {
          const order = shown.find((one) => one.id === id)
          if (order) onChange(order)
        }}
        isInvalid={!!problem}
      >
        <Label className="ally-WorkflowEditor-fieldLabel">
          Order to copy
          <RequiredMarker />
        </Label>
        <Text slot="description" className="ally-WorkflowEditor-hint">
          Each run makes a new order with its title, lines, delivery and currency, and sends the
          RFQs for that one.
        </Text>
        {shown.map((order) => (
          <Radio key={order.id} value={order.id} className="ally-WorkflowEditor-radio">
            <span>
              {order.title}{' '}
              <span className="ally-WorkflowEditor-email">
                {order.taId} · {orderStatus(order.status).label}
              </span>
            </span>
          </Radio>
        ))}
        <OrderListState list={list} term={term} count={found.length} total={total} />
        <FieldError className="ally-WorkflowEditor-problem">{problem}</FieldError>
      </RadioGroup>
    </div>
  )
}

/** Loading, failed, none found, or that more match than are listed. */
function OrderListState({
  list,
  term,
  count,
  total,
}: {
  list: ReturnType<typeof useOrderSearch>
  term: string
  count: number
  total: number
}) {
  if (list.isPending) return <Spinner size="small" aria-label="Loading orders" />
  if (list.isError) {
    return <p role="alert">Your orders could not be loaded. {list.error.message}</p>
  }
  if (!count) {
    return (
      <p className="ally-WorkflowEditor-hint">
        {term
          ? `No order of yours matches “${term}”.`
          : 'You have no orders yet: save one on New RFQ, then choose it here.'}
      </p>
    )
  }
  return total > count ? (
    <p className="ally-WorkflowEditor-hint" role="status">
      {`Showing ${count} of ${total} orders; search to find another.`}
    </p>
  ) : null
}
