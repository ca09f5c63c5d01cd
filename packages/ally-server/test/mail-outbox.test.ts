import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../src/db/schema'
import type { MailMessage } from '../src/services/mail'
import { createMailOutbox, MAIL_ATTEMPTS, retryDelayMs } from '../src/services/mail-outbox'
import { ENGINES, type Harness, startHarness, uniqueEmail } from './harness'

describe.each(ENGINES)('the mail outbox on %s', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  /** An outbox over a transport that fails while `down` is set, on a clock the test moves. */
  function outbox() {
    const state = { down: false, clock: Date.now(), sent: [] as MailMessage[], errors: 0 }
    const mail = createMailOutbox({
      db: h.database.db,
      transport: {
        description: 'test',
        async send(message) {
          if (state.down) throw new Error('connection refused')
          state.sent.push(message)
        },
      },
      now: () => new Date(state.clock),
      onError: () => {
        state.errors += 1
      },
    })
    return { mail, state }
  }
  const message = (to: string): MailMessage => ({
    to,
    subject: 'Hi',
    text: 'Hello',
    html: '<p>Hello</p>',
  })
  const rowsTo = (...to: string[]) =>
    h.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, to))

  it('sends nothing for a write that rolls back, and the mail of one that commits', async () => {
    const { mail, state } = outbox()
    const [kept, dropped] = [uniqueEmail('kept'), uniqueEmail('dropped')]
    await h.database.db.transaction(async (tx) => mail.queue(tx, message(kept)))
    await h.database.db
      .transaction(async (tx) => {
        await mail.queue(tx, message(dropped))
        throw new Error('the write failed')
      })
      .catch(() => undefined)
    await mail.flush()
    expect(state.sent.map((m) => m.to).filter((to) => [kept, dropped].includes(to))).toEqual([kept])
    const [row] = await rowsTo(kept)
    expect(row?.sentAt).toBeInstanceOf(Date)
  })

  it('keeps mail the server could not send and retries it with growing waits', async () => {
    const { mail, state } = outbox()
    const to = uniqueEmail('retry')
    state.down = true
    await mail.queue(h.database.db, message(to))
    await mail.flush()
    let [row] = await rowsTo(to)
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'connection refused' })

    // Not due yet: nothing is tried.
    await mail.flush()
    expect((await rowsTo(to))[0]?.attempts).toBe(1)

    state.down = false
    state.clock += retryDelayMs(1)
    await mail.flush()
    ;[row] = await rowsTo(to)
    expect(row?.attempts).toBe(2)
    expect(row?.sentAt).toBeInstanceOf(Date)
    expect(state.sent.some((m) => m.to === to)).toBe(true)
  })

  it(`gives up after ${MAIL_ATTEMPTS} attempts and leaves the message for someone to look at`, async () => {
    const { mail, state } = outbox()
    const to = uniqueEmail('give-up')
    state.down = true
    await mail.queue(h.database.db, message(to))
    await mail.flush()
    for (let attempt = 1; attempt < MAIL_ATTEMPTS + 2; attempt += 1) {
      state.clock += retryDelayMs(attempt)
      await mail.flush()
    }
    const [row] = await rowsTo(to)
    expect(row).toMatchObject({ attempts: MAIL_ATTEMPTS, sentAt: null })
    await h.database.db.delete(mailOutbox).where(eq(mailOutbox.to, to))
  })

  it('sends a large batch a write queued at once, not only the first few', async () => {
    const { mail, state } = outbox()
    const to = Array.from({ length: 45 }, (_, i) => uniqueEmail(`bulk${i}`))
    await h.database.db.transaction(async (tx) => mail.queue(tx, to.map(message)))
    await mail.flush()
    expect(state.sent.filter((m) => to.includes(m.to))).toHaveLength(45)
  })

  it('sends mail whose write commits while a delivery is under way, without waiting for a retry', async () => {
    const { mail, state } = outbox()
    const to = uniqueEmail('late-commit')
    let during: Promise<void> | undefined
    await h.database.db.transaction(async (tx) => {
      await mail.queue(tx, message(to))
      // Another request's delivery runs before this write commits and cannot see its row yet.
      during = mail.flush()
      await during
    })
    await during
    await mail.flush()
    expect(state.sent.map((m) => m.to)).toContain(to)
  })

  it('hands each message to one sender even when two deliver at once', async () => {
    const first = outbox()
    const second = outbox()
    const to = uniqueEmail('once')
    await h.database.db.transaction(async (tx) => first.mail.queue(tx, message(to)))
    await Promise.all([first.mail.flush(), second.mail.flush()])
    const sends = [...first.state.sent, ...second.state.sent].filter((m) => m.to === to)
    expect(sends).toHaveLength(1)
  })
})
