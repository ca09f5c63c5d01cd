// Inviting many vendors at once: pasted rows or a CSV/XLSX file, checked row by row and matched
// to the vendor list before sending (a listed e-mail corrects that vendor instead).
import { formatNumber, getErrorMessage } from '@ally/sdk'
import { type ChangeEvent, useDeferredValue, useId, useMemo, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { TextArea } from 'react-aria-components/TextArea'
import { Label, Text, TextField } from 'react-aria-components/TextField'
import { useUpdateVendors, useVendorsByEmail } from '../../../queries/vendors'
import { Spinner } from '../../../ui/Spinner'
import { toast } from '../../../ui/Toaster'
import { orderTypeLabel } from '../../shared/OrderTypesField'
import { SpreadsheetMenu } from '../../shared/SpreadsheetMenu'
import {
  isSpreadsheetError,
  readSheet,
  rowsToCsv,
  SPREADSHEET_ACCEPT,
} from '../../shared/spreadsheet'
import { vendorTemplateFile } from '../../shared/vendorSheet'
import type { InviteFormProps, InviteVendorsResult } from './inviteTypes'
import {
  keepVendorRows,
  MAX_VENDOR_FILE_BYTES,
  MAX_VENDOR_ROWS,
  type ParsedVendorRow,
  parseVendorRows,
} from './parseVendorRows'
import { planVendorRow, type VendorRowPlan } from './planVendorImport'

type PlannedRow = ParsedVendorRow & { plan?: VendorRowPlan }

const vendorsWord = (count: number) => (count === 1 ? '1 vendor' : `${count} vendors`)

/** The send button's words: what it will do, e.g. "Invite 3 and update 2 vendors". */
function sendLabel(invite: number, update: number): string {
  if (update === 0) return `Invite ${vendorsWord(invite)}`
  if (invite === 0) return `Update ${vendorsWord(update)}`
  return `Invite ${invite} and update ${vendorsWord(update)}`
}

/** What happened to the corrections of the last send. */
interface UpdateReport {
  updated: number
  failed: number
}

/** A row with the server's reason added when the server refused its e-mail before. */
function withRefusal(row: ParsedVendorRow, refused: ReadonlyMap<string, string>): ParsedVendorRow {
  const reason = refused.get(row.vendor.email.toLowerCase())
  return reason ? { ...row, problems: [...row.problems, reason] } : row
}

export function BulkInvite({ pending, onSend }: InviteFormProps) {
  const [text, setText] = useState('')
  const [file, setFile] = useState<{ name?: string; error?: string }>({})
  // The server's reasons, by lower-cased e-mail: a refused row keeps its reason until corrected.
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(() => new Map())
  const [updating, setUpdating] = useState(false)
  const [updateReport, setUpdateReport] = useState<UpdateReport | null>(null)
  // Parsing 1,000 rows is quick, but typing should never wait for it.
  const source = useDeferredValue(text)
  const parsed = useMemo(() => {
    const read = parseVendorRows(source)
    return { ...read, rows: read.rows.map((row) => withRefusal(row, refused)) }
  }, [source, refused])
  // The list is read once there is something to match against it.
  const listed = useVendorsByEmail(parsed.rows.length > 0)
  const updateVendors = useUpdateVendors()
  const rows = useMemo(
    (): PlannedRow[] =>
      parsed.rows.map((row) =>
        row.problems.length === 0 && listed.data
          ? {
              ...row,
              plan: planVendorRow(row.vendor, listed.data.get(row.vendor.email.toLowerCase())),
            }
          : row,
      ),
    [parsed.rows, listed.data],
  )
  const checking = parsed.rows.length > 0 && listed.isPending
  const toInvite = rows.filter((row) => row.plan?.action === 'invite')
  const toUpdate = rows.filter((row) => row.plan?.action === 'update')
  const unchanged = rows.filter((row) => row.plan?.action === 'unchanged').length
  const withProblems = rows.filter((row) => row.problems.length > 0).length
  const busy = pending || updating
  const fileId = useId()
  const fileHintId = useId()

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const chosen = input.files?.[0]
    if (!chosen) return
    try {
      const sheet = await readSheet(chosen, { maxBytes: MAX_VENDOR_FILE_BYTES })
      // A workbook becomes CSV text in the box, one line per sheet row, to correct like a paste.
      setText(sheet.kind === 'csv' ? sheet.text : rowsToCsv(trimEmptyRows(sheet.rows)))
      setRefused(new Map())
      setUpdateReport(null)
      setFile({ name: chosen.name })
    } catch (error) {
      input.value = ''
      setFile({
        error: isSpreadsheetError(error) ? error.message : `“${chosen.name}” could not be read.`,
      })
    }
  }

  // Only the rows sent and accepted leave the box (and rows already up to date): rows with
  // problems, and rows the server refused (with its reason), stay until corrected or removed.
  const send = async () => {
    const invites = toInvite.map(({ line, vendor }) => ({ line, vendor }))
    const updates = toUpdate.flatMap((row) =>
      row.plan?.action === 'update' ? [{ row, id: row.plan.vendorId, body: row.plan.changes }] : [],
    )
    setUpdateReport(null)
    const failed = new Map<string, string>()
    if (updates.length) {
      setUpdating(true)
      const results = await updateVendors(updates)
      setUpdating(false)
      results.forEach((result, index) => {
        const email = updates[index]?.row.vendor.email.toLowerCase()
        if ('error' in result && email) failed.set(email, getErrorMessage(result.error))
      })
      const updated = updates.length - failed.size
      if (updated) toast.success(`Updated ${vendorsWord(updated)}.`)
      setUpdateReport({ updated, failed: failed.size })
    }
    const finish = (result?: InviteVendorsResult) => {
      const refusedLines = new Set(
        (result?.rejected ?? []).map((rejection) => invites[rejection.index]?.line),
      )
      setRefused((previous) => {
        const next = new Map([...previous, ...failed])
        for (const rejection of result?.rejected ?? []) {
          next.set(rejection.email.toLowerCase(), rejection.message)
        }
        return next
      })
      setText(
        keepVendorRows(
          source,
          parsed,
          (row) =>
            row.problems.length > 0 ||
            refusedLines.has(row.line) ||
            failed.has(row.vendor.email.toLowerCase()),
        ),
      )
      setFile({})
    }
    if (invites.length) onSend(invites, finish)
    else finish()
  }

  return (
    <div className="ally-AddVendor-bulk">
      <TextField className="ally-AddVendor-paste" value={text} onChange={setText}>
        <Label>Paste vendors</Label>
        <TextArea rows={8} className="ally-AddVendor-textarea" spellCheck={false} />
        <Text slot="description" className="ally-AddVendor-hint">
          One vendor per line: name, e-mail, then optionally contact name, phone, country and order
          types separated by “;”. Put values that contain commas in double quotes. An e-mail already
          in your list updates that vendor instead of inviting it again.
        </Text>
      </TextField>
      <div className="ally-AddVendor-file">
        <label htmlFor={fileId}>Or upload a CSV or Excel file</label>
        <input
          id={fileId}
          type="file"
          accept={SPREADSHEET_ACCEPT}
          aria-describedby={fileHintId}
          onChange={(event) => void readFile(event)}
        />
        <small id={fileHintId}>
          .csv or .xlsx with a header row: Name, E-mail, Contact name, Phone, Country, Order types,
          Address (as in the template, or an export of your list). Up to 1 MB and{' '}
          {formatNumber(MAX_VENDOR_ROWS, 0)} vendors.
          {file.name ? ` Loaded “${file.name}” into the box above, where you can correct it.` : ''}
        </small>
        <SpreadsheetMenu
          label="Download template"
          secondary
          className="ally-AddVendor-template"
          onDownload={vendorTemplateFile}
        />
      </div>
      {file.error && (
        <p role="alert" className="ally-VendorAlert">
          {file.error}
        </p>
      )}
      {parsed.error && (
        <p role="alert" className="ally-VendorAlert">
          {parsed.error}
        </p>
      )}
      {listed.isError && parsed.rows.length > 0 && (
        <div role="alert" className="ally-VendorAlert">
          <p>Could not check your vendor list. {getErrorMessage(listed.error)}</p>
          <Button className="ally-VendorButton" onPress={() => void listed.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {updateReport && (
        <p role="status" className="ally-AddVendor-summary">
          Updated {vendorsWord(updateReport.updated)}
          {updateReport.failed > 0 &&
            `; ${updateReport.failed} could not be updated and ${updateReport.failed === 1 ? 'stays' : 'stay'} in the box with the reason`}
          .
        </p>
      )}
      {rows.length > 0 && (
        <>
          <p className="ally-AddVendor-summary" aria-live="polite">
            {checking ? (
              'Checking your vendor list…'
            ) : (
              <>
                {toInvite.length} to invite
                {toUpdate.length > 0 && `, ${toUpdate.length} to update`}
                {unchanged > 0 && `, ${unchanged} already up to date`}
                {withProblems > 0 &&
                  `, ${withProblems} with problems (${withProblems === 1 ? 'it is' : 'they are'} not sent until corrected or removed)`}
              </>
            )}
          </p>
          <PreviewTable rows={rows} />
        </>
      )}
      <div className="ally-AddVendor-actions">
        <Button
          className="ally-VendorButton"
          isDisabled={
            busy ||
            checking ||
            listed.isError ||
            toInvite.length + toUpdate.length === 0 ||
            Boolean(parsed.error)
          }
          aria-busy={busy || undefined}
          onPress={() => void send()}
        >
          {busy && <Spinner size="small" aria-label="Sending" />}
          {sendLabel(toInvite.length, toUpdate.length)}
        </Button>
      </div>
    </div>
  )
}

/** A sheet's rows without the empty ones at its end (formatting often leaves some). */
function trimEmptyRows(rows: string[][]): string[][] {
  let end = rows.length
  while (end > 0 && !rows[end - 1]?.some(Boolean)) end--
  return rows.slice(0, end)
}

/** The check column: what sending does with the row, or what is wrong with it. */
function RowCheck({ row }: { row: PlannedRow }) {
  if (row.problems.length > 0) {
    return (
      <ul className="ally-AddVendor-problems">
        {row.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    )
  }
  switch (row.plan?.action) {
    case 'invite':
      return 'New'
    case 'update':
      return `Update ${row.plan.fields.join(', ')}`
    case 'unchanged':
      return 'Up to date'
    default:
      return 'Ready'
  }
}

function PreviewTable({ rows }: { rows: PlannedRow[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll it (axe: scrollable-region-focusable)
    <section className="ally-AddVendor-preview" aria-label="Preview" tabIndex={0}>
      <table className="ally-AddVendor-table">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Contact</th>
            <th scope="col">Country</th>
            <th scope="col">Order types</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.line}
              data-invalid={row.problems.length > 0 || undefined}
              data-action={row.plan?.action}
            >
              <td>{row.line}</td>
              <td>{row.vendor.name}</td>
              <td>{row.vendor.email}</td>
              <td>{row.vendor.contactName}</td>
              <td>{row.vendor.country}</td>
              <td>{row.vendor.orderTypes?.map(orderTypeLabel).join(', ')}</td>
              <td>
                <RowCheck row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
