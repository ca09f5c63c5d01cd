import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channels } from '../src/db/schema'
import { ENGINES, type Harness, startHarness } from './harness'

describe.each(ENGINES)('channels on %s', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  it("lists only the business's own channels, with their sync state", async () => {
    const a = await h.signedUpOwner('channels-a')
    const b = await h.signedUpOwner('channels-b')
    expect((await a.browser.channels.listChannels()).data.items).toEqual([])

    await h.database.db.insert(channels).values([
      {
        businessId: a.user.businessId,
        type: 'gmail',
        account: 'buying@a.test',
        synced: false,
        importedContacts: 4,
      },
      { businessId: b.user.businessId, type: 'imap', account: 'ops@b.test', synced: true },
    ])
    const { data } = await a.browser.channels.listChannels()
    expect(data.items).toEqual([
      expect.objectContaining({
        type: 'gmail',
        account: 'buying@a.test',
        synced: false,
        importedContacts: 4,
      }),
    ])
    expect(data.pagination).toEqual({ page: 1, limit: 1, total: 1, totalPages: 1 })
  })
})
