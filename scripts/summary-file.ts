import { join } from 'node:path'

/** Where the vitest run leaves its counts for the browser tests' closing line. */
export const SUMMARY_FILE = join(process.cwd(), 'test-results', 'unit-summary.json')
