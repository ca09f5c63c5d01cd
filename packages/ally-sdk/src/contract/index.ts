import { accountSecurityEndpoints } from './account-security'
import { analyticsEndpoints } from './analytics'
import { authEndpoints } from './auth'
import { channelEndpoints } from './channels'
import { chatEndpoints } from './chat'
import { dashboardEndpoints } from './dashboard'
import { exportEndpoints } from './exports'
import { fileEndpoints } from './files'
import { keepsakeEndpoints } from './keepsakes'
import { notificationEndpoints } from './notifications'
import { orderEndpoints } from './orders'
import { profileEndpoints } from './profile'
import { purchaseOrderEndpoints } from './purchase-orders'
import { quoteEndpoints } from './quotes'
import { shipmentEndpoints } from './shipments'
import { systemEndpoints } from './system'
import { teamEndpoints } from './team'
import { vendorAccountEndpoints } from './vendor-account'
import { vendorPortalEndpoints } from './vendor-portal'
import { vendorEndpoints } from './vendors'
import { workflowEndpoints } from './workflows'

/**
 * Every endpoint of the Ally API, grouped by resource. The client, the server's routes and the
 * OpenAPI document are all derived from this object.
 */
export const allyContract = {
  auth: authEndpoints,
  profile: profileEndpoints,
  accountSecurity: accountSecurityEndpoints,
  team: teamEndpoints,
  exports: exportEndpoints,
  files: fileEndpoints,
  vendors: vendorEndpoints,
  channels: channelEndpoints,
  orders: orderEndpoints,
  quotes: quoteEndpoints,
  purchaseOrders: purchaseOrderEndpoints,
  shipments: shipmentEndpoints,
  dashboard: dashboardEndpoints,
  analytics: analyticsEndpoints,
  notifications: notificationEndpoints,
  chat: chatEndpoints,
  workflows: workflowEndpoints,
  vendorAccount: vendorAccountEndpoints,
  vendorPortal: vendorPortalEndpoints,
  keepsakes: keepsakeEndpoints,
  system: systemEndpoints,
}

export type AllyContract = typeof allyContract

export * from './account-security'
export * from './analytics'
export * from './auth'
export * from './channels'
export * from './chat'
export * from './common'
export * from './dashboard'
export * from './define'
export * from './exports'
export * from './files'
export * from './keepsakes'
export * from './notifications'
export * from './orders'
export * from './profile'
export * from './purchase-orders'
export * from './quotes'
export * from './shipments'
export * from './sourcing-shapes'
export * from './system'
export * from './team'
export * from './vendor-account'
export * from './vendor-portal'
export * from './vendors'
export { WEBSITE_PATHS } from './website-paths'
export * from './workflows'
