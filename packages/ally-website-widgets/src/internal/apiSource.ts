import { useMemo } from 'react'
import { createWebsiteApi, type WebsiteApi, type WidgetResult } from '../website-api'

/** A widget is given a client, or where to make one. */
export type ApiSource =
  | { api: WebsiteApi; baseUrl?: never; accessKey?: never }
  | { api?: never; baseUrl: string; accessKey: string }

/** What the two forms share besides where they send. */
export interface FormWidgetOptions {
  /**
   * Called after every submit with the outcome, e.g. to show `result.message` as the app's own
   * toast. When it is set the widget does not show the message itself (see `showMessage`).
   */
  onResult?: (result: WidgetResult) => void
  /**
   * Show the outcome inside the widget, in a live region (`status`, or `alert` for a failure).
   * @default true without `onResult`, false with it
   */
  showMessage?: boolean
  /** Added to the root element's class. */
  className?: string
}

export function useWebsiteApi({ api, baseUrl, accessKey }: ApiSource): WebsiteApi {
  return useMemo(
    () => api ?? createWebsiteApi({ baseUrl: baseUrl ?? '', accessKey: accessKey ?? '' }),
    [api, baseUrl, accessKey],
  )
}

export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')
