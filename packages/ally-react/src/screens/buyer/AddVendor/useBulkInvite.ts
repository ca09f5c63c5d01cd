import { getErrorMessage } from '@ally/sdk'
import { type ChangeEvent, useDeferredValue, useMemo, useState } from 'react'
import { rowsToCsv } from '../../../blocks/spreadsheets/delimited'
import { loadSpreadsheet } from '../../../blocks/spreadsheets/loadSpreadsheet'
import { isSpreadsheetError } from '../../../blocks/spreadsheets/spreadsheetKinds'
import { useUpdateVendors, useVendorsByEmail } from '../../../queries/vendors'
import { toast } from '../../../ui/Toaster'
import type { InviteFormProps, InviteVendorsResult } from './inviteTypes'
import {
  keepVendorRows,
  MAX_VENDOR_FILE_BYTES,
  type ParsedVendorRow,
  parseVendorRows,
} from './parseVendorRows'
import { planVendorRow, type VendorRowPlan } from './planVendorImport'

export type PlannedRow = ParsedVendorRow & { plan?: VendorRowPlan }

export const vendorsWord = (count: number) => (count === 1 ? '1 vendor' : `${count} vendors`)

/** What happened to the corrections of the last send. */
export interface UpdateReport {
  updated: number
  failed: number
}

/** A row with the server's reason added when the server refused its e-mail before. */
function withRefusal(row: ParsedVendorRow, refused: ReadonlyMap<string, string>): ParsedVendorRow {
  const reason = refused.get(row.vendor.email.toLowerCase())
  return reason ? { ...row, problems: [...row.problems, reason] } : row
}

/** The server's reason for each update it refused, by lower-cased e-mail. */
function refusalsOf(
  updates: readonly { row: ParsedVendorRow }[],
  results: readonly ({ error: unknown } | object)[],
): Map<string, string> {
  const failed = new Map<string, string>()
  results.forEach((result, index) => {
    const email = updates[index]?.row.vendor.email.toLowerCase()
    if ('error' in result && email) failed.set(email, getErrorMessage(result.error))
  })
  return failed
}

/** A sheet's rows without the empty ones at its end (formatting often leaves some). */
function trimEmptyRows(rows: string[][]): string[][] {
  let end = rows.length
  while (end > 0 && !rows[end - 1]?.some(Boolean)) end--
  return rows.slice(0, end)
}

/** A chosen file read as the box's text; throws readSheet's `SpreadsheetError` when it cannot. */
async function readVendorFile(chosen: File): Promise<string> {
  const { readSheet } = await loadSpreadsheet()
  const sheet = await readSheet(chosen, { maxBytes: MAX_VENDOR_FILE_BYTES })
  // A workbook becomes CSV text in the box, one line per sheet row, to correct like a paste.
  return sheet.kind === 'csv' ? sheet.text : rowsToCsv(trimEmptyRows(sheet.rows))
}

/** The updates the planned rows ask for, each with the row it came from. */
function plannedUpdates(rows: readonly PlannedRow[]) {
  return rows.flatMap((row) =>
    row.plan?.action === 'update' ? [{ row, id: row.plan.vendorId, body: row.plan.changes }] : [],
  )
}

/** The refusals known before a send, with those of its updates and invites added. */
function withNewRefusals(
  previous: ReadonlyMap<string, string>,
  failedUpdates: ReadonlyMap<string, string>,
  result?: InviteVendorsResult,
): Map<string, string> {
  const next = new Map([...previous, ...failedUpdates])
  for (const rejection of result?.rejected ?? []) {
    next.set(rejection.email.toLowerCase(), rejection.message)
  }
  return next
}

/** Whether a row stays in the box after a send: it has problems, or the server refused it. */
function staysInBox(
  row: ParsedVendorRow,
  refusedInviteLines: ReadonlySet<number | undefined>,
  failedUpdates: ReadonlyMap<string, string>,
): boolean {
  return (
    row.problems.length > 0 ||
    refusedInviteLines.has(row.line) ||
    failedUpdates.has(row.vendor.email.toLowerCase())
  )
}

/**
 * The parsed rows matched to the vendor list and planned (invite, update, unchanged); rows with
 * problems get no plan.
 */
function usePlannedRows(parsedRows: readonly ParsedVendorRow[]) {
  // The list is read once there is something to match against it.
  const listed = useVendorsByEmail(parsedRows.length > 0)
  const rows = useMemo(
    (): PlannedRow[] =>
      parsedRows.map((row) =>
        row.problems.length === 0 && listed.data
          ? {
              ...row,
              plan: planVendorRow(row.vendor, listed.data.get(row.vendor.email.toLowerCase())),
            }
          : row,
      ),
    [parsedRows, listed.data],
  )
  return { listed, rows, checking: parsedRows.length > 0 && listed.isPending }
}

/** Sending the corrections to listed vendors, and the report of the last send. */
function useVendorUpdates() {
  const [updating, setUpdating] = useState(false)
  const [updateReport, setUpdateReport] = useState<UpdateReport | null>(null)
  const updateVendors = useUpdateVendors()

  // Answers the server's reason by e-mail, so the refused rows stay in the box with it.
  const sendUpdates = async (updates: ReturnType<typeof plannedUpdates>) => {
    if (!updates.length) return new Map<string, string>()
    setUpdating(true)
    const failed = refusalsOf(updates, await updateVendors(updates))
    setUpdating(false)
    const updated = updates.length - failed.size
    if (updated) toast.success(`Updated ${vendorsWord(updated)}.`)
    setUpdateReport({ updated, failed: failed.size })
    return failed
  }

  return { updating, updateReport, setUpdateReport, sendUpdates }
}

/**
 * The bulk invite's rows: the box's text (pasted, or a file read into it) parsed, matched to the
 * vendor list, and planned (invite, update, unchanged); `send` invites the new, updates the
 * listed, and leaves in the box only what was refused or has problems.
 */
export function useBulkInvite({ pending, onSend }: InviteFormProps) {
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
  const { listed, rows, checking } = usePlannedRows(parsed.rows)
  const { updating, updateReport, setUpdateReport, sendUpdates } = useVendorUpdates()
  const toInvite = rows.filter((row) => row.plan?.action === 'invite')
  const toUpdate = rows.filter((row) => row.plan?.action === 'update')
  const unchanged = rows.filter((row) => row.plan?.action === 'unchanged').length
  const withProblems = rows.filter((row) => row.problems.length > 0).length
  const busy = pending || updating

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const chosen = input.files?.[0]
    if (!chosen) return
    try {
      setText(await readVendorFile(chosen))
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
    setUpdateReport(null)
    const failed = await sendUpdates(plannedUpdates(toUpdate))
    const finish = (result?: InviteVendorsResult) => {
      const refusedLines = new Set(
        (result?.rejected ?? []).map((rejection) => invites[rejection.index]?.line),
      )
      setRefused((previous) => withNewRefusals(previous, failed, result))
      setText(keepVendorRows(source, parsed, (row) => staysInBox(row, refusedLines, failed)))
      setFile({})
    }
    if (invites.length) onSend(invites, finish)
    else finish()
  }

  return {
    text,
    setText,
    file,
    readFile,
    parsed,
    listed,
    rows,
    checking,
    toInvite,
    toUpdate,
    unchanged,
    withProblems,
    busy,
    updateReport,
    send,
  }
}
