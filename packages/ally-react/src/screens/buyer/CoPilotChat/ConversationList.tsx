import type { Conversation, listConversations } from '@ally/sdk'
import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { ToggleButton } from 'react-aria-components/ToggleButton'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { SearchBox } from '../../../blocks/lists/SearchBox'
import { useDebouncedValue } from '../../../blocks/lists/useDebouncedValue'
import { useConversations } from '../../../queries/chat'
import { pagedItems } from '../../../queries/endpoint'
import { formatDate } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'

export interface ConversationListProps {
  openId: string | null
  onOpen: (conversationId: string | null) => void
}

/**
 * The user's conversations, most recently active first: search, the archived ones apart, and a
 * new conversation (an empty one opens; the first question names it).
 */
export function ConversationList({ openId, onOpen }: ConversationListProps) {
  const headingId = useId()
  const [term, setTerm] = useState('')
  const [archived, setArchived] = useState(false)
  const search = useDebouncedValue(term.trim(), 250)
  const list = useConversations({ search: search || undefined, archived })
  const items: Conversation[] = pagedItems<typeof listConversations>(list.data)

  return (
    <nav className="ally-CoPilotChat-list" aria-labelledby={headingId}>
      <div className="ally-CoPilotChat-listHeader">
        <h2 id={headingId}>Conversations</h2>
        <Button
          className="ally-SourcingButton ally-CoPilotChat-new"
          data-variant="primary"
          onPress={() => onOpen(null)}
        >
          New conversation
        </Button>
      </div>
      <SearchBox
        label="Search conversations"
        hint="Words in a title or answer"
        term={[term, setTerm]}
      />
      <ToggleButton
        className="ally-SourcingButton ally-CoPilotChat-archivedToggle"
        isSelected={archived}
        onChange={setArchived}
      >
        {archived ? 'Showing archived' : 'Show archived'}
      </ToggleButton>
      {list.isPending ? (
        <Spinner aria-label="Loading conversations" />
      ) : list.isError ? (
        <SectionLoadError what="your conversations" error={list.error} onRetry={list.refetch} />
      ) : items.length === 0 ? (
        <p className="ally-CoPilotChat-empty">
          {search
            ? 'No conversation matches your search.'
            : archived
              ? 'No archived conversations.'
              : 'No conversations yet. Ask your first question.'}
        </p>
      ) : (
        <ul className="ally-CoPilotChat-items">
          {items.map((item) => (
            <li key={item.id}>
              <Button
                className="ally-CoPilotChat-item"
                aria-current={item.id === openId ? 'page' : undefined}
                onPress={() => onOpen(item.id)}
              >
                <span className="ally-CoPilotChat-itemTitle">{item.title}</span>
                <span className="ally-CoPilotChat-itemDate">{formatDate(item.updatedAt)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          className="ally-SourcingButton ally-CoPilotChat-more"
          isDisabled={list.isFetchingNextPage}
          onPress={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Show older conversations'}
        </Button>
      )}
    </nav>
  )
}
