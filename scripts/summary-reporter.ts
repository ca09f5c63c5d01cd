import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import { SUMMARY_FILE } from './summary-file'

/**
 * Ends the run with one plain line, `N passed, N failed, N skipped`, that CI and people can read
 * without knowing vitest's own output.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 }
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') counts.passed++
        else if (state === 'failed') counts.failed++
        else counts.skipped++
      }
      if (module.state() === 'failed' && !module.children.size) counts.failed++
    }
    console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
    mkdirSync(dirname(SUMMARY_FILE), { recursive: true })
    writeFileSync(SUMMARY_FILE, JSON.stringify(counts))
  }
}
