export { BusinessAnalytics, type BusinessAnalyticsProps } from './BusinessAnalytics'
export {
  BUSINESS_ANALYTICS_PERIODS,
  type BusinessAnalyticsFilters,
  type BusinessAnalyticsPeriod,
  type BusinessAnalyticsSearch,
  DEFAULT_BUSINESS_ANALYTICS_FILTERS,
  toBusinessAnalyticsFilters,
  toBusinessAnalyticsSearch,
} from './filters'
