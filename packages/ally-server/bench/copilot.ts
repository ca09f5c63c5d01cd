import { performance } from 'node:perf_hooks'
import { createConversation, sendAiMessage } from '@ally/sdk'
import { type Budget, budgetOn, FailedAnswers } from '../../../bench/budgets'
import { fixed } from '../../../bench/format'
import { planReply } from '../src/copilot/assistant/reply'
import { COPILOT_QUESTIONS_PER_HOUR } from '../src/copilot/quota'
import {
  PHRASINGS,
  PHRASINGS_GOAL,
  PHRASINGS_NOW,
  PHRASINGS_VENDORS,
  planMatches,
} from '../test/copilot-phrasings'
import { percentile } from './dashboard-summary'

// Issue #31's co-pilot: how many unseen questions the built-in assistant understands (the table
// of test/copilot-phrasings.ts), and how long its reply takes over business analytics' bench
// business (10,000 orders, ~100,000 RFQs), asked over HTTP one at a time with the reply streamed:
// the time to its first token (the goal), and to its stored end.

export const REPLY_P95_GOAL_MS = 150

/** Questions that read the most: the summary, a year of spend and savings, every vendor's record. */
const QUESTIONS = [
  'What needs me today?',
  'What is late?',
  'How much did we spend last quarter?',
  'How much did we save this year?',
  'Find vendors for supply',
  'Which RFQs have no answer yet?',
  'What happened with PO-0012?',
]
const WARM_UP = 10
/** Within the hour's quota with the warm-up. */
const ASKED = Math.min(100, COPILOT_QUESTIONS_PER_HOUR - WARM_UP)

export interface AssistantAccuracy {
  right: number
  asked: number
  missed: string[]
}

/** The built-in assistant's plans for the unseen questions, against the table. */
export async function assistantAccuracy(): Promise<AssistantAccuracy> {
  const missed: string[] = []
  for (const phrasing of PHRASINGS) {
    const plan = await planReply(phrasing.question, PHRASINGS_NOW, PHRASINGS_VENDORS)
    if (!planMatches(phrasing, plan)) missed.push(phrasing.question)
  }
  return { right: PHRASINGS.length - missed.length, asked: PHRASINGS.length, missed }
}

export interface ReplyTimes {
  asked: number
  /** To the first streamed token. */
  p50Ms: number
  p95Ms: number
  /** To the end of the stream: the reply stored and sent whole. */
  wholeP95Ms: number
}

/** Asks one question with the reply streamed: the times to its first token and to its end. */
async function timeStreamedReply(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ firstMs: number; wholeMs: number }> {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  })
  if (!response.ok || !response.body) {
    throw new FailedAnswers(`${url} answered ${response.status}: ${await response.text()}`)
  }
  const decoder = new TextDecoder()
  let text = ''
  let firstMs = Number.NaN
  const reader = response.body.getReader()
  for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
    text += decoder.decode(piece.value, { stream: true })
    if (Number.isNaN(firstMs) && text.includes('data: {"text"'))
      firstMs = performance.now() - started
  }
  if (!text.includes('event: done')) throw new FailedAnswers(`${url} streamed no answer: ${text}`)
  return { firstMs, wholeMs: performance.now() - started }
}

/** The built-in replies' times on the server at `baseUrl`, for the buyer of `headers`. */
export async function copilotReplyTimes(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<ReplyTimes> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new FailedAnswers(`${path} answered ${response.status}: ${text}`)
    return JSON.parse(text).data
  }
  const { id } = await post(createConversation.path, { title: 'Bench' })
  const first: number[] = []
  const whole: number[] = []
  for (let i = 0; i < WARM_UP + ASKED; i++) {
    const times = await timeStreamedReply(`${baseUrl}${sendAiMessage.path}`, headers, {
      conversationId: id,
      message: QUESTIONS[i % QUESTIONS.length],
    })
    if (i < WARM_UP) continue
    first.push(times.firstMs)
    whole.push(times.wholeMs)
  }
  first.sort((a, b) => a - b)
  whole.sort((a, b) => a - b)
  return {
    asked: first.length,
    p50Ms: percentile(first, 50),
    p95Ms: percentile(first, 95),
    wholeP95Ms: percentile(whole, 95),
  }
}

/** Prints the co-pilot's figures and returns their budgets (the goals are the budgets). */
export function copilotBudgets(
  accuracy: AssistantAccuracy | Error,
  replies: ReplyTimes | Error,
): Budget[] {
  if (!(accuracy instanceof Error)) {
    console.log(
      `\nCo-pilot, built-in assistant: ${accuracy.right} of ${accuracy.asked} unseen questions understood (${fixed((accuracy.right / accuracy.asked) * 100, 1)} %)${accuracy.missed.length ? `; missed: ${accuracy.missed.join(' | ')}` : ''}`,
    )
  }
  if (!(replies instanceof Error)) {
    console.log(
      `Co-pilot, built-in replies over 10,000 orders: ${replies.asked} asked, streamed; first token p50 ${fixed(replies.p50Ms, 1)} ms, p95 ${fixed(replies.p95Ms, 1)} ms; whole reply p95 ${fixed(replies.wholeP95Ms, 1)} ms`,
    )
  }
  const share = PHRASINGS_GOAL * 100
  return [
    budgetOn(
      {
        name: 'co-pilot, unseen questions understood',
        limit: `≥ ${share} %`,
        goal: `≥ ${share} %`,
      },
      accuracy,
      (row) => {
        const right = row.right / row.asked
        return {
          figure: `${fixed(right * 100, 1)} %`,
          met: right >= PHRASINGS_GOAL,
          goalMet: right >= PHRASINGS_GOAL,
        }
      },
    ),
    budgetOn(
      {
        name: 'co-pilot built-in reply p95 to the first token, 10,000 orders',
        limit: `≤ ${REPLY_P95_GOAL_MS} ms`,
        goal: `≤ ${REPLY_P95_GOAL_MS} ms to the first token`,
      },
      replies,
      (row) => ({
        figure: `${fixed(row.p95Ms, 1)} ms`,
        met: row.p95Ms <= REPLY_P95_GOAL_MS,
        goalMet: row.p95Ms <= REPLY_P95_GOAL_MS,
      }),
    ),
  ]
}
