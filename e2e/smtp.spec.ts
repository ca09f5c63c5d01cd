import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { startSmtpSink } from '../packages/ally-server/test/smtp-sink'
import { newEmail, onboard, signUp, test } from './support'

// The other browser tests read mail from the dev outbox; this one runs a second server that
// delivers over SMTP to a real SMTP server started here, as production does.

const port = 3211
const baseURL = `http://localhost:${port}`

let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let server: ChildProcess | undefined
let dataDir = ''

test.beforeAll(async () => {
  smtp = await startSmtpSink()
  dataDir = mkdtempSync(join(tmpdir(), 'ally-e2e-smtp-'))
  // Its embedded PostgreSQL runs as another user when the tests run as root.
  chmodSync(dataDir, 0o755)
  server = spawn(process.execPath, ['packages/ally-server/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      ALLY_DATA_DIR: dataDir,
      ALLY_ACCESS_KEYS: 'pk_e2e_smtp',
      SMTP_URL: smtp.url,
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
  // The server stops its PostgreSQL before it exits: only then is the folder free to remove.
  const exited = server && server.exitCode === null ? once(server, 'exit') : undefined
  server?.kill('SIGTERM')
  await exited
  await smtp?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

test('the sign-up code arrives through a real SMTP server and verifies the account', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const email = newEmail('smtp')
  await signUp(page, email)

  await expect.poll(() => smtp.to(email) !== undefined).toBe(true)
  const mail = smtp.to(email)
  expect(mail?.raw).toContain('From: Ally <hello@ally.test>')
  const code = /Subject: Your Ally code: (\d{6})/.exec(mail?.raw ?? '')?.[1]
  expect(code).toMatch(/^\d{6}$/)

  await page.getByRole('link', { name: 'Enter the code' }).click()
  await page.getByLabel('Verification code').fill(code as string)
  await page.getByRole('button', { name: 'Verify' }).click()
  await onboard(page)
  await context.close()
})
