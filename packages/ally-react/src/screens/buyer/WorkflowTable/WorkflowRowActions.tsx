import { MESSAGES, type Workflow } from '@ally/sdk'
import { useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { PlayPauseButton } from '../../../blocks/workflows/PlayPauseButton'
import { useDeleteWorkflow } from '../../../queries/workflows'
import { toast } from '../../../ui/Toaster'
import '../../../blocks/detail-page/SourcingButton.css'

export interface WorkflowRowActionsProps {
  workflow: Workflow
  /** Called with the id of a workflow deleted, to put focus somewhere once its row is gone. */
  onDeleted: (id: string) => void
}

/** Which workflow a row's button acts on, for screen readers: each row has the same visible words. */
const Whom = ({ workflow }: { workflow: Workflow }) => (
  <VisuallyHidden elementType="span"> {workflow.name}</VisuallyHidden>
)

/**
 * A row's buttons, for those whose role may change workflows: Pause (a running workflow) or Play
 * (a paused one), at once; Delete after asking. The list reads again after either.
 */
export function WorkflowRowActions({ workflow, onDeleted }: WorkflowRowActionsProps) {
  return (
    <div className="ally-WorkflowTable-actions">
      <PlayPauseButton workflow={workflow} namesWorkflow />
      <DeleteWorkflow workflow={workflow} onDeleted={onDeleted} />
    </div>
  )
}

function DeleteWorkflow({ workflow, onDeleted }: WorkflowRowActionsProps) {
  const [asking, setAsking] = useState(false)
  const remove = useDeleteWorkflow({
    onSuccess: () => {
      toast.success(MESSAGES.workflowDeleted)
      setAsking(false)
      onDeleted(workflow.id)
    },
    onError: (error) => {
      // The refusal (gone already, say) is toasted and the question closes.
      showError(error)
      setAsking(false)
    },
  })
  return (
    <>
      <Button className="ally-SourcingButton" data-variant="danger" onPress={() => setAsking(true)}>
        Delete
        <Whom workflow={workflow} />
      </Button>
      <ConfirmDialog
        isOpen={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate({ params: { id: workflow.id } })}
        isPending={remove.isPending}
        title={`Delete “${workflow.name}”?`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        tone="danger"
      >
        <p>
          Its runs under way are cancelled and never continue, and its runs are deleted with it.
          This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  )
}
