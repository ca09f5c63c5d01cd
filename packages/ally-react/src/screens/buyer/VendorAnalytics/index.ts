export {
  VENDOR_ANALYTICS_PERIODS,
  type VendorAnalyticsPeriod,
  vendorAnalyticsPeriodRange,
} from './period'
export {
  DEFAULT_VENDOR_ANALYTICS_SORT,
  toVendorAnalyticsSort,
  VENDOR_ANALYTICS_PAGE_SIZE,
  VendorAnalytics,
  type VendorAnalyticsProps,
  type VendorAnalyticsSort,
} from './VendorAnalytics'
