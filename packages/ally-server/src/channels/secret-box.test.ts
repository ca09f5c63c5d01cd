import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { secretBox } from './secret-box'

describe('secretBox', () => {
  const box = secretBox(randomBytes(32))

  it('opens what it sealed, and never seals the same secret the same way twice', () => {
    const first = box.seal('1//refresh-token')
    expect(box.open(first)).toBe('1//refresh-token')
    expect(box.seal('1//refresh-token')).not.toBe(first)
    expect(first).not.toContain('refresh')
  })

  it('refuses a changed byte, another key’s seal and anything that is not a seal', () => {
    const sealed = box.seal('app-password')
    const last = sealed.at(-1) === 'A' ? 'B' : 'A'
    expect(box.open(`${sealed.slice(0, -1)}${last}`)).toBeNull()
    expect(secretBox(randomBytes(32)).open(sealed)).toBeNull()
    expect(box.open('app-password')).toBeNull()
  })

  it('needs a 32-byte key', () => {
    expect(() => secretBox(randomBytes(16))).toThrow('32-byte key')
  })
})
