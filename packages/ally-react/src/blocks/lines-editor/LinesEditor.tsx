import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { cx } from '../../ui/internal/cx'
import { LinesEditorLineFields } from './LinesEditorLineFields'
import { useLineFocus } from './useLineFocus'
import '../detail-page/SourcingButton.css'
import './LinesEditor.css'

/** What every editable line has; a screen's line adds its own fields (prices, files…). */
export interface LinesEditorLine {
  /** React's key only. */
  key: string
  description: string
  quantity: string
  unit: string
}

export interface LinesEditorProps<L extends LinesEditorLine> {
  /** The fieldset's legend: "Lines", "Items". */
  legend: string
  /** One line's name, capitalised: "Line" reads "Line 2", "Remove line 2" and "Add line". */
  noun: string
  lines: L[]
  onChange: (lines: L[]) => void
  /** A blank line, for "Add …". */
  newLine: () => L
  /** Past this many lines, "Add …" is disabled. */
  maxLines: number
  /** The whole list's problem ("Add at least one line."), shown above the rows. */
  problem?: string
  /** Added to the outer fieldset (the screen's section class). */
  className?: string
  /**
   * The line's fields after description, quantity and unit; `change` patches this line. Give a
   * field `className="ally-LinesEditor-wide"` to take the row's whole width.
   */
  children: (line: L, index: number, change: (patch: Partial<L>) => void) => ReactNode
}

/**
 * A list of lines to fill in (an RFQ's items, a PO's lines): one fieldset each with description,
 * quantity and unit, the screen's own fields after them, Remove, and "Add …" under the list. A
 * new row takes focus; removing one moves focus to the row before it, so keyboard users never
 * land on the page's top. The problem is focusable so a form can move focus to it.
 *
 * @example
 * <LinesEditor legend="Lines" noun="Line" lines={lines} onChange={setLines}
 *   newLine={emptyLine} maxLines={500}>
 *   {(line, index, change) => <TextInput label="Unit price" value={line.unitPrice}
 *     onChange={(unitPrice) => change({ unitPrice })} />}
 * </LinesEditor>
 */
export function LinesEditor<L extends LinesEditorLine>({
  legend,
  noun,
  lines,
  onChange,
  newLine,
  maxLines,
  problem,
  className,
  children,
}: LinesEditorProps<L>) {
  const { list, focusLineAfterChange } = useLineFocus()
  const change = (index: number, patch: Partial<L>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)))
  const remove = (index: number) => {
    focusLineAfterChange(Math.max(index - 1, 0))
    onChange(lines.filter((_, at) => at !== index))
  }

  return (
    <fieldset className={cx('ally-LinesEditor', className)}>
      <legend>{legend}</legend>
      {problem && (
        <p className="ally-LinesEditor-problem" role="alert" tabIndex={-1}>
          {problem}
        </p>
      )}
      <ol ref={list}>
        {lines.map((line, index) => (
          <LinesEditorLineFields
            key={line.key}
            line={line}
            index={index}
            noun={noun}
            // The shared fields patch only what every line has, which is part of L.
            onChange={(patch) => change(index, patch as Partial<L>)}
            onRemove={lines.length > 1 ? () => remove(index) : undefined}
          >
            {children(line, index, (patch) => change(index, patch))}
          </LinesEditorLineFields>
        ))}
      </ol>
      <Button
        className="ally-SourcingButton"
        isDisabled={lines.length >= maxLines}
        onPress={() => {
          focusLineAfterChange(lines.length)
          onChange([...lines, newLine()])
        }}
      >
        Add {noun.toLowerCase()}
      </Button>
    </fieldset>
  )
}
