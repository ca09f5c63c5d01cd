export {
  VENDOR_ANALYTICS_PERIODS,
  type VendorAnalyticsPeriod,
  vendorAnalyticsPeriodRange,
} from './period'
export {
  VENDOR_ANALYTICS_PAGE_SIZE,
  VendorAnalytics,
  type VendorAnalyticsProps,
} from './VendorAnalytics'
