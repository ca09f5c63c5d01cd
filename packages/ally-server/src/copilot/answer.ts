import { builtInReply, type Reply } from './assistant/reply'
import type { PageReferences } from './page-references'
import type { ToolContext } from './tools/context'

// Working out a reply and streaming its text as it comes (docs/product-rules.md, "Co-pilot").
// The built-in assistant has its whole answer at once, so it sends it word by word straight
// away: the caller's screen fills in the same way a model's streamed reply does.

/** The pieces a reply's text streams in: each word with the space after it. */
export function piecesOf(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : [])
}

export async function answer(
  context: ToolContext,
  question: string,
  page: PageReferences,
  emit: (event: { text: string }) => void,
): Promise<Reply> {
  const reply = await builtInReply(context, question, page)
  for (const text of piecesOf(reply.content)) emit({ text })
  return reply
}
