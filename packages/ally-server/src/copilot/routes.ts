import {
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  roleOf,
  sendAiMessage,
  updateChatData,
} from '@ally/sdk'
import type { AppContext, Caller } from '../context'
import { paged, pageOf } from '../db/paging'
import { fieldError, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { answer } from './answer'
import { toChatMessage, toConversation } from './mappers'
import { type CopilotModelSettings, HISTORY_READ } from './model'
import { pageReferences } from './page-references'
import {
  conversationPage,
  findConversation,
  messagesOf,
  type Owner,
  deleteConversation as removeConversation,
  createConversation as storeConversation,
  storeExchange,
  updateConversation,
} from './queries'
import { checkQuota } from './quota'
import type { ToolContext } from './tools/context'

// The co-pilot's conversations (docs/product-rules.md, "Co-pilot"): each user's own, within their
// business; another user's conversation is not found. Asking stores the question and the reply
// together, after the reply is worked out: a failed answer stores nothing. A caller that asks for
// a stream gets the reply's text as it comes, then the stored pair.

const NOT_FOUND = 'This conversation does not exist.'

const ownerOf = ({ user, business }: Caller): Owner => ({
  businessId: business.id,
  userId: user.id,
})

export function copilotRoutes({ db, now }: AppContext, model?: CopilotModelSettings) {
  const toolContext = ({ user, business }: Caller): ToolContext => ({
    db,
    businessId: business.id,
    currency: business.currency,
    userId: user.id,
    // An unknown role reads as the least one, as everywhere (team/queries.ts).
    role: roleOf(user.role) ?? 'viewer',
    now: now(),
  })

  return [
    implement(createConversation, async ({ caller, body }) => ({
      message: 'Conversation started',
      data: toConversation(await storeConversation(db, ownerOf(caller), body.title, now())),
    })),

    implement(listConversations, async ({ caller, query }) => {
      const page = pageOf(query)
      const { rows, total } = await conversationPage(
        db,
        ownerOf(caller),
        { search: query.search, archived: query.archived === 'true' },
        page,
      )
      return { message: 'Conversations', data: paged(rows.map(toConversation), total, page) }
    }),

    implement(getConversation, async ({ caller, query }) => {
      const conversation = await findConversation(db, ownerOf(caller), query.conversationId)
      if (!conversation) throw notFound(NOT_FOUND)
      return {
        message: conversation.title,
        data: {
          conversation: toConversation(conversation),
          messages: (await messagesOf(db, conversation.id)).map(toChatMessage),
        },
      }
    }),

    implement(sendAiMessage, async ({ caller, body, emit, request }) => {
      const question = body.message.trim()
      if (!question) throw fieldError('body.message', 'must not be blank')
      const conversation = await findConversation(db, ownerOf(caller), body.conversationId)
      if (!conversation) throw notFound(NOT_FOUND)
      if (conversation.archived) {
        throw fieldError(
          'body.conversationId',
          'this conversation is archived; restore it to ask more',
        )
      }
      const context = toolContext(caller)
      await checkQuota(db, caller.business.id, context.now)
      const page = await pageReferences(db, caller.business.id, body.page)
      const history = model ? await messagesOf(db, conversation.id, HISTORY_READ) : []
      const reply = await answer(
        { context, question, page, history, emit, log: request.log },
        model,
      )
      const [asked, answered] = await storeExchange(db, conversation, question, reply, context.now)
      return {
        message: 'Answered',
        data: { message: toChatMessage(asked), reply: toChatMessage(answered) },
      }
    }),

    implement(updateChatData, async ({ caller, body }) => {
      const title = body.title?.trim()
      if (body.title !== undefined && !title) throw fieldError('body.title', 'must not be blank')
      if (title === undefined && body.archived === undefined) {
        throw fieldError('body', 'send a title or archived to change')
      }
      const row = await updateConversation(
        db,
        ownerOf(caller),
        body.conversationId,
        { title, archived: body.archived },
        now(),
      )
      if (!row) throw notFound(NOT_FOUND)
      return { message: 'Updated successfully', data: toConversation(row) }
    }),

    implement(deleteConversation, async ({ caller, params }) => {
      if (!(await removeConversation(db, ownerOf(caller), params.id))) throw notFound(NOT_FOUND)
      return { message: 'Conversation deleted', data: null }
    }),
  ]
}
