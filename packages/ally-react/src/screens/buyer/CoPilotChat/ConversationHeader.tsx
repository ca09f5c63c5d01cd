import type { Conversation } from '@ally/sdk'
import { type FormEvent, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { useDeleteConversation, useUpdateConversation } from '../../../queries/chat'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'

export interface ConversationHeaderProps {
  conversation: Conversation | null
  headingId: string
  /** Back to the list, on a phone where only one of them shows. */
  onBack: () => void
  /** The conversation was deleted: open none. */
  onDeleted: () => void
}

/** The open conversation's title, with rename, archive or restore, and delete. */
export function ConversationHeader({
  conversation,
  headingId,
  onBack,
  onDeleted,
}: ConversationHeaderProps) {
  const update = useUpdateConversation()
  const remove = useDeleteConversation()
  const errors = useErrorToast()
  const [renaming, setRenaming] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)

  const confirmDelete = async () => {
    if (!conversation) return
    try {
      await remove.mutateAsync({ params: { id: conversation.id } })
      errors.dismiss()
      toast.success('Conversation deleted')
      setDeleting(false)
      onDeleted()
    } catch (error) {
      setDeleting(false)
      errors.show(error)
    }
  }

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
          <TextInput
            label="Conversation title"
            value={renaming}
            onChange={setRenaming}
            required
            autoFocus
          />
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
              <Button className="ally-SourcingButton" onPress={() => setDeleting(true)}>
                Delete
              </Button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        isOpen={deleting}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
        title="Delete this conversation?"
        confirmLabel="Delete conversation"
        pendingLabel="Deleting…"
        cancelLabel="Keep it"
        tone="danger"
      >
        <p>
          “{conversation?.title}” and all its messages are deleted for good. Nothing it pointed to
          changes.
        </p>
      </ConfirmDialog>
    </header>
  )
}
