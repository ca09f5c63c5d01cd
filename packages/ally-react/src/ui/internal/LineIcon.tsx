import type { ReactNode } from 'react'

/** A decorative line icon (24-unit grid) drawn in the text's colour, hidden from assistive tech. */
export function LineIcon({
  size,
  className,
  children,
}: {
  size: number
  className?: string
  children: ReactNode
}) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}
