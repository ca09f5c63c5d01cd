import { type FileRef, getErrorMessage, MAX_ATTACHMENTS, MAX_UPLOAD_BYTES } from '@ally/sdk'
import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { FileTrigger } from 'react-aria-components/FileTrigger'
import { formatFileSize } from '../../ui/format'
import './Attachments.css'
import '../detail-page/SourcingButton.css'

// Files on an RFQ's lines (the buyer's drawings) and on a vendor's answer. Every link is a
// signed download the server hands only to those who may read it (docs/product-rules.md#files).

/** What the server takes (docs/product-rules.md#files); it sniffs the bytes all the same. */
const ACCEPTED_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/csv',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]

const FileName = ({ file }: { file: FileRef }) => (
  <>
    <a className="ally-Attachments-link" href={file.url} download={file.name}>
      {file.name}
    </a>{' '}
    <span className="ally-Attachments-size">{formatFileSize(file.size)}</span>
  </>
)

export interface AttachmentListProps {
  files: readonly FileRef[]
  /** Names the list for screen readers, e.g. "Files for Gate valve DN80". */
  label: string
}

/** Downloadable files, each with its size; nothing at all when there are none. */
export function AttachmentList({ files, label }: AttachmentListProps) {
  if (!files.length) return null
  return (
    <ul className="ally-Attachments" aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <FileName file={file} />
        </li>
      ))}
    </ul>
  )
}

export interface AttachFilesProps {
  files: readonly FileRef[]
  onChange: (files: FileRef[]) => void
  /** Stores one chosen file and resolves to it (the upload endpoint of the reader's realm). */
  upload: (file: File) => Promise<FileRef>
  /** The group's visible label, e.g. "Files for item 1". */
  label: string
  isDisabled?: boolean
}

/**
 * Attach files, see them and take them off again. Each chosen file is uploaded at once; one
 * the server refuses (a type it does not take, too large) is named with the reason and left out.
 */
export function AttachFiles({ files, onChange, upload, label, isDisabled }: AttachFilesProps) {
  const [uploading, setUploading] = useState<string[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const problemId = useId()
  const room = MAX_ATTACHMENTS - files.length

  async function attach(list: FileList | null) {
    const chosen = [...(list ?? [])]
    const taken = chosen.slice(0, Math.max(room, 0))
    const problems =
      chosen.length > taken.length ? [`Up to ${MAX_ATTACHMENTS} files each.`] : ([] as string[])
    setUploading(taken.map((file) => file.name))
    const added: FileRef[] = []
    for (const file of taken) {
      try {
        added.push(await upload(file))
      } catch (error) {
        problems.push(`${file.name}: ${getErrorMessage(error)}`)
      }
    }
    setUploading([])
    setProblem(problems.join(' ') || null)
    if (added.length) onChange([...files, ...added])
  }

  return (
    <fieldset className="ally-AttachFiles">
      <legend className="ally-AttachFiles-label">{label}</legend>
      {files.length > 0 && (
        <ul className="ally-Attachments">
          {files.map((file) => (
            <li key={file.id}>
              <FileName file={file} />
              <Button
                className="ally-AttachFiles-remove"
                aria-label={`Remove ${file.name}`}
                isDisabled={isDisabled}
                onPress={() => onChange(files.filter((kept) => kept.id !== file.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="ally-AttachFiles-status" role="status">
        {uploading.length ? `Uploading ${uploading.join(', ')}…` : ''}
      </p>
      {problem && (
        <p className="ally-AttachFiles-problem" id={problemId} role="alert">
          {problem}
        </p>
      )}
      <FileTrigger allowsMultiple acceptedFileTypes={ACCEPTED_TYPES} onSelect={attach}>
        <Button
          className="ally-SourcingButton"
          data-variant="secondary"
          isDisabled={isDisabled || room <= 0 || uploading.length > 0}
          isPending={uploading.length > 0}
          aria-describedby={problem ? problemId : undefined}
        >
          Attach files
        </Button>
      </FileTrigger>
      <span className="ally-AttachFiles-hint">
        PDF, PNG, JPEG, WebP, CSV, XLSX or DOCX; up to {MAX_ATTACHMENTS} files of{' '}
        {MAX_UPLOAD_BYTES / (1024 * 1024)} MB each.
      </span>
    </fieldset>
  )
}
