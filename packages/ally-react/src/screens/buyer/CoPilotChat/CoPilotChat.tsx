import { getErrorMessage } from '@ally/sdk'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { ChatMessageView, ReplyPlaceholder } from './ChatMessageView'
import { Composer } from './Composer'
import { ConversationHeader } from './ConversationHeader'
import { ConversationList } from './ConversationList'
import { useCoPilotChat } from './useCoPilotChat'
import '../../../blocks/detail-page/SourcingButton.css'
import './CoPilotChat.css'

/** What to ask first, offered in an empty conversation. */
export const FIRST_QUESTIONS = [
  'What needs me today?',
  'What is late?',
  'Spend by vendor last quarter',
  'Find vendors for logistics',
]

export interface CoPilotChatProps {
  /** The open conversation; none opens a new one, started by the first question. */
  conversationId?: string | null
  /** Another conversation was opened (or a new one started): keep it in the URL. */
  onConversationChange?: (conversationId: string | null) => void
  className?: string
}

/**
 * The co-pilot (`/dashboard/co-pilot`): the user's conversations and the open one. Answers come
 * from the business's own records; their cards open the screens where the user decides: the
 * co-pilot itself changes nothing (docs/product-rules.md, "Co-pilot").
 */
export function CoPilotChat({
  conversationId = null,
  onConversationChange,
  className,
}: CoPilotChatProps) {
  const titleId = useId()
  const paneId = useId()
  // On a phone only one side shows: the open conversation, or a new one being started.
  const [starting, setStarting] = useState(false)
  const open = (id: string | null) => {
    setStarting(id === null)
    onConversationChange?.(id)
  }
  /** None open: on a phone, the list shows. */
  const showList = () => {
    open(null)
    setStarting(false)
  }
  const { conversation, pending, failure, ask } = useCoPilotChat(conversationId, (id) => open(id))
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

  const loading = conversationId !== null && conversation.isPending
  return (
    <section
      className={cx('ally-CoPilotChat', className)}
      aria-labelledby={titleId}
      data-open={conversationId !== null || starting || pending !== null || undefined}
    >
      <PageHeader titleId={titleId} title="Co-pilot" documentTitle="Co-pilot" />
      <div className="ally-CoPilotChat-body">
        <ConversationList openId={conversationId} onOpen={open} />
        <section className="ally-CoPilotChat-pane" aria-labelledby={paneId}>
          <ConversationHeader
            conversation={data?.conversation ?? null}
            headingId={paneId}
            onBack={showList}
            onDeleted={showList}
          />
          {loading ? (
            <Spinner aria-label="Loading the conversation" />
          ) : conversation.isError ? (
            <SectionLoadError
              what="this conversation"
              error={conversation.error}
              onRetry={conversation.refetch}
            />
          ) : (
            <>
              {messages.length === 0 && !pending && (
                <div className="ally-CoPilotChat-intro">
                  <p>
                    Ask about your own orders, vendors and spend. I answer from your records and
                    offer the screen where you act; I never change anything myself.
                  </p>
                  <ul className="ally-CoPilotChat-suggestions" aria-label="Questions to start with">
                    {FIRST_QUESTIONS.map((question) => (
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
                  The co-pilot could not answer. {getErrorMessage(failure.error)} Your question is
                  back in the box.
                </p>
              )}
              {data?.conversation.archived ? (
                <p className="ally-CoPilotChat-note">
                  This conversation is archived. Restore it to ask more.
                </p>
              ) : (
                <Composer onAsk={ask} isBusy={pending !== null} restore={failure?.question} />
              )}
            </>
          )}
        </section>
      </div>
    </section>
  )
}
