import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())

// jsdom has no `CSS.escape`, which react-aria's Popover uses to read a CSP nonce <meta>.
globalThis.CSS ??= {
  escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`),
} as typeof CSS
