import { ROUTES, routeTo } from '@ally/sdk'

export interface MenuLink {
  label: string
  to: string
  /** Other sections this entry stands for (a vendor's page belongs to the vendor list). */
  covers?: readonly string[]
}
export interface MenuGroup {
  label: string
  links: MenuLink[]
}
export type MenuEntry = MenuLink | MenuGroup

/** The section holding every page a path builder makes (`routeTo.vendor` → `/dashboard/vendor`). */
const sectionOf = (pathTo: (id: string) => string) => pathTo('').replace(/\/$/, '')

/** The dashboard's side menu, in order (docs/product-rules.md, "Routes and layout"). */
export const DASHBOARD_MENU: MenuEntry[] = [
  { label: 'Dashboard', to: ROUTES.dashboard },
  { label: 'Workflow', to: ROUTES.workflows },
  { label: 'Co-pilot', to: ROUTES.coPilot },
  {
    label: 'Vendor management',
    links: [
      {
        label: 'Vendor list',
        to: ROUTES.vendors,
        covers: [ROUTES.addVendor, sectionOf(routeTo.vendor)],
      },
      { label: 'Vendor analytics', to: ROUTES.vendorAnalytics },
    ],
  },
  {
    label: 'Orders',
    links: [
      // An RFQ's page and an order's (the purchase need RFQs are sent for) sit under RFQs.
      {
        label: 'RFQs',
        to: ROUTES.rfqs,
        covers: [sectionOf(routeTo.rfq), sectionOf(routeTo.order)],
      },
      { label: 'Quotes', to: ROUTES.quotes },
      { label: 'Purchase Orders', to: ROUTES.purchaseOrders },
    ],
  },
  { label: 'Shipment', to: ROUTES.shipments },
  { label: 'Business analytics', to: ROUTES.businessAnalytics },
  { label: 'Teams', to: ROUTES.teamManagement },
  { label: 'Settings', to: ROUTES.settings },
]

const linksOf = (menu: readonly MenuEntry[]): MenuLink[] =>
  menu.flatMap((entry) => ('links' in entry ? entry.links : [entry]))

/** How closely `section` contains `path`: its length when it does, -1 when it does not. */
function matchLength(section: string, path: string): number {
  // The dashboard home contains every page; it is current on itself only.
  if (section === ROUTES.dashboard) return path === section ? section.length : -1
  return path === section || path.startsWith(`${section}/`) ? section.length : -1
}

/**
 * The one menu entry current on `path` (query and trailing slash ignored): the most specific
 * section that contains it, so `/dashboard/vendors/analytics` is Vendor analytics, not also
 * Vendor list, and `/dashboard/vendor/v_1` is Vendor list. Null on pages outside the menu.
 *
 * @example
 * findCurrentLink(DASHBOARD_MENU, '/dashboard/vendor/v_1')?.label // 'Vendor list'
 */
export function findCurrentLink(menu: readonly MenuEntry[], path: string): MenuLink | null {
  const bare = (path.split(/[?#]/, 1)[0] ?? path).replace(/(.)\/+$/, '$1').toLowerCase()
  let best: MenuLink | null = null
  let bestLength = -1
  for (const link of linksOf(menu)) {
    for (const section of [link.to, ...(link.covers ?? [])]) {
      const length = matchLength(section.toLowerCase(), bare)
      if (length > bestLength) {
        best = link
        bestLength = length
      }
    }
  }
  return best
}
