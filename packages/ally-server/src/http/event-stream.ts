import { PassThrough } from 'node:stream'
import { type Endpoint, type Envelope, type FailureBody, toFieldIssues } from '@ally/sdk'
import type { FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod/mini'

// An answer sent as it is worked out (docs/product-rules.md, "Streamed answers"): progress events,
// then the answer itself or a failure. Nothing is sent before the first event, so whatever fails
// earlier (bad input, not found, the quota) is the usual JSON failure with its status.

export interface EventStream {
  /** Sends one progress event; opens the stream with the first. A no-op for a JSON call. */
  emit(event: unknown): void
  /** Whether the answer has begun as a stream (its status and headers are gone). */
  readonly started: boolean
  /** The last event: the answer's envelope. */
  finish(envelope: Envelope<unknown>): void
  /** The last event: the work failed after the stream began. */
  fail(body: FailureBody & { status: number }): void
}

/** Whether the caller asked for events: `Accept: text/event-stream`. */
export const wantsEvents = (request: FastifyRequest) =>
  /(^|,)\s*text\/event-stream\b/i.test(request.headers.accept ?? '')

const frame = (data: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`

export function openEventStream(
  endpoint: Endpoint,
  request: FastifyRequest,
  reply: FastifyReply,
): EventStream {
  const schema = endpoint.stream
  if (!schema || !wantsEvents(request)) {
    return { emit() {}, started: false, finish() {}, fail() {} }
  }
  let body: PassThrough | null = null
  // A caller that went away misses the rest; the work itself goes on and is kept.
  const write = (text: string) => {
    if (body && !body.destroyed && !body.writableEnded) body.write(text)
  }
  const end = (text: string) => {
    write(text)
    body?.end()
  }
  return {
    emit(event) {
      const checked = z.safeParse(schema, event)
      if (!checked.success) {
        // Our own bug: the event is dropped, the answer still comes.
        request.log.error(
          { issues: toFieldIssues(checked.error.issues, event, 'event') },
          'Event does not match its contract',
        )
        return
      }
      if (!body) {
        body = new PassThrough()
        void reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // A proxy in front (nginx) would otherwise hold the events back until the end.
          .header('x-accel-buffering', 'no')
          .send(body)
      }
      write(frame(checked.data))
    },
    get started() {
      return body !== null
    },
    finish: (envelope) => end(frame(envelope, 'done')),
    fail: (failure) => end(frame(failure, 'error')),
  }
}
