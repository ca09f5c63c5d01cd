import { describe, expect, it } from 'vitest'
import { rfqOfThread, rfqThread, threadMessageId, threadNamed } from './mail-threads'

describe('mail threads', () => {
  const rfqId = '0193a4b2-7c1d-7e2f-8a3b-4c5d6e7f8091'

  it('gives each message of a thread its own id, at the sender’s domain', () => {
    const first = threadMessageId(rfqThread(rfqId), 'Ally <hello@ally.test>')
    expect(first).toMatch(new RegExp(`^<rfq\\.${rfqId}\\.[\\da-f]{12}@ally\\.test>$`))
    expect(threadMessageId(rfqThread(rfqId), 'hello@ally.test')).not.toBe(first)
  })

  it('finds the RFQ a reply names, in In-Reply-To or among its References', () => {
    const id = threadMessageId(rfqThread(rfqId), 'hello@ally.test')
    expect(rfqOfThread(threadNamed([id]))).toBe(rfqId)
    expect(rfqOfThread(threadNamed(['<CAF+abc@mail.gmail.com>', id, '<x@y.z>']))).toBe(rfqId)
    expect(threadNamed(['<CAF+abc@mail.gmail.com>', `<rfq.${rfqId}@evil.example>`])).toBeNull()
    expect(rfqOfThread(null)).toBeNull()
  })
})
