import { AI_REPLY_PLACEHOLDER_DELAY_MS, type ChatMessage, getConversation } from '@ally/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useConversation, useCreateConversation, useSendAiMessage } from '../../../queries/chat'
import { allyQueryKey } from '../../../queries/endpoint'

/** A question on its way: shown at once, replaced by the stored one when the answer comes. */
export interface PendingQuestion {
  content: string
  /** The reply placeholder shows (SPEC.md §4: 500 ms after sending, unless answered by then). */
  waiting: boolean
}

/**
 * The open conversation and asking in it. A question is shown as soon as it is sent; the reply's
 * placeholder appears AI_REPLY_PLACEHOLDER_DELAY_MS later unless the answer came first. Asking
 * with no conversation open starts one, named by the question (docs/product-rules.md,
 * "Co-pilot"). A failed question goes back to the composer, with the server's reason.
 */
export function useCoPilotChat(
  conversationId: string | null,
  onOpen: (conversationId: string) => void,
) {
  const conversation = useConversation(conversationId)
  const create = useCreateConversation()
  const send = useSendAiMessage()
  const queries = useQueryClient()
  const [pending, setPending] = useState<PendingQuestion | null>(null)
  const [failure, setFailure] = useState<{ question: string; error: Error } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  /** The stored question and reply, put in the open conversation's cache before it is read again. */
  const remember = (id: string, stored: ChatMessage[]) => {
    const key = allyQueryKey(getConversation, { query: { conversationId: id } })
    queries.setQueryData(key, (cached: { data: { messages: ChatMessage[] } } | undefined) =>
      cached
        ? { ...cached, data: { ...cached.data, messages: [...cached.data.messages, ...stored] } }
        : cached,
    )
  }

  const ask = async (question: string): Promise<boolean> => {
    const content = question.trim()
    if (!content || pending) return false
    setFailure(null)
    setPending({ content, waiting: false })
    clearTimeout(timer.current)
    timer.current = setTimeout(
      () => setPending((now) => (now ? { ...now, waiting: true } : now)),
      AI_REPLY_PLACEHOLDER_DELAY_MS,
    )
    try {
      const id = conversationId ?? (await create.mutateAsync({ body: {} })).data.id
      const { data } = await send.mutateAsync({ body: { conversationId: id, message: content } })
      remember(id, [data.message, data.reply])
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
