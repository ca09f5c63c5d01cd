import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach } from 'vitest'

// CI runs this suite beside the server's PostgreSQL suite on 2 cores, where a debounced search and
// its re-render can take over a second; waiting up to 5 s keeps a slow machine from failing a
// screen that works. A screen that never gets there still fails.
configure({ asyncUtilTimeout: 5_000 })

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
