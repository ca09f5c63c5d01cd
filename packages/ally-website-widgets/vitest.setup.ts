import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// CI runs this suite beside the server's on 2 cores: give a slow re-render time before failing.
configure({ asyncUtilTimeout: 5_000 })

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
})
