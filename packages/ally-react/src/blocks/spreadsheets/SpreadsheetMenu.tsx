// A button that opens a small menu of file formats: "Export ▾ → CSV / Excel", "Template ▾ → …".
import { useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { cx } from '../../ui/internal/cx'
import { Spinner } from '../../ui/Spinner'
import { toast } from '../../ui/Toaster'
import { showError } from '../alerts/useErrorToast'
import { downloadBlob, type SpreadsheetKind } from './spreadsheetKinds'
import '../../ui/internal/MenuPopover.css'
import './SpreadsheetMenu.css'

const FORMATS: { id: SpreadsheetKind; label: string }[] = [
  { id: 'csv', label: 'CSV (.csv)' },
  { id: 'xlsx', label: 'Excel (.xlsx)' },
]

/** What one download makes: the file, its name and, optionally, a toast saying what it holds. */
export interface SpreadsheetFile {
  blob: Blob
  fileName: string
  done?: string
}

export interface SpreadsheetMenuProps {
  /** The button's text, e.g. "Export" or "Download template". */
  label: string
  /** Makes the file in the chosen format; the menu shows a spinner until it is ready. */
  onDownload: (kind: SpreadsheetKind) => Promise<SpreadsheetFile>
  /** A secondary (outlined) button. */
  secondary?: boolean
  isDisabled?: boolean
  className?: string
  /** The button's look: the screen's own button class. @default 'ally-VendorButton' */
  buttonClass?: string
}

/**
 * A keyboard-reachable menu button that downloads a CSV or XLSX file the page makes (no upload:
 * the file is made in the browser). Failures show as an error toast.
 *
 * @example
 * <SpreadsheetMenu label="Export" onDownload={(kind) => exportVendors(kind)} />
 */
export function SpreadsheetMenu({
  label,
  onDownload,
  secondary,
  isDisabled,
  className,
  buttonClass = 'ally-VendorButton',
}: SpreadsheetMenuProps) {
  const [busy, setBusy] = useState(false)
  const choose = async (kind: SpreadsheetKind) => {
    setBusy(true)
    try {
      const file = await onDownload(kind)
      downloadBlob(file.blob, file.fileName)
      if (file.done) toast.success(file.done)
    } catch (error) {
      showError(error as Error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <MenuTrigger>
      <Button
        className={cx(buttonClass, 'ally-SpreadsheetMenu-button', className)}
        data-variant={secondary ? 'secondary' : undefined}
        isDisabled={isDisabled || busy}
        aria-busy={busy || undefined}
      >
        {busy && <Spinner size="small" aria-label="Preparing the file" />}
        {label}
        <span aria-hidden="true" className="ally-SpreadsheetMenu-caret">
          ▾
        </span>
      </Button>
      <Popover placement="bottom end" className="ally-MenuPopover ally-SpreadsheetMenu-popover">
        <Menu
          className="ally-MenuPopover-menu"
          onAction={(key) => void choose(key as SpreadsheetKind)}
        >
          {FORMATS.map((format) => (
            <MenuItem key={format.id} id={format.id} className="ally-SpreadsheetMenu-item">
              {format.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
