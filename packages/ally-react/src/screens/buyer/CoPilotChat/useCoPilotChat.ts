import { AI_REPLY_PLACEHOLDER_DELAY_MS } from '@ally/sdk'
import { useEffect, useRef, useState } from 'react'
import { useAskCoPilot, useConversation, useCreateConversation } from '../../../queries/chat'

/** A question on its way: shown at once, replaced by the stored one when the answer comes. */
export interface PendingQuestion {
  content: string
  /** The reply's text so far, as it streams in. */
  reply: string
  /** The reply placeholder shows (SPEC.md §4: 500 ms after sending, unless the reply began). */
  waiting: boolean
}

/**
 * The open conversation and asking in it. A question is shown as soon as it is sent and its
 * reply as it streams in; the reply's placeholder appears AI_REPLY_PLACEHOLDER_DELAY_MS after
 * sending unless the reply has begun by then. Asking with no conversation open starts one, named
 * by the question (docs/product-rules.md, "Co-pilot"). A failed question goes back to the
 * composer, with the server's reason.
 */
export function useCoPilotChat(
  conversationId: string | null,
  onOpen: (conversationId: string) => void,
  /** The app page the questions are asked from (the Ctrl+K panel): "this" is its record. */
  page?: string,
) {
  const conversation = useConversation(conversationId)
  const create = useCreateConversation()
  const send = useAskCoPilot()
  const [pending, setPending] = useState<PendingQuestion | null>(null)
  const [failure, setFailure] = useState<{ question: string; error: Error } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const ask = async (question: string): Promise<boolean> => {
    const content = question.trim()
    if (!content || pending) return false
    setFailure(null)
    setPending({ content, reply: '', waiting: false })
    clearTimeout(timer.current)
    timer.current = setTimeout(
      () => setPending((now) => (now && !now.reply ? { ...now, waiting: true } : now)),
      AI_REPLY_PLACEHOLDER_DELAY_MS,
    )
    try {
      const id = conversationId ?? (await create.mutateAsync({ body: {} })).data.id
      await send.mutateAsync({
        body: { conversationId: id, message: content, page },
        onText: (text) =>
          setPending((now) => (now ? { ...now, reply: now.reply + text, waiting: false } : now)),
      })
      if (id !== conversationId) onOpen(id)
      return true
    } catch (error) {
      setFailure({ question: content, error: error as Error })
      return false
    } finally {
      clearTimeout(timer.current)
      setPending(null)
    }
  }

  return { conversation, pending, failure, ask, dismissFailure: () => setFailure(null) }
}

export type CoPilotChatState = ReturnType<typeof useCoPilotChat>
