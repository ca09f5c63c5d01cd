import {
  type ChatMessage,
  type Conversation,
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  sendAiMessage,
  updateChatData,
} from '@ally/sdk'
import type { MockApi } from '../../../testing/mockApi'
import { pagedReply } from '../../../testing/paged'

// Conversations and answers for the co-pilot's stories and tests, served as the server would:
// the list most recently active first, each question stored with its answer.

const AT = '2026-11-28T09:30:00.000Z'

export const conversationFixture = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 'conv-late',
  title: 'What is late?',
  archived: false,
  lastMessage: 'Purchase orders past their delivery day (1)',
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
})

export const messageFixture = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'msg-1',
  conversationId: 'conv-late',
  role: 'assistant',
  content: '',
  actions: [],
  createdAt: AT,
  ...overrides,
})

/** An answer as the built-in assistant writes them: Markdown with a card. */
export const LATE_ANSWER = messageFixture({
  id: 'msg-2',
  content:
    '**Purchase orders past their delivery day** (1)\n- PO-0012 · Acme Fasteners · $1,200.00 · due Nov 20, 2026',
  actions: [
    { kind: 'open', label: 'Open PO-0012', href: '/dashboard/purchase-orders/po-12', payload: {} },
  ],
})

export const lateConversation = (): ChatMessage[] => [
  messageFixture({ id: 'msg-1', role: 'user', content: 'What is late?' }),
  LATE_ANSWER,
]

/**
 * Serves `conversations` and their `messages`; a question is answered with `answer` after
 * `delayMs` (a slow reply shows the placeholder), streamed word by word `wordGapMs` apart to a
 * caller that asks for a stream.
 */
export function serveChat(
  conversations: Conversation[] = [
    conversationFixture(),
    conversationFixture({ id: 'conv-spend', title: 'Spend last quarter', lastMessage: null }),
  ],
  messages: Record<string, ChatMessage[]> = { 'conv-late': lateConversation() },
  {
    answer = 'Nothing is late.',
    delayMs = 0,
    wordGapMs = 0,
  }: { answer?: string; delayMs?: number; wordGapMs?: number } = {},
) {
  return (api: MockApi) => {
    api.on(listConversations, ({ query }) =>
      pagedReply(
        conversations.filter((c) => c.archived === (query.get('archived') === 'true')),
        query,
        'Conversations',
      ),
    )
    api.on(getConversation, ({ query }) => {
      const id = query.get('conversationId') ?? ''
      const conversation = conversations.find((c) => c.id === id)
      if (!conversation)
        return { status: 404, body: { message: 'This conversation does not exist.' } }
      return { message: conversation.title, data: { conversation, messages: messages[id] ?? [] } }
    })
    api.on(createConversation, () => {
      const conversation = conversationFixture({
        id: 'conv-new',
        title: 'New conversation',
        lastMessage: null,
      })
      conversations.unshift(conversation)
      return { message: 'Conversation started', data: conversation }
    })
    api.on(updateChatData, ({ body }) => {
      const { conversationId, ...changes } = body as {
        conversationId: string
        title?: string
        archived?: boolean
      }
      const conversation = conversations.find((c) => c.id === conversationId)
      if (!conversation)
        return { status: 404, body: { message: 'This conversation does not exist.' } }
      Object.assign(conversation, changes)
      return { message: 'Updated successfully', data: conversation }
    })
    api.on(deleteConversation, ({ path }) => {
      const at = conversations.findIndex((c) => path.endsWith(`/${c.id}`))
      if (at < 0) return { status: 404, body: { message: 'This conversation does not exist.' } }
      conversations.splice(at, 1)
      return { message: 'Conversation deleted', data: null }
    })
    api.on(sendAiMessage, async ({ body }) => {
      const { conversationId, message } = body as { conversationId: string; message: string }
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
      const stored = [
        messageFixture({ id: `q-${message}`, conversationId, role: 'user', content: message }),
        messageFixture({ id: `a-${message}`, conversationId, content: answer }),
      ]
      messages[conversationId] = [...(messages[conversationId] ?? []), ...stored]
      return {
        message: 'Answered',
        data: { message: stored[0] as ChatMessage, reply: stored[1] as ChatMessage },
        events: (answer.match(/\s*\S+\s*/g) ?? []).map((text) => ({ text })),
        eventGapMs: wordGapMs,
      }
    })
  }
}
