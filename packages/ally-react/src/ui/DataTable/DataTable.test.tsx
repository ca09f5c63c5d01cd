import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import type { SortDescriptor } from 'react-aria-components/Table'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isClickCancelled } from '../../testing/linkClicks'
import { renderScreen } from '../../testing/renderScreen'
import { DataTable, type DataTableColumn, type DataTableList } from './DataTable'

afterEach(cleanup)

interface Fruit {
  id: string
  name: string
  price: number
}

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', price: 3 },
  { id: 'b', name: 'Banana', price: 1 },
]

const columns: DataTableColumn<Fruit>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true, cell: (fruit) => fruit.name },
  { id: 'price', name: 'Price', align: 'end', allowsSorting: true, cell: (fruit) => fruit.price },
]

const list = (state: Partial<DataTableList> = {}): DataTableList => ({
  isPending: false,
  isError: false,
  isFetchNextPageError: false,
  error: null,
  hasNextPage: false,
  isFetchingNextPage: false,
  refetch: vi.fn(),
  fetchNextPage: vi.fn(),
  ...state,
})

const table = (props: Partial<Parameters<typeof DataTable<Fruit>>[0]> = {}) =>
  renderScreen(
    <DataTable
      aria-label="Fruit"
      noun="fruit"
      columns={columns}
      rows={fruits}
      list={list()}
      empty="No fruit yet."
      {...props}
    />,
  )

function Sorted({ onSort }: { onSort: (sort: SortDescriptor) => void }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' })
  return (
    <DataTable
      aria-label="Fruit"
      noun="fruit"
      columns={columns}
      rows={fruits}
      list={list()}
      empty=""
      sortDescriptor={sort}
      onSortChange={(next) => {
        onSort(next)
        setSort(next)
      }}
    />
  )
}

describe('DataTable', () => {
  it('shows rows named by their row header, each cell marked with its column', () => {
    table()
    const grid = screen.getByRole('grid', { name: 'Fruit' })
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Price'])
    const apple = screen.getByRole('row', { name: 'Apple' })
    expect(apple.querySelector('[data-cell="price"]')?.textContent).toBe('3')
    expect(apple.querySelector('[data-cell="price"]')?.getAttribute('data-label')).toBe('Price')
    expect(screen.getByRole('region', { name: 'Fruit' })).toBeTruthy()
  })

  it('shows a spinner, then an error with Retry, then the empty state', async () => {
    const user = userEvent.setup()
    const refetch = vi.fn()
    table({ list: list({ isPending: true }) })
    expect(screen.getByRole('progressbar', { name: 'Loading fruit' })).toBeTruthy()
    cleanup()

    table({
      rows: [],
      list: list({ isError: true, error: new Error('Down.'), refetch }),
      errorText: 'Could not load your fruit.',
    })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Could not load your fruit. Down.')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledOnce()
    cleanup()

    table({ rows: [] })
    expect(screen.getByText('No fruit yet.')).toBeTruthy()
    expect(screen.queryByRole('grid')).toBeNull()
  })

  it('offers "Load more" while pages remain, and says when the next page failed', async () => {
    const user = userEvent.setup()
    const fetchNextPage = vi.fn()
    const view = table({ list: list({ hasNextPage: true, fetchNextPage }) })
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(fetchNextPage).toHaveBeenCalledOnce()

    view.rerender(
      <DataTable
        aria-label="Fruit"
        noun="fruit"
        columns={columns}
        rows={fruits}
        list={list({ hasNextPage: true, isFetchingNextPage: true, fetchNextPage })}
        empty=""
      />,
    )
    expect(screen.getByRole('progressbar', { name: 'Loading more fruit' })).toBeTruthy()
  })

  it('asks for a new sort when a sortable header is pressed', async () => {
    const user = userEvent.setup()
    const onSort = vi.fn()
    renderScreen(<Sorted onSort={onSort} />)
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    )
    await user.click(screen.getByRole('columnheader', { name: /Price/ }))
    expect(onSort).toHaveBeenCalledWith({ column: 'price', direction: 'ascending' })
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe(
        'ascending',
      ),
    )
  })

  it("makes each row's record a real link: a plain click moves in the app, Ctrl/Cmd, Shift and middle clicks are the browser's", async () => {
    const user = userEvent.setup()
    const { container, navigation } = table({ rowHref: (fruit) => `/fruit/${fruit.id}` })
    const banana = screen.getByRole('row', { name: 'Banana' })
    // The row header's text is the link: one per row, an <a> with the record's address.
    const link = within(banana).getByRole('link', { name: 'Banana' })
    expect(link.tagName).toBe('A')
    expect(link.getAttribute('href')).toBe('/fruit/b')
    expect(link.closest('[role="rowheader"]')).toBeTruthy()
    expect(within(banana).getAllByRole('link')).toHaveLength(1)

    for (const modifiers of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      expect(isClickCancelled(container, link, modifiers), JSON.stringify(modifiers)).toBe(false)
    }
    expect(isClickCancelled(container, link, { button: 1 }, 'auxclick')).toBe(false)
    expect(navigation.navigate).not.toHaveBeenCalled()

    await user.click(link)
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith('/fruit/b')
    expect(isClickCancelled(container, link)).toBe(true)
    // A click elsewhere on the row (in a browser the link covers it) opens the record too.
    navigation.navigate.mockClear()
    await user.click(within(banana).getByText('1'))
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith('/fruit/b')
  })

  it('keeps the table one Tab stop: Enter on a row or on its link opens the record once', async () => {
    const user = userEvent.setup()
    const { navigation } = renderScreen(
      <>
        <button type="button">Before</button>
        <DataTable
          aria-label="Fruit"
          noun="fruit"
          columns={columns}
          rows={fruits}
          list={list()}
          empty=""
          rowHref={(fruit) => `/fruit/${fruit.id}`}
        />
        <button type="button">After</button>
      </>,
    )
    screen.getByRole('button', { name: 'Before' }).focus()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('row', { name: 'Apple' }))
    await user.keyboard('{ArrowDown}{Enter}')
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith('/fruit/b')

    navigation.navigate.mockClear()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Banana' }))
    await user.keyboard('{Enter}')
    expect(navigation.navigate).toHaveBeenCalledExactlyOnceWith('/fruit/b')

    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }))
  })

  it('has no links when a row has no address', () => {
    table({ rowHref: (fruit) => (fruit.id === 'a' ? '/fruit/a' : undefined) })
    expect(within(screen.getByRole('row', { name: 'Apple' })).getByRole('link')).toBeTruthy()
    expect(within(screen.getByRole('row', { name: 'Banana' })).queryByRole('link')).toBeNull()
    cleanup()
    table()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
