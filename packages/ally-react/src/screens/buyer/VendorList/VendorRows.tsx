import { routeTo, type Vendor } from '@ally/sdk'
import { useCallback, useLayoutEffect, useRef } from 'react'
import { RouterProvider } from 'react-aria-components'
import { Button } from 'react-aria-components/Button'
import { Collection } from 'react-aria-components/Collection'
import { GridList, GridListItem, GridListLoadMoreItem } from 'react-aria-components/GridList'
import { Link } from 'react-aria-components/Link'
import { ListLayout, Virtualizer } from 'react-aria-components/Virtualizer'
import { orderTypeLabel } from '../../../blocks/vendors/OrderTypesField'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { canWatchScrolling, useLoadMoreOffset } from '../../../ui/internal/useLoadMoreOffset'
import { Spinner } from '../../../ui/Spinner'
import { StatusBadge } from '../../../ui/StatusBadge'

/** Every row is this tall, so the virtualizer can place 10,000 of them without measuring. */
const ROW_HEIGHT = 64
const layoutOptions = { rowSize: ROW_HEIGHT, loaderSize: 48 }

export interface VendorRowsProps {
  vendors: Vendor[]
  busy: boolean
  hasMore: boolean
  isLoading: boolean
  onLoadMore: () => void
}

/** The column headings over the rows, for the eye only: the rows are a grid list, not a table. */
function VendorColumns() {
  return (
    <div className="ally-VendorList-columns" aria-hidden="true">
      <span>Vendor</span>
      <span>E-mail</span>
      <span>Country</span>
      <span>Order types</span>
      <span>Status</span>
    </div>
  )
}

/** One vendor's cells: its name (the link to its page) and contact, e-mail, country, types, status. */
function VendorCells({ vendor }: { vendor: Vendor }) {
  return (
    <>
      <span className="ally-VendorList-name">
        <Link href={routeTo.vendor(vendor.id)} className="ally-VendorList-link">
          <strong>{vendor.name}</strong>
        </Link>
        <span>{vendor.contactName ?? '—'}</span>
      </span>
      <span className="ally-VendorList-cell ally-VendorList-email">{vendor.email}</span>
      <span className="ally-VendorList-cell ally-VendorList-country">{vendor.country ?? '—'}</span>
      <span className="ally-VendorList-cell ally-VendorList-types">
        {vendor.orderTypes.length ? vendor.orderTypes.map(orderTypeLabel).join(', ') : '—'}
      </span>
      <span>
        <StatusBadge kind="vendor" status={vendor.status} />
      </span>
    </>
  )
}

/**
 * A stable "load the next page" that asks only while there is one and none is loading: the
 * load-more item asks again whenever the rows change while it is in view, one request at a time.
 */
function useLoadNextPage({
  hasMore,
  isLoading,
  onLoadMore,
}: Pick<VendorRowsProps, 'hasMore' | 'isLoading' | 'onLoadMore'>) {
  const latest = useRef({ hasMore, isLoading, onLoadMore })
  useLayoutEffect(() => {
    latest.current = { hasMore, isLoading, onLoadMore }
  })
  return useCallback(() => {
    const { hasMore, isLoading, onLoadMore } = latest.current
    if (hasMore && !isLoading) onLoadMore()
  }, [])
}

/**
 * The rows; only those in view are in the DOM. react-aria's load-more item asks for the next
 * page when the list is scrolled within 25 px of its end, or when arrow keys move focus there.
 * A vendor's name is a real link to its page, stretched over the row (DataTable's rows do the
 * same): not react-aria's `href` on the item, which only simulates a link (no "Open in new tab")
 * and cancels the clicks inside the row. Enter on the focused row opens it too.
 */
export function VendorRows({ vendors, busy, hasMore, isLoading, onLoadMore }: VendorRowsProps) {
  const navigation = useAllyNavigation()
  const ref = useRef<HTMLDivElement>(null)
  const watch = hasMore && canWatchScrolling()
  const scrollOffset = useLoadMoreOffset(ref, watch)
  const loadMore = useLoadNextPage({ hasMore, isLoading, onLoadMore })
  return (
    <RouterProvider navigate={(to) => navigation.navigate(to)}>
      <VendorColumns />
      <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
        <GridList
          ref={ref}
          aria-label="Vendors"
          aria-busy={busy || isLoading || undefined}
          className="ally-VendorList-rows"
        >
          <Collection items={vendors}>
            {(vendor) => (
              <GridListItem
                id={vendor.id}
                onAction={() => navigation.navigate(routeTo.vendor(vendor.id))}
                textValue={vendor.name}
                className="ally-VendorList-row"
              >
                <VendorCells vendor={vendor} />
              </GridListItem>
            )}
          </Collection>
          {watch && (
            <GridListLoadMoreItem
              className="ally-VendorList-loader"
              onLoadMore={loadMore}
              isLoading={isLoading}
              scrollOffset={scrollOffset}
            >
              <Spinner size="small" aria-label="Loading more vendors" />
            </GridListLoadMoreItem>
          )}
        </GridList>
      </Virtualizer>
      {hasMore && !watch && (
        <div className="ally-VendorList-more">
          <Button
            className="ally-VendorButton"
            data-variant="secondary"
            isPending={isLoading}
            onPress={loadMore}
          >
            {isLoading && <Spinner size="small" aria-label="Loading more vendors" />}
            Load more
          </Button>
        </div>
      )}
    </RouterProvider>
  )
}
