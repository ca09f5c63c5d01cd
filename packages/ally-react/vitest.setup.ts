import { cleanup } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach } from 'vitest'

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Toasts live in
// sonner's module-wide store, which replays active toasts to the next `<Toaster>` that mounts: end
// them too, or one test's toast shows up again in the next.
afterEach(() => {
  cleanup()
  toast.dismiss()
})

// jsdom has no `CSS.escape`, which react-aria's Popover uses to read a CSP nonce <meta>.
globalThis.CSS ??= {
  escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`),
} as typeof CSS
