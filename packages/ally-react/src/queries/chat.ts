import {
  type ChatMessage,
  createConversation,
  deleteConversation,
  type EndpointInput,
  getConversation,
  listConversations,
  sendAiMessage,
  updateChatData,
} from '@ally/sdk'
import { streamRequest } from '@ally/sdk/stream'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAllyClient } from '../provider/AllyProvider'
import {
  type AllyMutationOptions,
  allyQueryKey,
  useAllyInfiniteList,
  useAllyMutation,
  useAllyQuery,
  useReadAgain,
} from './endpoint'

// One thin hook per endpoint of the co-pilot (docs/product-rules.md, "Co-pilot").

/** The user's conversations, most recently active first; archived ones apart. */
export const useConversations = (query: { search?: string; archived?: boolean; limit?: number }) =>
  useAllyInfiniteList(listConversations, {
    search: query.search,
    archived: query.archived ? 'true' : undefined,
    limit: query.limit,
  })

/** One conversation with its messages; not asked without an id. */
export const useConversation = (conversationId: string | null) =>
  useAllyQuery(
    getConversation,
    { query: { conversationId: conversationId ?? '' } },
    { enabled: !!conversationId },
  )

/** A new conversation joins the list; nothing else changed. */
export const useCreateConversation = (options?: AllyMutationOptions<typeof createConversation>) =>
  useAllyMutation(createConversation, { onSuccess: useReadAgain([listConversations]) }, options)

/** A renamed or archived conversation: the list and the open one are read again. */
export const useUpdateConversation = (options?: AllyMutationOptions<typeof updateChatData>) =>
  useAllyMutation(
    updateChatData,
    { onSuccess: useReadAgain([listConversations, getConversation]) },
    options,
  )

/** A deleted conversation leaves the list; its own cached copy is no longer shown anywhere. */
export const useDeleteConversation = (options?: AllyMutationOptions<typeof deleteConversation>) =>
  useAllyMutation(deleteConversation, { onSuccess: useReadAgain([listConversations]) }, options)

export interface AskInput {
  body: EndpointInput<typeof sendAiMessage>['body']
  /** The reply's text as it streams in, piece by piece. */
  onText: (text: string) => void
}

/**
 * Asks the co-pilot with the reply streamed (docs/product-rules.md, "Streamed answers"). The
 * stored question and reply join the open conversation's cache as they are, so it is not read
 * again (its newest 500 messages would come back whole); the list is, for its order and titles.
 */
export function useAskCoPilot() {
  const client = useAllyClient()
  const queries = useQueryClient()
  const readListAgain = useReadAgain([listConversations])
  return useMutation({
    mutationKey: ['ally', sendAiMessage.method, sendAiMessage.path],
    mutationFn: ({ body, onText }: AskInput) =>
      streamRequest(
        client.request,
        sendAiMessage,
        { body },
        { onEvent: ({ text }) => onText(text) },
      ),
    onSuccess: ({ data }) => {
      const key = allyQueryKey(getConversation, {
        query: { conversationId: data.message.conversationId },
      })
      queries.setQueryData(key, (cached: { data: { messages: ChatMessage[] } } | undefined) =>
        cached
          ? {
              ...cached,
              data: {
                ...cached.data,
                messages: [...cached.data.messages, data.message, data.reply],
              },
            }
          : cached,
      )
      readListAgain()
    },
  })
}
