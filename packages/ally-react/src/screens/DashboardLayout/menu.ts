import { ROUTES } from '@ally/sdk'

export interface MenuLink {
  label: string
  to: string
}
export interface MenuGroup {
  label: string
  links: MenuLink[]
}
export type MenuEntry = MenuLink | MenuGroup

/** The side menu of SPEC.md §2, in order. */
export const DASHBOARD_MENU: MenuEntry[] = [
  { label: 'Dashboard', to: ROUTES.dashboard },
  { label: 'Workflow', to: ROUTES.workflows },
  { label: 'Co-pilot', to: ROUTES.coPilot },
  {
    label: 'Vendor management',
    links: [
      { label: 'Vendor list', to: ROUTES.vendors },
      { label: 'Vendor analytics', to: ROUTES.vendorAnalytics },
    ],
  },
  {
    label: 'Orders',
    links: [
      { label: 'RFQs', to: ROUTES.rfqs },
      { label: 'Quotes', to: ROUTES.quotes },
      { label: 'Purchase Orders', to: ROUTES.purchaseOrders },
    ],
  },
  { label: 'Shipment', to: ROUTES.shipments },
  { label: 'Business analytics', to: ROUTES.businessAnalytics },
  { label: 'Teams', to: ROUTES.teamManagement },
  { label: 'Settings', to: ROUTES.settings },
]

/** A link is current on its own page and, except the dashboard home, on the pages below it. */
export function isCurrent(to: string, path: string): boolean {
  if (to === ROUTES.dashboard) return path === to || path === `${to}/`
  return path === to || path.startsWith(`${to}/`)
}
