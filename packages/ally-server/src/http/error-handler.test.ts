import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { handleError, pgErrorCode } from './error-handler'
import { conflict } from './errors'

/** A query failure as drizzle throws it: its own error, with the driver's in `cause`. */
const queryFailed = (code: string) =>
  Object.assign(new Error('Failed query: update …'), {
    cause: Object.assign(new Error('driver'), { code }),
  })

async function answerTo(error: Error) {
  const app = Fastify({ logger: false })
  app.setErrorHandler(handleError)
  app.get('/fails', async () => {
    throw error
  })
  const response = await app.inject({ method: 'GET', url: '/fails' })
  await app.close()
  return { status: response.statusCode, body: response.json() as { message: string } }
}

describe('handleError', () => {
  it('answers a write that lost a deadlock or a serialisation race with 409, not 500', async () => {
    for (const code of ['40P01', '40001']) {
      const answer = await answerTo(queryFailed(code))
      expect(answer.status).toBe(409)
      expect(answer.body.message).toMatch(/Nothing was saved; try again/)
    }
  })

  it('keeps any other database failure a 500 that tells nothing of the query', async () => {
    const answer = await answerTo(queryFailed('42P01'))
    expect(answer).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side.' },
    })
  })

  it("sends a route's own errors as they are", async () => {
    expect(await answerTo(conflict('Already awarded.'))).toMatchObject({
      status: 409,
      body: { message: 'Already awarded.' },
    })
  })
})

describe('pgErrorCode', () => {
  it("finds the SQLSTATE in the error or its causes, and ignores Node's own codes", () => {
    expect(pgErrorCode(queryFailed('23505'))).toBe('23505')
    expect(pgErrorCode(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined()
    expect(pgErrorCode('not an error')).toBeUndefined()
  })
})
