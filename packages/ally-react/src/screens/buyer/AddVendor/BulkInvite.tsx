// Inviting many vendors at once: pasted rows or a CSV/XLSX file, checked row by row and matched
// to the vendor list before sending (a listed e-mail corrects that vendor instead).
import { formatNumber, getErrorMessage } from '@ally/sdk'
import { type ChangeEvent, useId } from 'react'
import { Button } from 'react-aria-components/Button'
import { TextArea } from 'react-aria-components/TextArea'
import { Label, Text, TextField } from 'react-aria-components/TextField'
import { SpreadsheetMenu } from '../../../blocks/spreadsheets/SpreadsheetMenu'
import { SPREADSHEET_ACCEPT } from '../../../blocks/spreadsheets/spreadsheetKinds'
import { orderTypeLabel } from '../../../blocks/vendors/OrderTypesField'
import { vendorTemplateFile } from '../../../blocks/vendors/vendorSheet'
import { Spinner } from '../../../ui/Spinner'
import type { InviteFormProps } from './inviteTypes'
import { MAX_VENDOR_ROWS } from './parseVendorRows'
import { type PlannedRow, useBulkInvite, vendorsWord } from './useBulkInvite'
import '../../../blocks/detail-page/sourcing.css'

/** The send button's words: what it will do, e.g. "Invite 3 and update 2 vendors". */
function sendLabel(invite: number, update: number): string {
  if (update === 0) return `Invite ${vendorsWord(invite)}`
  if (invite === 0) return `Update ${vendorsWord(update)}`
  return `Invite ${invite} and update ${vendorsWord(update)}`
}

export function BulkInvite(props: InviteFormProps) {
  const bulk = useBulkInvite(props)
  const { text, setText, file, parsed, listed, rows, checking, toInvite, toUpdate, busy } = bulk

  return (
    <div className="ally-AddVendor-bulk">
      <TextField className="ally-AddVendor-paste" value={text} onChange={setText}>
        <Label>Paste vendors</Label>
        <TextArea
          rows={8}
          className="ally-SourcingTextArea ally-SourcingTextArea-mono"
          spellCheck={false}
        />
        <Text slot="description" className="ally-AddVendor-hint">
          One vendor per line: name, e-mail, then optionally contact name, phone, country and order
          types separated by “;”. Put values that contain commas in double quotes. An e-mail already
          in your list updates that vendor instead of inviting it again.
        </Text>
      </TextField>
      <VendorFileField fileName={file.name} onChange={(event) => void bulk.readFile(event)} />
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
      {bulk.updateReport && (
        <p role="status" className="ally-AddVendor-summary">
          Updated {vendorsWord(bulk.updateReport.updated)}
          {bulk.updateReport.failed > 0 &&
            `; ${bulk.updateReport.failed} could not be updated and ${bulk.updateReport.failed === 1 ? 'stays' : 'stay'} in the box with the reason`}
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
                {bulk.unchanged > 0 && `, ${bulk.unchanged} already up to date`}
                {bulk.withProblems > 0 &&
                  `, ${bulk.withProblems} with problems (${bulk.withProblems === 1 ? 'it is' : 'they are'} not sent until corrected or removed)`}
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
          onPress={() => void bulk.send()}
        >
          {busy && <Spinner size="small" aria-label="Sending" />}
          {sendLabel(toInvite.length, toUpdate.length)}
        </Button>
      </div>
    </div>
  )
}

/** A CSV or Excel file to read into the box, the formats it takes, and the template to start from. */
function VendorFileField({
  fileName,
  onChange,
}: {
  fileName?: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  const fileId = useId()
  const fileHintId = useId()
  return (
    <div className="ally-AddVendor-file">
      <label htmlFor={fileId}>Or upload a CSV or Excel file</label>
      <input
        id={fileId}
        type="file"
        accept={SPREADSHEET_ACCEPT}
        aria-describedby={fileHintId}
        onChange={onChange}
      />
      <small id={fileHintId}>
        .csv or .xlsx with a header row: Name, E-mail, Contact name, Phone, Country, Order types,
        Address (as in the template, or an export of your list). Up to 1 MB and{' '}
        {formatNumber(MAX_VENDOR_ROWS, 0)} vendors.
        {fileName ? ` Loaded “${fileName}” into the box above, where you can correct it.` : ''}
      </small>
      <SpreadsheetMenu
        label="Download template"
        secondary
        className="ally-AddVendor-template"
        onDownload={vendorTemplateFile}
      />
    </div>
  )
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
