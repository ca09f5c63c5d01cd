export { AddVendor, type AddVendorProps, type InviteVendorsResult } from './AddVendor'
export {
  MAX_VENDOR_FILE_BYTES,
  MAX_VENDOR_ROWS,
  type ParsedVendorRow,
  type ParsedVendorRows,
  parseVendorRows,
} from './parseVendorRows'
