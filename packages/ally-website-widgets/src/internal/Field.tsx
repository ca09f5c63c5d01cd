import type { ReactNode } from 'react'

export interface FieldProps {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** Shown after the label; required fields say nothing, optional ones say so. */
  optional?: boolean
  type?: 'text' | 'email'
  multiline?: boolean
  autoComplete?: string
  maxLength?: number
  /** Help under the field (e.g. a character counter), linked with `aria-describedby`. */
  hint?: ReactNode
}

/** A labelled input whose error is tied to it (`aria-invalid`, `aria-describedby`). */
export function Field({
  id,
  name,
  label,
  value,
  onChange,
  error,
  optional,
  type = 'text',
  multiline,
  autoComplete,
  maxLength,
  hint,
}: FieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined
  const shared = {
    id,
    name,
    value,
    className: 'ally-w-Field-input',
    required: !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    autoComplete,
    maxLength,
  }
  return (
    <div className="ally-w-Field" data-invalid={error ? '' : undefined}>
      <label className="ally-w-Field-label" htmlFor={id}>
        {label}
        {optional && ' '}
        {optional && <span className="ally-w-Field-optional">(optional)</span>}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={type === 'email' ? 'email' : undefined}
          spellCheck={type === 'email' ? false : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {hint && (
        <p className="ally-w-Field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ally-w-Field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}
