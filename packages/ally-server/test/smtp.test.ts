import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startHarness, uniqueEmail } from './harness'

interface Received {
  to: string[]
  raw: string
}

describe('mail over a real SMTP server', () => {
  const received: Received[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8')
      })
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  let h: Harness

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const { port } = smtp.server.address() as AddressInfo
    h = await startHarness('pglite', {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Ally <hello@ally.test>',
    })
  })
  afterAll(async () => {
    await h?.close()
    await new Promise<void>((resolve) => smtp.close(resolve))
  })

  it('delivers the signup code, and mounts no dev outbox', async () => {
    const email = uniqueEmail('smtp')
    await h.api.auth.signup({
      body: {
        firstName: 'Ada',
        lastName: 'Obi',
        email,
        password: 'correct-horse-1',
        businessName: 'Mail Ltd',
      },
    })
    const mail = received.find((m) => m.to.includes(email))
    expect(mail?.raw).toMatch(/Subject: Your Ally code: \d{6}/)
    expect(mail?.raw).toContain('From: Ally <hello@ally.test>')
    expect(mail?.raw).toContain('text/html')

    const outbox = await h.app.inject({
      method: 'GET',
      url: `/api/v1/dev/mail?to=${encodeURIComponent(email)}`,
      headers: { 'access-key': 'pk_test_integration' },
    })
    expect(outbox.statusCode).toBe(404)
  })
})
