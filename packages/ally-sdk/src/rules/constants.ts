// docs/product-rules.md#constants, business constants and limits, in one place for every package.

/** The website's hot deals: limit 4, page 1. */
export const DEALS_QUERY = { limit: 4, page: 1 } as const
/** After an AI chat message is sent, a reply placeholder appears after this delay. */
export const AI_REPLY_PLACEHOLDER_DELAY_MS = 500
/** Toast durations; loading toasts stay until dismissed. */
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, custom: 4000, success: 2000 } as const
export const TOAST_LIMIT = 20
/** Lazily loaded pages give up after this long. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
export const BUSINESS_INITIALS_MAX = 3
export const PROFILE_NAME_MAX = 22
/** The notification badge shows a fixed count. */
export const NOTIFICATION_BADGE_COUNT = 12
export const DROPDOWN_MAX_HEIGHT = '16rem'
/** Infinite scroll loads more within this distance of the bottom. */
export const INFINITE_SCROLL_THRESHOLD_PX = 25
export const SIDE_MENU_WIDTH = '17%'
export const TOP_BAR_HEIGHT_PX = 84
export const LOCALE = 'en-US'
export const DEFAULT_CURRENCY = 'usd'
export const DEFAULT_ORDER_TYPE = 'supply'

/** The fixed texts the product shows (docs/product-rules.md#messages-and-errors). */
export const MESSAGES = {
  codeResent: 'Verify code resent to your mail.',
  /** Followed by the server's message. */
  emailUpdated: 'Email updated,',
  teamMemberAdded: 'Team member added',
  invitationSent: 'Invitation sent',
  updated: 'Updated successfully',
  rfqsSent: 'RFQs sent',
  rfqDeleted: 'RFQ deleted',
  workflowDeleted: 'Workflow deleted',
  subscribed: 'Subscribed',
  messageSent: 'Message sent',
  newsletterFailed: 'error',
  contactFailed: 'An error occurred',
  permissionDenied: 'Permission denied!',
  notFoundCode: '404',
  notFoundTitle: 'PAGE NOT FOUND',
} as const
