import type { ReactNode } from 'react'

type IconType = 'success' | 'error' | 'warning'

/** Decorative: the message itself says what happened, so the icons stay out of the a11y tree. */
function ToastIcon({ type, children }: { type: IconType; children: ReactNode }) {
  return (
    <svg
      className="ally-ToastIcon"
      data-type={type}
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 20 20"
      fill="currentColor"
    >
      {children}
    </svg>
  )
}

export const SuccessIcon = (
  <ToastIcon type="success">
    <path
      fillRule="evenodd"
      d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4z"
    />
  </ToastIcon>
)

export const ErrorIcon = (
  <ToastIcon type="error">
    <path
      fillRule="evenodd"
      d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM8.7 7.3a1 1 0 0 0-1.4 1.4L8.6 10l-1.3 1.3a1 1 0 1 0 1.4 1.4l1.3-1.3 1.3 1.3a1 1 0 0 0 1.4-1.4L11.4 10l1.3-1.3a1 1 0 0 0-1.4-1.4L10 8.6 8.7 7.3z"
    />
  </ToastIcon>
)

export const WarningIcon = (
  <ToastIcon type="warning">
    <path
      fillRule="evenodd"
      d="M8.3 2.9a2 2 0 0 1 3.4 0l6 10.6A2 2 0 0 1 16 16.5H4a2 2 0 0 1-1.7-3l6-10.6zM10 6a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V7a1 1 0 0 0-1-1zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
    />
  </ToastIcon>
)
