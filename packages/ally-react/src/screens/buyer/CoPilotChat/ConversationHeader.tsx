import type { Conversation } from '@ally/sdk'
import { type FormEvent, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { useUpdateConversation } from '../../../queries/chat'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'

export interface ConversationHeaderProps {
  conversation: Conversation | null
  headingId: string
  /** Back to the list, on a phone where only one of them shows. */
  onBack: () => void
}

/** The open conversation's title, with rename and archive or restore. */
export function ConversationHeader({ conversation, headingId, onBack }: ConversationHeaderProps) {
  const update = useUpdateConversation()
  const errors = useErrorToast()
  const [renaming, setRenaming] = useState<string | null>(null)

  const change = async (body: { title?: string; archived?: boolean }, done: string) => {
    if (!conversation) return
    try {
      await update.mutateAsync({ body: { conversationId: conversation.id, ...body } })
      errors.dismiss()
      toast.success(done)
      setRenaming(null)
    } catch (error) {
      errors.show(error)
    }
  }
  const rename = (event: FormEvent) => {
    event.preventDefault()
    if (renaming?.trim()) void change({ title: renaming.trim() }, 'Updated successfully')
  }

  return (
    <header className="ally-CoPilotChat-header">
      <Button className="ally-SourcingButton ally-CoPilotChat-back" onPress={onBack}>
        Conversations
      </Button>
      {renaming !== null ? (
        <form className="ally-CoPilotChat-rename" onSubmit={rename}>
          <TextInput label="Conversation title" value={renaming} onChange={setRenaming} required />
          <Button type="submit" className="ally-SourcingButton" isDisabled={update.isPending}>
            Save
          </Button>
          <Button className="ally-SourcingButton" onPress={() => setRenaming(null)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <h2 id={headingId} className="ally-CoPilotChat-title">
            {conversation?.title ?? 'New conversation'}
            {conversation?.archived && (
              <span className="ally-CoPilotChat-archived"> (archived)</span>
            )}
          </h2>
          {conversation && (
            <div className="ally-CoPilotChat-headerActions">
              <Button
                className="ally-SourcingButton"
                onPress={() => setRenaming(conversation.title)}
              >
                Rename
              </Button>
              <Button
                className="ally-SourcingButton"
                isDisabled={update.isPending}
                onPress={() =>
                  void change(
                    { archived: !conversation.archived },
                    conversation.archived ? 'Conversation restored' : 'Conversation archived',
                  )
                }
              >
                {conversation.archived ? 'Restore' : 'Archive'}
              </Button>
            </div>
          )}
        </>
      )}
    </header>
  )
}
