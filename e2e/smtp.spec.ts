import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { SMTPServer } from 'smtp-server'
import { newEmail, onboard, signUp } from './support'

// The other browser tests read mail from the dev outbox; this one runs a second server that
// delivers over SMTP to a real SMTP server started here, as production does.

const port = 3211
const baseURL = `http://localhost:${port}`

interface Delivered {
  to: string[]
  raw: string
}

const delivered: Delivered[] = []
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
      delivered.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw })
      callback()
    })
  },
})

let server: ChildProcess | undefined
let dataDir = ''

test.beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port
  dataDir = mkdtempSync(join(tmpdir(), 'ally-e2e-smtp-'))
  server = spawn(process.execPath, ['packages/ally-server/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      ALLY_DATA_DIR: dataDir,
      ALLY_ACCESS_KEYS: 'pk_e2e_smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Ally <hello@ally.test>',
      APP_URL: baseURL,
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  })
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200)
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  await new Promise<void>((resolve) => smtp.close(resolve))
  rmSync(dataDir, { recursive: true, force: true })
})

test('the sign-up code arrives through a real SMTP server and verifies the account', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const email = newEmail('smtp')
  await signUp(page, email)

  const mailTo = () => delivered.find((m) => m.to.includes(email))
  await expect.poll(() => mailTo() !== undefined).toBe(true)
  const mail = mailTo()
  expect(mail?.raw).toContain('From: Ally <hello@ally.test>')
  const code = /Subject: Your Ally code: (\d{6})/.exec(mail?.raw ?? '')?.[1]
  expect(code).toMatch(/^\d{6}$/)

  await page.getByRole('link', { name: 'Enter the code' }).click()
  await page.getByLabel('Verification code').fill(code as string)
  await page.getByRole('button', { name: 'Verify' }).click()
  await onboard(page)
  await context.close()
})
