import { describe, expect, it } from 'vitest'
import { publicHostProblem } from './host-check'

describe('a mail server the buyer names', () => {
  it('may not be inside the server’s own network in production', async () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '10.0.0.5',
      '192.168.1.20',
      '169.254.169.254',
      '::1',
      '::ffff:127.0.0.1',
    ])
      expect(await publicHostProblem(host, false), host).toMatch(/inside the server's own network/)
    expect(await publicHostProblem('8.8.8.8', false)).toBeNull()
  })

  it('may be on this machine outside production, and is a name or an address either way', async () => {
    expect(await publicHostProblem('127.0.0.1', true)).toBeNull()
    expect(await publicHostProblem('imap.example.com/x', true)).toMatch(/name or an IP address/)
  })
})
