import type { ChatAction } from '@ally/sdk'
import { ChatMarkdown, safeHref } from '../../../blocks/markdown/ChatMarkdown'
import { AllyLink } from '../../../provider/AllyLink'
import { Spinner } from '../../../ui/Spinner'

export interface ChatMessageViewProps {
  author: 'user' | 'assistant'
  content: string
  actions?: ChatAction[]
  /** A reply still streaming in: marked busy, so screen readers wait for the whole of it. */
  streaming?: boolean
}

/**
 * One message: the user's question as typed (text, never markup), or the co-pilot's answer as
 * Markdown with its cards. A card only opens a screen: what happens there is the user's choice.
 */
export function ChatMessageView({
  author,
  content,
  actions = [],
  streaming = false,
}: ChatMessageViewProps) {
  const cards = actions.flatMap((action) => {
    const link = action.href ? safeHref(action.href) : null
    return link && !link.external ? [{ ...action, to: link.to }] : []
  })
  return (
    <li
      className="ally-CoPilotChat-message"
      data-role={author}
      aria-busy={streaming || undefined}
      data-streaming={streaming || undefined}
    >
      <span className="ally-CoPilotChat-author">{author === 'user' ? 'You' : 'Co-pilot'}</span>
      <div className="ally-CoPilotChat-bubble">
        {author === 'user' ? <p>{content}</p> : <ChatMarkdown source={content} />}
      </div>
      {cards.length > 0 && (
        <ul className="ally-CoPilotChat-cards" aria-label="Suggested next steps">
          {cards.map((card) => (
            <li key={`${card.kind}:${card.to}:${card.label}`}>
              <AllyLink
                className="ally-SourcingButton ally-CoPilotChat-card"
                to={card.to}
                data-kind={card.kind}
              >
                {card.label}
              </AllyLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

/** The reply's placeholder while the co-pilot works on it. */
export function ReplyPlaceholder() {
  return (
    <li className="ally-CoPilotChat-message" data-role="assistant" data-placeholder="">
      <span className="ally-CoPilotChat-author">Co-pilot</span>
      <div className="ally-CoPilotChat-bubble">
        <Spinner size="small" aria-label="Co-pilot is answering" />
        <span>Working on it…</span>
      </div>
    </li>
  )
}
