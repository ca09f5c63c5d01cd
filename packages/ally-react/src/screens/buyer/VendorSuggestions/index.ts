export {
  VENDOR_SUGGESTIONS_DEBOUNCE_MS,
  VendorSuggestions,
  type VendorSuggestionsProps,
} from './VendorSuggestions'
