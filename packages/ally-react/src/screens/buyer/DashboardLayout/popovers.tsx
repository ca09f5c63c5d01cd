import { formatCount, type listNotifications, type NotificationItem } from '@ally/sdk'
import type { ReactNode, RefObject } from 'react'
import { Button, Dialog, Heading, Menu, MenuItem, Popover } from 'react-aria-components'
import { AllyLink } from '../../../provider/AllyLink'
import { pagedItems } from '../../../queries/endpoint'
import {
  useMarkAllNotificationsRead,
  useMarkNotificationsRead,
  useNotifications,
} from '../../../queries/notifications'
import { formatDay, formatMoment } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner/Spinner'
import '../../../ui/internal/MenuPopover.css'
import './notifications.css'

// The top bar's two popovers, loaded when one is first wanted (DashboardLayout.tsx). With them
// go react-aria's popover, dialog, menu and collection modules and the notification centre: 34 kB
// and more of the dashboard's first download, for something its first screen never shows.

export interface TopBarPopoverProps {
  /** The button it opens from: where it is placed, and where the focus goes back to. */
  triggerRef: RefObject<HTMLButtonElement | null>
  onClose: () => void
}

/** Below its button, right-aligned with it; closed by Escape or a press outside. */
function TopBarPopover({
  triggerRef,
  onClose,
  children,
}: TopBarPopoverProps & { children: ReactNode }) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => open || onClose()}
      placement="bottom end"
      className="ally-MenuPopover ally-DashboardLayout-popover"
    >
      {children}
    </Popover>
  )
}

/** When a notification happened: a late shipment is dated by its day, the rest by the moment. */
const when = (item: NotificationItem) =>
  item.kind === 'shipment_late' ? formatDay(item.at) : formatMoment(item.at)

/**
 * What the notifications button opens: what happened that the buyer should know, newest first,
 * unread ones marked "New" (in words, not colour alone), each a link to its page that marks it
 * read. The badge stays SPEC.md's fixed count.
 */
export function NotificationsPopover(props: TopBarPopoverProps) {
  const list = useNotifications()
  const markRead = useMarkNotificationsRead()
  const markAll = useMarkAllNotificationsRead()
  const items = pagedItems<typeof listNotifications>(list.data)
  const unread = list.data?.pages[0]?.data.unread ?? 0
  return (
    <TopBarPopover {...props}>
      <Dialog className="ally-DashboardLayout-notifications">
        <div className="ally-Notifications-header">
          <Heading slot="title" className="ally-DashboardLayout-popoverTitle">
            Notifications
          </Heading>
          {items.length > 0 ? (
            <Button
              className="ally-Notifications-markAll"
              onPress={() => unread > 0 && markAll.mutate({})}
            >
              Mark all as read
            </Button>
          ) : null}
        </div>
        {list.isPending ? (
          <Spinner size="small" aria-label="Loading notifications" />
        ) : list.isError ? (
          <div role="alert" className="ally-Notifications-message">
            <p>Notifications could not be loaded.</p>
            <Button className="ally-Notifications-more" onPress={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="ally-Notifications-message">Nothing new</p>
        ) : (
          <>
            <p className="ally-Notifications-message" role="status">
              {unread === 0 ? 'All read' : `${formatCount(unread)} unread`}
            </p>
            <ul className="ally-Notifications-list">
              {items.map((item) => (
                <li key={item.key} data-unread={!item.read || undefined}>
                  <AllyLink
                    to={item.link}
                    className="ally-Notifications-link"
                    onClick={() => {
                      if (!item.read) markRead.mutate({ body: { keys: [item.key] } })
                      props.onClose()
                    }}
                  >
                    <span className="ally-Notifications-title">
                      {item.read ? null : <span className="ally-Notifications-new">New</span>}
                      {item.title}
                    </span>
                    {item.detail ? (
                      <span className="ally-Notifications-detail">{item.detail}</span>
                    ) : null}
                    <span className="ally-Notifications-detail">{when(item)}</span>
                  </AllyLink>
                </li>
              ))}
            </ul>
            {list.hasNextPage ? (
              <Button
                className="ally-Notifications-more"
                isPending={list.isFetchingNextPage}
                onPress={() => void list.fetchNextPage()}
              >
                Show older notifications
              </Button>
            ) : null}
          </>
        )}
      </Dialog>
    </TopBarPopover>
  )
}

export interface AccountMenuPopoverProps extends TopBarPopoverProps {
  /** The item the focus starts on: the last when the menu was opened with the up arrow. */
  focus: 'first' | 'last'
  /** The account button's id: the menu is named after it. */
  triggerId: string
  onLogOut: () => void
}

/** What the account button opens: a menu (Logout). */
export function AccountMenuPopover({
  triggerRef,
  onClose,
  focus,
  triggerId,
  onLogOut,
}: AccountMenuPopoverProps) {
  return (
    <TopBarPopover triggerRef={triggerRef} onClose={onClose}>
      <Menu
        autoFocus={focus}
        aria-labelledby={triggerId}
        className="ally-MenuPopover-menu"
        onAction={(key) => key === 'logout' && onLogOut()}
        onClose={onClose}
      >
        <MenuItem id="logout" className="ally-DashboardLayout-menuItem">
          Logout
        </MenuItem>
      </Menu>
    </TopBarPopover>
  )
}
