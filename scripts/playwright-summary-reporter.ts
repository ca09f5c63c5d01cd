import { existsSync, readFileSync, rmSync } from 'node:fs'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { SUMMARY_FILE } from './summary-file'

/**
 * Ends `pnpm test` with one line for the whole run — the unit and integration tests (written by
 * the vitest summary reporter) plus these browser tests: `N passed, N failed, N skipped`.
 */
export default class PlaywrightSummaryReporter implements Reporter {
  private counts = { passed: 0, failed: 0, skipped: 0 }

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count a test once, by its final outcome.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped')
      return
    if (result.status === 'passed') this.counts.passed++
    else if (result.status === 'skipped') this.counts.skipped++
    else this.counts.failed++
  }

  onEnd(result: FullResult): void {
    // Read once: a later browser-only run must not count an old unit run again.
    const earlier = existsSync(SUMMARY_FILE)
      ? (JSON.parse(readFileSync(SUMMARY_FILE, 'utf8')) as typeof this.counts)
      : { passed: 0, failed: 0, skipped: 0 }
    rmSync(SUMMARY_FILE, { force: true })
    // A run that broke outside any test (the server never started, a global time-out) fails too.
    const broken = result.status !== 'passed' && this.counts.failed === 0 ? 1 : 0
    const failed = this.counts.failed + earlier.failed + broken
    console.log(
      `\nBrowser tests: ${this.counts.passed} passed, ${this.counts.failed} failed, ${this.counts.skipped} skipped`,
    )
    console.log(
      `\n${this.counts.passed + earlier.passed} passed, ${failed} failed, ${this.counts.skipped + earlier.skipped} skipped`,
    )
  }
}
