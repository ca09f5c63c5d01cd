export { DashboardLayout, type DashboardLayoutProps } from './DashboardLayout'
export { DASHBOARD_MENU } from './menu'
