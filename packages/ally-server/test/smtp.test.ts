import { sendContactMessage } from '@ally/sdk/website'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmtpMailer } from '../src/services/mail'
import { rfqThread } from '../src/services/mail-threads'
import { type Harness, startHarness, uniqueEmail } from './harness'
import { startSmtpSink } from './smtp-sink'

describe('mail over a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>
  let h: Harness

  beforeAll(async () => {
    smtp = await startSmtpSink()
    h = await startHarness('embedded', { smtpUrl: smtp.url, mailFrom: 'Ally <hello@ally.test>' })
  })
  afterAll(async () => {
    await h?.close()
    await smtp?.close()
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
    // Sent after the sign-up committed, without the request waiting for the mail server.
    await h.context.mail.idle()
    const mail = smtp.to(email)
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

  it('sends a website contact message to ALLY_CONTACT_TO, with its author as reply-to', async () => {
    const team = uniqueEmail('team')
    const author = uniqueEmail('author')
    const server = await startHarness('embedded', { smtpUrl: smtp.url, contactTo: team })
    try {
      await server.api.request(sendContactMessage, {
        body: { name: 'Ngozi Okafor', email: author, message: 'Do you ship to Kano?' },
      })
      await server.context.mail.idle()
      const mail = smtp.to(team)
      expect(mail?.raw).toContain('Subject: Website message from Ngozi Okafor')
      expect(mail?.raw).toContain(`Reply-To: ${author}`)
    } finally {
      await server.close()
    }
  })

  it('sends a message that starts a thread with the thread in its Message-ID', async () => {
    const to = uniqueEmail('vendor')
    const mailer = createSmtpMailer(smtp.url, 'Ally <hello@ally.test>')
    await mailer.send({
      to,
      subject: 'RFQ TA-1',
      text: 'Items',
      html: '<p>Items</p>',
      thread: rfqThread('0193a4b2-7c1d-7e2f-8a3b-4c5d6e7f8091'),
      attachments: [],
    })
    expect(smtp.to(to)?.raw).toMatch(
      /Message-ID:\s+<rfq\.0193a4b2-7c1d-7e2f-8a3b-4c5d6e7f8091\.[\da-f]{12}@ally\.test>/i,
    )
  })
})
