import { NOTIFICATION_BADGE_COUNT } from '@ally/sdk'
import type { ReactNode, RefObject } from 'react'
import { Dialog, Heading, Menu, MenuItem, Popover } from 'react-aria-components'

// The top bar's two popovers, loaded when one is first wanted (DashboardLayout.tsx). With them
// go react-aria's popover, dialog, menu and collection modules: 34 kB of the dashboard's first
// download, for something its first screen never shows.

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
      className="ally-DashboardLayout-popover"
    >
      {children}
    </Popover>
  )
}

/** What the notifications button opens. */
export function NotificationsPopover(props: TopBarPopoverProps) {
  return (
    <TopBarPopover {...props}>
      <Dialog className="ally-DashboardLayout-notifications">
        <Heading slot="title" className="ally-DashboardLayout-popoverTitle">
          Notifications
        </Heading>
        <p>
          {NOTIFICATION_BADGE_COUNT} new. The notification centre is not part of this version yet.
        </p>
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
        className="ally-DashboardLayout-menu"
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
