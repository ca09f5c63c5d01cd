import { TextInput } from '../../ui/TextInput'

export interface SearchBoxProps {
  /** What it searches: "Search quotes". */
  label: string
  /** An example of what to type: "Title or reference (TA-0042)". */
  hint: string
  /** The box's text and its setter (`useSearchFilter`'s, or a screen's own state). */
  term: readonly [string, (term: string) => void]
  className?: string
}

/** A list's search box: a labelled search input with an example of what to type. */
export function SearchBox({ label, hint, term: [value, onChange], className }: SearchBoxProps) {
  return (
    <TextInput
      className={className}
      label={label}
      type="search"
      value={value}
      onChange={onChange}
      placeholder={hint}
    />
  )
}
