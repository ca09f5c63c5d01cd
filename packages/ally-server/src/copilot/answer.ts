import { APICallError } from 'ai'
import type { FastifyBaseLogger } from 'fastify'
import { builtInReply, type Reply } from './assistant/reply'
import { type CopilotModelSettings, ModelTimedOut, modelReply } from './model'
import type { PageReferences } from './page-references'
import type { ToolContext } from './tools/context'

// Working out a reply and streaming its text as it comes (docs/product-rules.md, "Co-pilot"): by
// the configured model when there is one, otherwise by the built-in assistant, which has its
// whole answer at once and sends it word by word straight away. When the model fails or takes
// too long, the built-in assistant answers that turn, after a line saying so; the reply kept is
// that line and its answer.

/** The pieces a reply's text streams in: each word with the space after it. */
export function piecesOf(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : [])
}

export interface Asking {
  context: ToolContext
  question: string
  /** The records on the page it was asked from. */
  page: PageReferences
  /** The conversation so far, oldest first (for the configured model). */
  history: readonly { role: 'user' | 'assistant'; content: string }[]
  emit: (event: { text: string }) => void
  log: FastifyBaseLogger
}

/** What the conversation is told when the model could not answer. */
function modelFailed(error: unknown, settings: CopilotModelSettings): string {
  const why =
    error instanceof ModelTimedOut || (error instanceof Error && error.name === 'TimeoutError')
      ? `did not answer within ${Math.round(settings.timeoutMs / 1000)} s`
      : APICallError.isInstance(error) && error.statusCode
        ? `answered with an error (${error.statusCode})`
        : 'could not answer'
  return `_The configured model ${why}, so the built-in assistant answered instead._`
}

async function builtIn({ context, question, page, emit }: Asking): Promise<Reply> {
  const reply = await builtInReply(context, question, page)
  for (const text of piecesOf(reply.content)) emit({ text })
  return reply
}

export async function answer(asking: Asking, model?: CopilotModelSettings): Promise<Reply> {
  if (!model) return builtIn(asking)
  try {
    return await modelReply(
      model,
      asking.context,
      asking.question,
      asking.history,
      asking.page,
      asking.emit,
    )
  } catch (error) {
    asking.log.warn({ err: error }, 'The co-pilot model failed; the built-in assistant answers')
    const notice = modelFailed(error, model)
    asking.emit({ text: `\n\n${notice}\n\n` })
    const reply = await builtIn(asking)
    return { content: `${notice}\n\n${reply.content}`, actions: reply.actions }
  }
}
