import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net'
import { expect } from '@playwright/test'
import { type Dovecot, dovecotInstalled, startDovecot } from '../packages/ally-server/test/dovecot'
import { buyerHeaders, sendDemoRfq } from './sourcing'
import { axeOf, DEMO_BUYER, logIn, registeredOwner, test, toastsGone } from './support'

// Issue #33 in Chromium: an owner connects a real mailbox (Dovecot) over IMAP from Settings; the
// side menu says 'Importing Contacts' while its import runs and stops saying it once it is done;
// the contacts found are listed with their evidence, and one is added as a vendor. A vendor's
// e-mailed reply to an RFQ becomes a draft answer on the round's page, which the buyer confirms.
//
// Between the server and Dovecot sits a gate: the log-in check the connect makes passes at once,
// the import's connection waits until the test opens the gate, so "while it imports" is a state
// the test holds rather than a race it hopes to win.

const message = (from: string, subject: string, day: number) =>
  Buffer.from(
    [
      `From: ${from}`,
      'To: Buyer <buyer@obi.example>',
      `Subject: ${subject}`,
      `Date: ${day} Nov 2026 09:00:00 +0000`,
      `Message-ID: <e2e-${day}@mail.example>`,
      '',
      'Hello.',
      '',
    ].join('\r\n'),
  )

/**
 * A TCP relay to `port` that lets the first `passes` connections through and holds later ones
 * until it is opened.
 */
function gate(port: number, passes: number) {
  const held: Socket[] = []
  let opened = false
  let connections = 0
  const pipe = (client: Socket) => {
    const upstream = tcpConnect(port, '127.0.0.1')
    client.pipe(upstream).pipe(client)
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  }
  const server: Server = createServer((client) => {
    connections += 1
    if (connections <= passes || opened) pipe(client)
    else held.push(client)
  })
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address()
          resolve(typeof address === 'object' && address ? address.port : 0)
        }),
      ),
    open() {
      opened = true
      for (const client of held.splice(0)) pipe(client)
    },
    close: () =>
      new Promise((resolve) => {
        for (const client of held.splice(0)) client.destroy()
        server.close(resolve)
      }),
  }
}

const missing = !dovecotInstalled()
if (missing && process.env.CI) throw new Error('CI needs Dovecot: apt-get install dovecot-imapd')

test.describe('a connected mailbox', () => {
  test.skip(missing, 'Dovecot is not installed here')
  let dovecot: Dovecot

  test.beforeAll(async () => {
    dovecot = await startDovecot()
    await dovecot.deliver(
      message('Lagos Steel Sales <sales@lagos-steel.com.ng>', 'Quote for rebar', 2),
    )
    await dovecot.deliver(message('Lagos Steel Sales <sales@lagos-steel.com.ng>', 'Re: Quote', 5))
    await dovecot.deliver(message('Kemi <kemi.supplies@gmail.com>', 'Price list', 6))
  })
  test.afterAll(async () => {
    await dovecot?.stop()
  })

  test('an owner connects it, sees the import under way, and adds a contact as a vendor', async ({
    page,
    request,
  }) => {
    // Two log-in checks pass (a wrong password, then the right one); the import waits.
    const relay = gate(dovecot.port, 2)
    const port = await relay.listen()
    try {
      await registeredOwner(page, request, 'mailbox')
      await page.goto('/dashboard/settings?tab=mailboxes')
      const mailboxes = page.getByRole('region', { name: 'Mailboxes' })
      await expect(mailboxes.getByText('No mailbox is connected yet.')).toBeVisible()

      await page.getByRole('textbox', { name: 'E-mail address' }).fill(dovecot.user)
      await page.getByRole('textbox', { name: 'IMAP server' }).fill('127.0.0.1')
      await page.getByRole('spinbutton', { name: 'Port' }).fill(String(port))
      await page.getByLabel('App password').fill('not-the-password')
      await page.getByRole('button', { name: 'Connect' }).click()
      await expect(
        page.getByText('The mail server refused this user name and password.'),
      ).toBeVisible()

      await page.getByLabel('App password').fill(dovecot.password)
      await page.getByRole('button', { name: 'Connect' }).click()
      await expect(
        page.getByText(`Connected ${dovecot.user}; importing its contacts`),
      ).toBeVisible()
      const row = mailboxes.getByRole('listitem').filter({ hasText: dovecot.user })
      const notice = page.getByRole('status').filter({ hasText: 'Importing Contacts' })
      await expect(row).toContainText('Importing contacts')
      await expect(notice).toContainText(
        'Co-Pilot is trying to import your existing vendor contacts',
      )
      await expect(
        page.getByText('Looking through your mail; contacts appear here as they are found.'),
      ).toBeVisible()

      // The import goes on: the notice goes by itself, the mailbox reads as synced.
      relay.open()
      await expect(row).toContainText('Synced')
      await expect(row).toContainText('3 of 3 messages read · 2 contacts found')
      await expect(notice).toHaveCount(0)
      await toastsGone(page)
      expect((await axeOf(page).analyze()).violations).toEqual([])

      const contacts = page.getByRole('group', { name: 'Contacts to decide' })
      await expect(contacts.getByRole('checkbox')).toHaveCount(2)
      await expect(contacts).toContainText('Lagos Steel')
      await expect(contacts).toContainText('2 messages · Last: “Re: Quote”')
      await contacts.getByText('Lagos Steel', { exact: true }).click()
      await expect(contacts.getByRole('checkbox', { name: /Lagos Steel/ })).toBeChecked()
      await page.getByRole('button', { name: 'Add 1 as vendors' }).click()
      await expect(page.getByText('Added 1 vendor and invited them')).toBeVisible()
      await expect(contacts.getByRole('checkbox')).toHaveCount(1)

      await page.screenshot({
        path: test.info().outputPath('mailboxes-desktop.png'),
        fullPage: true,
      })
      // At a phone's width the tab still reads and works: nothing runs off the side.
      await page.setViewportSize({ width: 390, height: 844 })
      await expect(contacts.getByText('kemi.supplies@gmail.com')).toBeInViewport()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      )
      await page.screenshot({ path: test.info().outputPath('mailboxes-phone.png'), fullPage: true })

      await page.goto('/dashboard/vendors')
      await expect(page.getByRole('row', { name: /Lagos Steel/ })).toBeVisible()
    } finally {
      await relay.close()
    }
  })

  test('a vendor’s e-mailed reply becomes a draft answer the buyer corrects and confirms', async ({
    page,
    request,
  }) => {
    const headers = await buyerHeaders(request)
    const sent = await sendDemoRfq(request, headers, {
      vendorName: 'Kano Packaging',
      order: {
        title: 'Cartons by e-mail',
        currency: 'usd',
        lines: [
          { description: 'Corrugated carton 40x30x30', quantity: 400, unit: 'pcs' },
          { description: 'Packing tape 48mm', quantity: 60, unit: 'rolls' },
        ],
      },
    })
    // The vendor answers in the RFQ's e-mail thread, prices in the body.
    await dovecot.deliver(
      Buffer.from(
        [
          `From: Kano Packaging <${sent.vendor.email}>`,
          'To: Buyer <buyer@obi.example>',
          `Subject: Re: RFQ ${sent.taId}: Cartons by e-mail`,
          `Date: ${new Date().toUTCString()}`,
          `Message-ID: <e2e-reply-${sent.rfqId}@kano.example>`,
          `In-Reply-To: <rfq.${sent.rfqId}.0123456789ab@ally.example>`,
          '',
          'Good day,',
          '',
          'Corrugated carton 40x30x30: $1.20 each',
          'Packing tape 48mm: $2.50 per roll',
          'Delivery within 8 days. Prices valid for 30 days.',
          '',
          'Kano Packaging',
          '',
        ].join('\r\n'),
      ),
    )
    const connected = await request.post('/api/v1/ldb/social/imap/connect', {
      headers,
      data: {
        account: dovecot.user,
        host: dovecot.host,
        port: dovecot.port,
        password: dovecot.password,
      },
    })
    expect(connected.ok()).toBe(true)
    await expect
      .poll(async () => {
        const listed = await request.get('/api/v1/ldb/social/channels', { headers })
        const items = (await listed.json()).data.items as { account: string; synced: boolean }[]
        return items.find((channel) => channel.account === dovecot.user)?.synced
      })
      .toBe(true)

    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password)
    await expect(page).toHaveURL(/\/dashboard$/)
    const quote = await request.get(`/api/v1/ldb/rfq/single?rfqId=${sent.rfqId}`, { headers })
    const { quoteId } = (await quote.json()).data.rfq as { quoteId: string }
    await page.goto(`/dashboard/quotes/${quoteId}`)
    const drafts = page.getByRole('region', { name: 'Answers read from e-mail (1)' })
    await expect(drafts).toContainText('Kano Packaging')
    await expect(drafts).toContainText('2 of 2 prices read.')
    await drafts.getByText('The e-mail').click()
    await expect(drafts.getByText('Packing tape 48mm: $2.50 per roll')).toBeVisible()
    await drafts.getByRole('button', { name: 'Review and confirm' }).click()
    const carton = drafts.getByRole('spinbutton', {
      name: /Corrugated carton 40x30x30 — unit price/,
    })
    await expect(carton).toHaveValue('1.2')
    await expect(
      drafts.getByText('Read from the e-mail, line 3: “Corrugated carton 40x30x30: $1.20 each”'),
    ).toBeVisible()
    await expect(drafts.getByRole('spinbutton', { name: /Lead time/ })).toHaveValue('8')
    await toastsGone(page)
    expect((await axeOf(page).analyze()).violations).toEqual([])
    await page.screenshot({
      path: test.info().outputPath('reply-draft-desktop.png'),
      fullPage: true,
    })
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: test.info().outputPath('reply-draft-phone.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })

    // The buyer corrects a price the vendor mistyped, and confirms.
    await carton.fill('1.15')
    await drafts.getByRole('button', { name: 'Confirm answer' }).click()
    await expect(page.getByText('Answer from Kano Packaging saved')).toBeVisible()
    await expect(page.getByRole('region', { name: /Answers read from e-mail/ })).toHaveCount(0)
    const row = page.getByRole('row', { name: /Kano Packaging/ })
    await expect(row).toContainText('Responded')
    // 400 × 1.15 + 60 × 2.50: the corrected figure, as from the vendor's link.
    await expect(row).toContainText('$610.00')
  })
})
