import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_VERSION } from './version'

describe('SERVER_VERSION', () => {
  it("is the package's own version, read from package.json", () => {
    const packageJson = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string }
    expect(SERVER_VERSION).toBe(packageJson.version)
  })
})
