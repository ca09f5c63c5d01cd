// Inviting many vendors at once: pasted rows or a CSV file, checked row by row before sending.
import { formatNumber } from '@ally/sdk'
import { type ChangeEvent, useDeferredValue, useId, useMemo, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { TextArea } from 'react-aria-components/TextArea'
import { Label, Text, TextField } from 'react-aria-components/TextField'
import { Spinner } from '../../../ui/Spinner'
import { orderTypeLabel } from '../../shared/OrderTypesField'
import type { InviteFormProps } from './inviteTypes'
import {
  keepVendorRows,
  MAX_VENDOR_FILE_BYTES,
  MAX_VENDOR_ROWS,
  type ParsedVendorRow,
  parseVendorRows,
} from './parseVendorRows'

/** A file's text as UTF-8 (FileReader: `Blob.text()` is missing from older browsers and jsdom). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result ?? ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(file, 'utf-8')
  })
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
  // Parsing 1,000 rows is quick, but typing should never wait for it.
  const source = useDeferredValue(text)
  const parsed = useMemo(() => {
    const read = parseVendorRows(source)
    return { ...read, rows: read.rows.map((row) => withRefusal(row, refused)) }
  }, [source, refused])
  const ready = parsed.rows.filter((row) => row.problems.length === 0)
  const withProblems = parsed.rows.length - ready.length
  const fileId = useId()
  const fileHintId = useId()

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const chosen = input.files?.[0]
    if (!chosen) return
    if (chosen.size > MAX_VENDOR_FILE_BYTES) {
      input.value = ''
      setFile({
        error: `“${chosen.name}” is over 1 MB. Choose a smaller file, or split it.`,
      })
      return
    }
    try {
      setText(await readText(chosen))
      setFile({ name: chosen.name })
    } catch {
      setFile({ error: `“${chosen.name}” could not be read.` })
    }
  }

  // Only the rows sent and accepted leave the box: rows with problems, and rows the server
  // refused (with its reason), stay until the user corrects or removes them.
  const send = () => {
    const sent = ready.map(({ line, vendor }) => ({ line, vendor }))
    onSend(sent, (result) => {
      const refusedLines = new Set(result.rejected.map((rejection) => sent[rejection.index]?.line))
      setRefused((previous) => {
        const next = new Map(previous)
        for (const rejection of result.rejected) {
          next.set(rejection.email.toLowerCase(), rejection.message)
        }
        return next
      })
      setText(
        keepVendorRows(
          source,
          parsed,
          (row) => row.problems.length > 0 || refusedLines.has(row.line),
        ),
      )
      setFile({})
    })
  }

  return (
    <div className="ally-AddVendor-bulk">
      <TextField className="ally-AddVendor-paste" value={text} onChange={setText}>
        <Label>Paste vendors</Label>
        <TextArea rows={8} className="ally-AddVendor-textarea" spellCheck={false} />
        <Text slot="description" className="ally-AddVendor-hint">
          One vendor per line: name, e-mail, then optionally contact name, phone, country and order
          types separated by “;”. Put values that contain commas in double quotes.
        </Text>
      </TextField>
      <div className="ally-AddVendor-file">
        <label htmlFor={fileId}>Or upload a CSV file</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={fileHintId}
          onChange={(event) => void readFile(event)}
        />
        <small id={fileHintId}>
          With a header row: name,email,contactName,phone,country,orderTypes. Up to 1 MB and{' '}
          {formatNumber(MAX_VENDOR_ROWS, 0)} vendors.
          {file.name ? ` Loaded “${file.name}” into the box above, where you can correct it.` : ''}
        </small>
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
      {parsed.rows.length > 0 && (
        <>
          <p className="ally-AddVendor-summary" aria-live="polite">
            {ready.length} ready to invite
            {withProblems > 0 &&
              `, ${withProblems} with problems (${withProblems === 1 ? 'it is' : 'they are'} not sent until corrected or removed)`}
          </p>
          <PreviewTable rows={parsed.rows} />
        </>
      )}
      <div className="ally-AddVendor-actions">
        <Button
          className="ally-VendorButton"
          isDisabled={pending || ready.length === 0 || Boolean(parsed.error)}
          aria-busy={pending || undefined}
          onPress={send}
        >
          {pending && <Spinner size="small" aria-label="Sending" />}
          {ready.length === 1 ? 'Invite 1 vendor' : `Invite ${ready.length} vendors`}
        </Button>
      </div>
    </div>
  )
}

function PreviewTable({ rows }: { rows: ParsedVendorRow[] }) {
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
            <th scope="col">Check</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ line, vendor, problems }) => (
            <tr key={line} data-invalid={problems.length > 0 || undefined}>
              <td>{line}</td>
              <td>{vendor.name}</td>
              <td>{vendor.email}</td>
              <td>{vendor.contactName}</td>
              <td>{vendor.country}</td>
              <td>{vendor.orderTypes?.map(orderTypeLabel).join(', ')}</td>
              <td>
                {problems.length === 0 ? (
                  'Ready'
                ) : (
                  <ul className="ally-AddVendor-problems">
                    {problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
