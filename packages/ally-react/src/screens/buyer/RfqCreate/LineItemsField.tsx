import { type FileRef, MAX_ORDER_LINES } from '@ally/sdk'
import { FieldError, Label, TextArea, TextField } from 'react-aria-components/TextField'
import { AttachFiles } from '../../../blocks/attachments/Attachments'
import { LinesEditor } from '../../../blocks/lines-editor/LinesEditor'
import { AmountInput } from '../../../ui/TextInput/AmountInput'
import { LineImport } from './LineImport'
import { emptyLine, type LineDraft } from './rfqForm'

export interface LineItemsFieldProps {
  lines: LineDraft[]
  onChange: (lines: LineDraft[]) => void
  currency: string
  /** The whole list's problem ("Add at least one item."), shown above the rows. */
  problem?: string
  /** Uploads a file chosen for a line (the buyer's `uploadFile`). */
  upload: (file: File) => Promise<FileRef>
}

/**
 * The items asked for, one row each: description, quantity and unit, an optional target price
 * (never shown to vendors) and specifications (LinesEditor handles the rows and their focus),
 * with import and export as CSV or Excel above them (LineImport).
 */
export function LineItemsField({
  lines,
  onChange,
  currency,
  problem,
  upload,
}: LineItemsFieldProps) {
  return (
    <>
      <LineImport lines={lines} onChange={onChange} />
      <LinesEditor
        className="ally-RfqCreate-section"
        legend="Items"
        noun="Item"
        lines={lines}
        onChange={onChange}
        newLine={emptyLine}
        maxLines={MAX_ORDER_LINES}
        problem={problem}
      >
        {(line, index, change) => (
          <>
            <AmountInput
              label={`Target unit price (${currency.toUpperCase()})`}
              name={`lines.${index}.targetPrice`}
              description="Optional; vendors never see it."
              value={line.targetPrice}
              onChange={(targetPrice) => change({ targetPrice })}
              cents
            />
            <TextField
              className="ally-LinesEditor-wide ally-LinesEditor-text"
              name={`lines.${index}.specifications`}
              value={line.specifications}
              onChange={(specifications) => change({ specifications })}
              maxLength={2000}
            >
              <Label>Specifications (optional)</Label>
              <TextArea className="ally-SourcingTextArea" rows={2} />
              <FieldError className="ally-TextInput-error" />
            </TextField>
            <div className="ally-LinesEditor-wide">
              <AttachFiles
                label={`Files for item ${index + 1}`}
                files={line.attachments}
                onChange={(attachments) => change({ attachments })}
                upload={upload}
              />
            </div>
          </>
        )}
      </LinesEditor>
    </>
  )
}
