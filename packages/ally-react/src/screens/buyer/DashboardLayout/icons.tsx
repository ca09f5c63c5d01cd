// Lucide icons, imported one by one (the bundle keeps only the icons named here). Every icon is
// decorative: the link or button it sits in carries the text or the accessible name.
import { ROUTES } from '@ally/sdk'
import {
  Bell,
  ChartColumn,
  ChartPie,
  CircleHelp,
  ClipboardList,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Menu,
  MessageSquare,
  Receipt,
  Search,
  Settings,
  Sparkles,
  Truck,
  Users,
  UsersRound,
  Workflow,
} from 'lucide-react'
import type { ReactElement } from 'react'

export type Icon = () => ReactElement

const decorative =
  (Glyph: LucideIcon, size: number): Icon =>
  () => <Glyph size={size} strokeWidth={1.75} aria-hidden="true" focusable="false" />

export const MenuIcon = decorative(Menu, 20)
export const ChatIcon = decorative(MessageSquare, 20)
export const BellIcon = decorative(Bell, 20)
export const HelpIcon = decorative(CircleHelp, 20)
export const SearchIcon = decorative(Search, 16)

/** The side menu's icon for each entry, by the entry's path. */
export const MENU_ICONS: Readonly<Record<string, Icon>> = {
  [ROUTES.dashboard]: decorative(LayoutDashboard, 18),
  [ROUTES.workflows]: decorative(Workflow, 18),
  [ROUTES.coPilot]: decorative(Sparkles, 18),
  [ROUTES.vendors]: decorative(Users, 18),
  [ROUTES.vendorAnalytics]: decorative(ChartColumn, 18),
  [ROUTES.rfqs]: decorative(FileText, 18),
  [ROUTES.quotes]: decorative(ClipboardList, 18),
  [ROUTES.purchaseOrders]: decorative(Receipt, 18),
  [ROUTES.shipments]: decorative(Truck, 18),
  [ROUTES.businessAnalytics]: decorative(ChartPie, 18),
  [ROUTES.teamManagement]: decorative(UsersRound, 18),
  [ROUTES.settings]: decorative(Settings, 18),
}
