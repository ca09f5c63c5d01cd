import { useId, useState } from 'react'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { ChatThread } from './ChatThread'
import { ConversationHeader } from './ConversationHeader'
import { ConversationList } from './ConversationList'
import { useCoPilotChat } from './useCoPilotChat'
import '../../../blocks/detail-page/SourcingButton.css'
import './CoPilotChat.css'

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
  const chat = useCoPilotChat(conversationId, open)
  const data = chat.conversation.data?.data

  return (
    <section
      className={cx('ally-CoPilotChat', className)}
      aria-labelledby={titleId}
      data-open={conversationId !== null || starting || chat.pending !== null || undefined}
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
          <ChatThread
            chat={chat}
            conversationId={conversationId}
            intro="Ask about your own orders, vendors and spend. I answer from your records and offer the screen where you act; I never change anything myself. With a keyboard, Ctrl+K (⌘K on a Mac) asks from any page about what is on it."
          />
        </section>
      </div>
    </section>
  )
}
