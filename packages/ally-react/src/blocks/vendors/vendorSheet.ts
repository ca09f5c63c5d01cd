// The vendor spreadsheet: one set of columns for export, template and import, so that an export
// (or a filled-in template) imports again as it is.
import type { Vendor, VendorInput } from '@ally/sdk'
import { loadSpreadsheet } from '../spreadsheets/loadSpreadsheet'
import {
  datedFileName,
  type SheetColumn,
  type SpreadsheetKind,
} from '../spreadsheets/spreadsheetKinds'

type VendorLike = VendorInput | Vendor

/** The columns an import reads (parseVendorRows knows these headers), in template order. */
export const VENDOR_IMPORT_COLUMNS: SheetColumn<VendorLike>[] = [
  { header: 'Name', cell: (vendor) => vendor.name, width: 28 },
  { header: 'E-mail', cell: (vendor) => vendor.email, width: 30 },
  { header: 'Contact name', cell: (vendor) => vendor.contactName, width: 22 },
  { header: 'Phone', cell: (vendor) => vendor.phone, width: 18 },
  { header: 'Country', cell: (vendor) => vendor.country, width: 16 },
  // Ids, not labels: they import again as they are.
  { header: 'Order types', cell: (vendor) => vendor.orderTypes?.join(';'), width: 22 },
  { header: 'Address', cell: (vendor) => vendor.address, width: 36 },
]

/** What an export adds after them; an import ignores these columns. */
const VENDOR_EXPORT_COLUMNS: SheetColumn<Vendor>[] = [
  ...VENDOR_IMPORT_COLUMNS,
  { header: 'Status', cell: (vendor) => vendor.status },
  { header: 'Invited', cell: (vendor) => vendor.invitedAt.slice(0, 10) },
  { header: 'Joined', cell: (vendor) => vendor.joinedAt?.slice(0, 10) },
]

/**
 * The vendor list as a file: `vendors-YYYY-MM-DD.csv|xlsx`, with the import's columns first.
 *
 * @example
 * const { blob, fileName } = await vendorsFile('xlsx', vendors)
 */
export async function vendorsFile(kind: SpreadsheetKind, vendors: readonly Vendor[]) {
  const { writeSheet } = await loadSpreadsheet()
  return {
    blob: await writeSheet(kind, vendors, VENDOR_EXPORT_COLUMNS, 'Vendors'),
    fileName: datedFileName('vendors', kind),
  }
}

/** An empty vendor sheet with the import's headers: `vendor-import-template.csv|xlsx`. */
export async function vendorTemplateFile(kind: SpreadsheetKind) {
  const { writeSheet } = await loadSpreadsheet()
  return {
    blob: await writeSheet<VendorLike>(kind, [], VENDOR_IMPORT_COLUMNS, 'Vendors'),
    fileName: `vendor-import-template.${kind}`,
  }
}
