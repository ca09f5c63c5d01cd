import type { ChatMessage, Conversation } from '@ally/sdk'
import type { ChatMessageRow, ConversationRow } from './queries'

export const toConversation = (row: ConversationRow): Conversation => ({
  id: row.id,
  title: row.title,
  archived: row.archived,
  lastMessage: row.lastMessage,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

export const toChatMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  role: row.role,
  content: row.content,
  actions: row.actions,
  createdAt: row.createdAt.toISOString(),
})
