import { businessInitials, logout, NOTIFICATION_BADGE_COUNT, ROUTES, truncateName } from '@ally/sdk'
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
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

// The popovers' code (react-aria's popover, dialog and menu) is loaded when one is first opened,
// so the buttons are plain buttons that say what they open, as react-aria's triggers would.
const loadPopovers = () => import('./popovers')
const NotificationsPopover = lazy(() =>
  loadPopovers().then((module) => ({ default: module.NotificationsPopover })),
)
const AccountMenuPopover = lazy(() =>
  loadPopovers().then((module) => ({ default: module.AccountMenuPopover })),
)
// The co-pilot's Ctrl+K panel (and its chat code) loads on the first press of the shortcut.
const CoPilotPanel = lazy(() =>
  import('../CoPilotChat/CoPilotPanel').then((module) => ({ default: module.CoPilotPanel })),
)

/**
 * Ctrl+K (⌘K on a Mac) opens the co-pilot over the page, and closes it again; a new page closes
 * it. On the co-pilot's own page it goes to the question box instead.
 */
function useCoPilotShortcut(currentPath: string) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const onCoPilotPage = currentPath.startsWith(ROUTES.coPilot)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return
      if (event.key.toLowerCase() !== 'k') return
      event.preventDefault()
      if (onCoPilotPage) {
        document.querySelector<HTMLElement>('.ally-CoPilotChat-input')?.focus()
        return
      }
      setLoaded(true)
      setOpen((now) => !now)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [onCoPilotPage])
  // A card followed from the panel, or any other way to a new page, closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the event
  useEffect(() => setOpen(false), [currentPath])
  return { open, setOpen, loaded }
}

/** Fetched as the pointer or the focus reaches a trigger, so that a press seldom waits for it. */
const prefetchPopovers = () => void loadPopovers().catch(() => undefined)

/** The fixed badge of docs/product-rules.md: a control that says what it counts. */
function Notifications() {
  const [open, setOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={triggerRef}
        className="ally-DashboardLayout-iconButton"
        aria-label={`Notifications, ${NOTIFICATION_BADGE_COUNT} new`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPress={() => setOpen(true)}
        onHoverStart={prefetchPopovers}
        onFocus={prefetchPopovers}
      >
        <BellIcon />
        <span className="ally-DashboardLayout-badge" aria-hidden="true">
          {NOTIFICATION_BADGE_COUNT}
          <VisuallyHidden elementType="span"> notifications</VisuallyHidden>
        </span>
      </Button>
      {/* Rendered only while open: a lazy component fetches its code as soon as it renders. */}
      {open ? (
        <Suspense fallback={null}>
          <NotificationsPopover triggerRef={triggerRef} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}

/**
 * The account button and its menu (Logout). Like react-aria's MenuTrigger: a press or Enter opens
 * it on its first item, the down and up arrows on its first and last.
 */
function AccountMenu({ onLogOut }: { onLogOut: () => void }) {
  const session = useAllySession()
  const [open, setOpen] = useState<false | 'first' | 'last'>(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const triggerId = useId()
  const user = session?.user
  const businessName = user?.businessName ?? ''
  return (
    <>
      <Button
        ref={triggerRef}
        id={triggerId}
        className="ally-DashboardLayout-profile"
        aria-label={`Account: ${businessName}`}
        aria-haspopup="menu"
        aria-expanded={!!open}
        onPress={() => setOpen('first')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            setOpen(event.key === 'ArrowDown' ? 'first' : 'last')
          } else {
            event.continuePropagation()
          }
        }}
        onHoverStart={prefetchPopovers}
        onFocus={prefetchPopovers}
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
      {open ? (
        <Suspense fallback={null}>
          <AccountMenuPopover
            triggerRef={triggerRef}
            triggerId={triggerId}
            focus={open}
            onClose={() => setOpen(false)}
            onLogOut={onLogOut}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/** The top bar's search box: a term opens the vendor list searched for it. */
function QuickSearch() {
  const navigation = useAllyNavigation()
  return (
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
  )
}

/** The top bar's shortcuts: co-pilot chat, notifications, help and the account menu. */
function Shortcuts() {
  const client = useAllyClient()
  const navigation = useAllyNavigation()

  const logOut = () => {
    // Forgets the session at once (the server is told in the background, even if it is away).
    void logout(client.request)
    navigation.navigate(ROUTES.login, { replace: true })
  }

  return (
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
      <AccountMenu onLogOut={logOut} />
    </nav>
  )
}

/** The side menu: its links, grouped, with the current page's marked, and an import in progress. */
function SideMenu({ id, currentPath }: { id: string; currentPath: string }) {
  const session = useAllySession()
  const channels = useChannels({ enabled: !!session })
  const current = findCurrentLink(DASHBOARD_MENU, currentPath)
  return (
    <nav id={id} className="ally-DashboardLayout-side" aria-label="Main">
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
  )
}

/**
 * The dashboard frame of docs/product-rules.md#routes-and-layout: a side menu at 17 % of the width,
 * an 84 px top bar with search, chat, notifications (a fixed badge of 12), help and the profile
 * menu, and the page as the document's `main` landmark, with a skip link to it first.
 */
export function DashboardLayout({ currentPath, children, className }: DashboardLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const coPilot = useCoPilotShortcut(currentPath)
  // A phone's menu covers the page: the page it opened closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the event
  useEffect(() => setMenuOpen(false), [currentPath])

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
        <QuickSearch />
        <Shortcuts />
      </header>

      <SideMenu id={menuId} currentPath={currentPath} />

      <main id={MAIN_ID} tabIndex={-1} className="ally-DashboardLayout-page">
        {children}
      </main>
      {coPilot.loaded && (
        <Suspense fallback={null}>
          <CoPilotPanel
            isOpen={coPilot.open}
            onOpenChange={coPilot.setOpen}
            currentPath={currentPath}
          />
        </Suspense>
      )}
    </div>
  )
}
