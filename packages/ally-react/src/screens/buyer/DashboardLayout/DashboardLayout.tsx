import { businessInitials, logout, NOTIFICATION_BADGE_COUNT, ROUTES, truncateName } from '@ally/sdk'
import { type ReactNode, useId, useState } from 'react'
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
} from 'react-aria-components'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { useChannels } from '../../../queries/channels'
import { useAllySession } from '../../../session/useAllySession'
import { BellIcon, ChatIcon, HelpIcon, MENU_ICONS, MenuIcon, SearchIcon } from './icons'
import { DASHBOARD_MENU, findCurrentLink, type MenuLink } from './menu'
import '../../../ui/theme.css'
import '../../../ui/brand.css'
import './DashboardLayout.css'

/** The page's landmark, the skip link's target. */
const MAIN_ID = 'ally-dashboard-main'

export interface DashboardLayoutProps {
  /** The current path, to mark the one menu entry it belongs to (`aria-current="page"`). */
  currentPath: string
  children: ReactNode
  className?: string
}

function NavLink({ link, current }: { link: MenuLink; current: MenuLink | null }) {
  const Icon = MENU_ICONS[link.to]
  return (
    <li>
      <AllyLink
        to={link.to}
        className="ally-DashboardLayout-link"
        aria-current={link === current ? 'page' : undefined}
      >
        {Icon ? <Icon /> : null}
        <span>{link.label}</span>
      </AllyLink>
    </li>
  )
}

/** The fixed badge of docs/product-rules.md: a control that says what it counts. */
function Notifications() {
  return (
    <DialogTrigger>
      <Button
        className="ally-DashboardLayout-iconButton"
        aria-label={`Notifications, ${NOTIFICATION_BADGE_COUNT} new`}
      >
        <BellIcon />
        <span className="ally-DashboardLayout-badge" aria-hidden="true">
          {NOTIFICATION_BADGE_COUNT}
          <span className="ally-DashboardLayout-hidden"> notifications</span>
        </span>
      </Button>
      <Popover placement="bottom end" className="ally-DashboardLayout-popover">
        <Dialog className="ally-DashboardLayout-notifications">
          <Heading slot="title" className="ally-DashboardLayout-popoverTitle">
            Notifications
          </Heading>
          <p>
            {NOTIFICATION_BADGE_COUNT} new. The notification centre is not part of this version yet.
          </p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}

/**
 * The dashboard frame of docs/product-rules.md#routes-and-layout: a side menu at 17 % of the width,
 * an 84 px top bar with search, chat, notifications (a fixed badge of 12), help and the profile
 * menu, and the page as the document's `main` landmark, with a skip link to it first.
 */
export function DashboardLayout({ currentPath, children, className }: DashboardLayoutProps) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const session = useAllySession()
  const channels = useChannels({ enabled: !!session })
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const user = session?.user
  const businessName = user?.businessName ?? ''
  const current = findCurrentLink(DASHBOARD_MENU, currentPath)

  const logOut = () => {
    // Forgets the session at once (the server is told in the background, even if it is away).
    void logout(client.request)
    navigation.navigate(ROUTES.login, { replace: true })
  }

  return (
    <div
      className={['ally-DashboardLayout', className].filter(Boolean).join(' ')}
      data-menu-open={menuOpen || undefined}
    >
      {/* The target takes the focus (tabIndex -1), so the next Tab starts in the page. */}
      <a className="ally-DashboardLayout-skip" href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <header className="ally-DashboardLayout-top">
        <Button
          className="ally-DashboardLayout-iconButton ally-DashboardLayout-menuButton"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onPress={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
        </Button>
        <AllyLink to={ROUTES.dashboard} className="ally-Brand ally-DashboardLayout-logo">
          Ally
        </AllyLink>
        <search className="ally-DashboardLayout-search">
          <form
            onSubmit={(event) => {
              event.preventDefault()
              const term = new FormData(event.currentTarget).get('search')?.toString().trim()
              if (term) navigation.navigate(`${ROUTES.vendors}?search=${encodeURIComponent(term)}`)
            }}
          >
            <SearchIcon />
            <input
              name="search"
              type="search"
              placeholder="Search vendors"
              // Its own name: the vendor list's search box on the same page is "Search vendors".
              aria-label="Quick search: vendors"
            />
          </form>
        </search>
        <nav className="ally-DashboardLayout-actions" aria-label="Shortcuts">
          <AllyLink
            to={ROUTES.coPilot}
            className="ally-DashboardLayout-iconButton"
            aria-label="Co-pilot chat"
          >
            <ChatIcon />
          </AllyLink>
          <Notifications />
          <AllyLink to={ROUTES.faqs} className="ally-DashboardLayout-iconButton" aria-label="Help">
            <HelpIcon />
          </AllyLink>
          <MenuTrigger>
            <Button
              className="ally-DashboardLayout-profile"
              aria-label={`Account: ${businessName}`}
            >
              {user?.avatar ? (
                <img className="ally-DashboardLayout-avatar" src={user.avatar} alt="" />
              ) : (
                <span className="ally-DashboardLayout-avatar" aria-hidden="true">
                  {businessInitials(businessName)}
                </span>
              )}
              <span className="ally-DashboardLayout-business" title={businessName}>
                {truncateName(businessName)}
              </span>
            </Button>
            <Popover placement="bottom end" className="ally-DashboardLayout-popover">
              <Menu
                className="ally-DashboardLayout-menu"
                onAction={(key) => key === 'logout' && logOut()}
              >
                <MenuItem id="logout" className="ally-DashboardLayout-menuItem">
                  Logout
                </MenuItem>
              </Menu>
            </Popover>
          </MenuTrigger>
        </nav>
      </header>

      <nav id={menuId} className="ally-DashboardLayout-side" aria-label="Main">
        <ul>
          {DASHBOARD_MENU.map((entry) =>
            'links' in entry ? (
              <li key={entry.label}>
                <span className="ally-DashboardLayout-group">{entry.label}</span>
                <ul>
                  {entry.links.map((link) => (
                    <NavLink key={link.to} link={link} current={current} />
                  ))}
                </ul>
              </li>
            ) : (
              <NavLink key={entry.to} link={entry} current={current} />
            ),
          )}
        </ul>
        {channels.importing ? (
          <div className="ally-DashboardLayout-importing" role="status">
            <strong>Importing Contacts</strong>
            <p>Co-Pilot is trying to import your existing vendor contacts</p>
          </div>
        ) : null}
      </nav>

      <main id={MAIN_ID} tabIndex={-1} className="ally-DashboardLayout-page">
        {children}
      </main>
    </div>
  )
}
