import { getErrorMessage } from '@ally/sdk'
import { useEffect, useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { Spinner } from '../../../ui/Spinner'
import { ChatMessageView, ReplyPlaceholder } from './ChatMessageView'
import { Composer } from './Composer'
import type { CoPilotChatState } from './useCoPilotChat'

/** What to ask first, offered in an empty conversation. */
export const FIRST_QUESTIONS = [
  'What needs me today?',
  'What is late?',
  'Spend by vendor last quarter',
  'Find vendors for logistics',
]

export interface ChatThreadProps {
  chat: CoPilotChatState
  /** The open conversation; none while a new one waits for its first question. */
  conversationId: string | null
  /** What to offer in an empty conversation. @default FIRST_QUESTIONS */
  firstQuestions?: readonly string[]
  /** The empty conversation's words above them. */
  intro: string
  /** The question box takes the focus when shown. */
  autoFocus?: boolean
}

/**
 * One conversation as it reads: its messages (the question at once, the reply as it streams in,
 * the placeholder when it is slow), a failed question's reason, and the box to ask in. Shared by
 * the co-pilot's page and its Ctrl+K panel.
 */
export function ChatThread({
  chat,
  conversationId,
  firstQuestions = FIRST_QUESTIONS,
  intro,
  autoFocus,
}: ChatThreadProps) {
  const { conversation, pending, failure, ask } = chat
  const data = conversation.data?.data
  const messages = data?.messages ?? []
  const log = useRef<HTMLOListElement>(null)
  const count = messages.length + (pending ? 1 : 0) + (pending?.waiting || pending?.reply ? 1 : 0)
  const streamed = pending?.reply.length ?? 0
  // Each new message, and a reply as it grows, scrolls into view, as a chat does.
  useEffect(() => {
    if (count > 0 || streamed > 0)
      log.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' })
  }, [count, streamed])

  if (conversationId !== null && conversation.isPending) {
    return <Spinner aria-label="Loading the conversation" />
  }
  if (conversation.isError) {
    return (
      <SectionLoadError
        what="this conversation"
        error={conversation.error}
        onRetry={conversation.refetch}
      />
    )
  }
  return (
    <>
      {messages.length === 0 && !pending && (
        <div className="ally-CoPilotChat-intro">
          <p>{intro}</p>
          <ul className="ally-CoPilotChat-suggestions" aria-label="Questions to start with">
            {firstQuestions.map((question) => (
              <li key={question}>
                <Button
                  className="ally-SourcingButton ally-CoPilotChat-suggestion"
                  isDisabled={data?.conversation.archived}
                  onPress={() => void ask(question)}
                >
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div
        className="ally-CoPilotChat-messages"
        role="log"
        aria-label="Messages"
        aria-live="polite"
        hidden={count === 0}
      >
        <ol ref={log} className="ally-CoPilotChat-thread">
          {messages.map((message) => (
            <ChatMessageView
              key={message.id}
              author={message.role}
              content={message.content}
              actions={message.actions}
            />
          ))}
          {pending && <ChatMessageView author="user" content={pending.content} />}
          {pending?.reply && (
            <ChatMessageView author="assistant" content={pending.reply} streaming />
          )}
          {pending?.waiting && <ReplyPlaceholder />}
        </ol>
      </div>
      {failure && (
        <p className="ally-CoPilotChat-failure" role="alert">
          The co-pilot could not answer. {getErrorMessage(failure.error)} Your question is back in
          the box.
        </p>
      )}
      {data?.conversation.archived ? (
        <p className="ally-CoPilotChat-note">
          This conversation is archived. Restore it to ask more.
        </p>
      ) : (
        <Composer
          onAsk={ask}
          isBusy={pending !== null}
          restore={failure?.question}
          autoFocus={autoFocus}
        />
      )}
    </>
  )
}
