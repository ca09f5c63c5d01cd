import * as z from 'zod/mini'
import {
  Empty,
  Flag,
  Id,
  listOf,
  nullable,
  optional,
  PageQuery,
  Search,
  Timestamp,
  text,
} from './common'
import { defineEndpoint } from './define'

export const Conversation = z.object({
  id: Id,
  title: z.string(),
  archived: z.boolean(),
  lastMessage: nullable(z.string()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
})
export type Conversation = z.infer<typeof Conversation>

/**
 * Something the assistant proposes; it only happens when the user clicks it
 * (e.g. open a vendor, or a drafted RFQ prefilled in the create screen).
 */
export const ChatAction = z.object({
  kind: z.string(),
  label: z.string(),
  /** An app path to open, when the action is navigation. */
  href: nullable(z.string()),
  payload: z.record(z.string(), z.unknown()),
})
export type ChatAction = z.infer<typeof ChatAction>

export const ChatMessage = z.object({
  id: Id,
  conversationId: Id,
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  actions: z.array(ChatAction),
  createdAt: Timestamp,
})
export type ChatMessage = z.infer<typeof ChatMessage>

/** A piece of a streamed reply, as it comes: the next bit of its text. */
export const ChatReplyEvent = z.object({ text: z.string() })
export type ChatReplyEvent = z.infer<typeof ChatReplyEvent>

export const createConversation = defineEndpoint({
  method: 'POST',
  permission: 'copilot',
  path: '/api/v1/ldb/chat/conversation',
  summary: 'Start a co-pilot conversation',
  body: z.object({ title: optional(text(120)) }),
  response: Conversation,
})

export const listConversations = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/chat/conversations',
  summary: 'Conversations, most recently active first',
  query: z.extend(PageQuery, { search: Search, archived: Flag }),
  response: listOf(Conversation),
})

export const getConversation = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/chat',
  summary: 'One conversation with its messages, oldest first',
  query: z.object({ conversationId: Id }),
  response: z.object({ conversation: Conversation, messages: z.array(ChatMessage) }),
})

export const sendAiMessage = defineEndpoint({
  method: 'POST',
  permission: 'copilot',
  path: '/api/v1/ldb/chat/send-ai',
  summary:
    "Send a message to the co-pilot; answers with the stored message and the assistant's reply. With `Accept: text/event-stream`, the reply's text streams first",
  body: z.object({
    conversationId: Id,
    message: text(4000),
    /** The app page asked from (the Ctrl+K panel): "this round" is the one on it. */
    page: optional(text(2048)),
  }),
  response: z.object({ message: ChatMessage, reply: ChatMessage }),
  stream: ChatReplyEvent,
})

export const updateChatData = defineEndpoint({
  method: 'PUT',
  permission: 'copilot',
  path: '/api/v1/ldb/chat/chat-data',
  summary: 'Rename or archive a conversation',
  body: z.object({
    conversationId: Id,
    title: optional(text(120)),
    archived: optional(z.boolean()),
  }),
  response: Conversation,
})

export const deleteConversation = defineEndpoint({
  method: 'DELETE',
  permission: 'copilot',
  path: '/api/v1/ldb/chat/conversation/:id',
  summary:
    "Delete one of the user's conversations with its messages; `id` is the conversation's id",
  response: Empty,
})

export const chatEndpoints = {
  createConversation,
  listConversations,
  getConversation,
  sendAiMessage,
  updateChatData,
  deleteConversation,
}
