// "Import lines", "Export lines" and a template above an RFQ's items: a file is read in the
// browser, previewed row by row (added, updated, unchanged, problems) and applied only on "Apply".
import { MAX_ORDER_LINES } from '@ally/sdk'
import { useId, useMemo, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { FileTrigger } from 'react-aria-components/FileTrigger'
import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup'
import { loadSpreadsheet } from '../../../blocks/spreadsheets/loadSpreadsheet'
import { SpreadsheetMenu } from '../../../blocks/spreadsheets/SpreadsheetMenu'
import { isSpreadsheetError } from '../../../blocks/spreadsheets/spreadsheetKinds'
import {
  applyImportedLines,
  type ImportedLine,
  type LinePlan,
  linesFile,
  lineTemplateFile,
  readLineRows,
} from './lineSheet'
import type { LineDraft } from './rfqForm'
import '../../../blocks/detail-page/SourcingButton.css'

const ACCEPTED = [
  '.csv',
  '.xlsx',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]

type Mode = 'merge' | 'replace'

export interface LineImportProps {
  lines: LineDraft[]
  onChange: (lines: LineDraft[]) => void
}

const itemsWord = (count: number) => (count === 1 ? '1 item' : `${count} items`)

function planText(plan: LinePlan | undefined, problems: string[]): string {
  if (problems.length) return problems.join('; ')
  if (!plan) return ''
  if (plan.action === 'add') return 'New'
  if (plan.action === 'update') return `Update ${plan.fields.join(', ')}`
  return 'Unchanged'
}

/**
 * A spreadsheet of lines read, planned against the form's lines (merge or replace), and applied:
 * what the file holds, what applying would do, and the last problem or outcome to announce.
 */
function useLineImport(lines: LineDraft[], onChange: (lines: LineDraft[]) => void) {
  const [loaded, setLoaded] = useState<{ fileName: string; rows: ImportedLine[] } | null>(null)
  const [mode, setMode] = useState<Mode>('merge')
  const [problem, setProblem] = useState<string>()
  const [applied, setApplied] = useState<string>()

  const result = useMemo(
    () => (loaded ? applyImportedLines(lines, loaded.rows, mode) : undefined),
    [loaded, lines, mode],
  )
  const counts = useMemo(() => {
    const plans = [...(result?.plans.values() ?? [])]
    return {
      add: plans.filter((plan) => plan.action === 'add').length,
      update: plans.filter((plan) => plan.action === 'update').length,
      unchanged: plans.filter((plan) => plan.action === 'unchanged').length,
      problems: loaded?.rows.filter((row) => row.problems.length).length ?? 0,
    }
  }, [result, loaded])

  const read = async (file: File | undefined) => {
    if (!file) return
    setProblem(undefined)
    setApplied(undefined)
    try {
      const { readRows } = await loadSpreadsheet()
      const { rows } = await readRows(file)
      const read = readLineRows(rows)
      if (read.error) {
        setLoaded(null)
        setProblem(read.error)
      } else if (read.lines.length === 0) {
        setLoaded(null)
        setProblem(`“${file.name}” has no items.`)
      } else setLoaded({ fileName: file.name, rows: read.lines })
    } catch (error) {
      setLoaded(null)
      setProblem(isSpreadsheetError(error) ? error.message : `“${file.name}” could not be read.`)
    }
  }

  const apply = () => {
    if (!result) return
    onChange(result.lines)
    const changed = counts.add + counts.update
    setApplied(
      changed
        ? `Imported ${itemsWord(changed)} from “${loaded?.fileName}”.`
        : `Nothing changed: the items already match “${loaded?.fileName}”.`,
    )
    setLoaded(null)
  }

  return { loaded, setLoaded, mode, setMode, problem, applied, result, counts, read, apply }
}

/**
 * The items' spreadsheet tools. A row with the description and unit of an item already in the
 * form updates it (quantity, and specifications and target price when given) instead of adding
 * it again, so importing the same file twice changes nothing.
 */
export function LineImport({ lines, onChange }: LineImportProps) {
  const { loaded, setLoaded, mode, setMode, problem, applied, result, counts, read, apply } =
    useLineImport(lines, onChange)
  const filled = lines.some((line) => line.description.trim())

  return (
    <div className="ally-LineImport">
      <div className="ally-LineImport-tools">
        <FileTrigger
          acceptedFileTypes={ACCEPTED}
          onSelect={(files) => void read(files ? Array.from(files)[0] : undefined)}
        >
          <Button className="ally-SourcingButton">Import lines</Button>
        </FileTrigger>
        <SpreadsheetMenu
          label="Export lines"
          buttonClass="ally-SourcingButton"
          isDisabled={!filled}
          onDownload={(kind) => linesFile(kind, lines)}
        />
        <SpreadsheetMenu
          label="Lines template"
          buttonClass="ally-SourcingButton"
          onDownload={lineTemplateFile}
        />
      </div>
      <p className="ally-LineImport-hint">
        CSV or Excel (.xlsx), up to 1 MB: Description, Quantity, Unit, Specifications, Target unit
        price. An item with the same description and unit is updated, not added twice.
      </p>
      {problem && (
        <p role="alert" className="ally-LineImport-problem">
          {problem}
        </p>
      )}
      {applied && (
        <p role="status" className="ally-LineImport-status">
          {applied}
        </p>
      )}
      {loaded && result && (
        <ImportPreview
          loaded={loaded}
          result={result}
          mode={mode}
          onMode={setMode}
          counts={counts}
          onApply={apply}
          onCancel={() => setLoaded(null)}
        />
      )}
    </div>
  )
}

/** The file's rows before they are applied: merge or replace, what each row does, Apply or Cancel. */
function ImportPreview({
  loaded,
  result,
  mode,
  onMode,
  counts,
  onApply,
  onCancel,
}: {
  loaded: { fileName: string; rows: ImportedLine[] }
  result: ReturnType<typeof applyImportedLines>
  mode: Mode
  onMode: (mode: Mode) => void
  counts: { add: number; update: number; unchanged: number; problems: number }
  onApply: () => void
  onCancel: () => void
}) {
  const previewId = useId()
  const tooMany = result.lines.length > MAX_ORDER_LINES
  return (
    <section className="ally-LineImport-preview" aria-labelledby={previewId}>
      <h3 id={previewId}>Import from “{loaded.fileName}”</h3>
      <RadioGroup
        className="ally-LineImport-mode"
        value={mode}
        onChange={(value) => onMode(value as Mode)}
      >
        <Label>Items already in the form</Label>
        <Radio value="merge" className="ally-LineImport-radio">
          Keep them; update the matching ones
        </Radio>
        <Radio value="replace" className="ally-LineImport-radio">
          Replace them with the file's items
        </Radio>
      </RadioGroup>
      <p className="ally-LineImport-summary" aria-live="polite">
        {counts.add} to add, {counts.update} to update, {counts.unchanged} unchanged
        {counts.problems > 0 && `, ${counts.problems} with problems (left out)`}
      </p>
      {tooMany && (
        <p role="alert" className="ally-LineImport-problem">
          That makes {result.lines.length} items; one request takes at most {MAX_ORDER_LINES}.
        </p>
      )}
      <ImportRowsTable rows={loaded.rows} plans={result.plans} />
      <div className="ally-LineImport-actions">
        <Button
          className="ally-SourcingButton"
          data-variant="primary"
          isDisabled={tooMany || counts.add + counts.update + counts.unchanged === 0}
          onPress={onApply}
        >
          Apply
        </Button>
        <Button className="ally-SourcingButton" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  )
}

/** Each row of the file and what applying does with it (add, update, unchanged, or its problems). */
function ImportRowsTable({
  rows,
  plans,
}: {
  rows: ImportedLine[]
  plans: ReturnType<typeof applyImportedLines>['plans']
}) {
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll it (axe: scrollable-region-focusable) */}
      <section className="ally-LineImport-table" tabIndex={0} aria-label="Rows to import">
        <table>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Description</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit</th>
              <th scope="col">Target price</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line} data-invalid={row.problems.length > 0 || undefined}>
                <td>{row.line}</td>
                <td>{row.values.description}</td>
                <td>{row.values.quantity}</td>
                <td>{row.values.unit}</td>
                <td>{row.values.targetPrice}</td>
                <td>{planText(plans.get(row.line), row.problems)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  )
}
