import {
  createConversation,
  getConversation,
  listConversations,
  sendAiMessage,
  updateChatData,
} from '@ally/sdk'
import {
  type AllyMutationOptions,
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

/** A write to the conversations: the list (and the open one) are read again after it. */
const useChatWrite = () => useReadAgain([listConversations, getConversation])

export const useCreateConversation = (options?: AllyMutationOptions<typeof createConversation>) =>
  useAllyMutation(createConversation, { onSuccess: useChatWrite() }, options)

export const useUpdateConversation = (options?: AllyMutationOptions<typeof updateChatData>) =>
  useAllyMutation(updateChatData, { onSuccess: useChatWrite() }, options)

export const useSendAiMessage = (options?: AllyMutationOptions<typeof sendAiMessage>) =>
  useAllyMutation(sendAiMessage, { onSuccess: useChatWrite() }, options)
