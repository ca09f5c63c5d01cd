import { getWorkflowRun, ROUTES, routeTo, type Workflow } from '@ally/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'react-aria-components/Button'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { PlayPauseButton } from '../../../blocks/workflows/PlayPauseButton'
import { allyQueryKey } from '../../../queries/endpoint'
import { useRunWorkflow } from '../../../queries/workflows'
import { useCan } from '../../../session/useCan'
import { toast } from '../../../ui/Toaster'
import '../../../blocks/detail-page/SourcingButton.css'

export interface WorkflowActionsProps {
  workflow: Workflow
  /** A run was started with "Run now": show it. */
  onRunStarted: (runId: string) => void
}

/**
 * The header's actions: "Run now" and Pause or Play for those whose role may change workflows
 * (`workflows`), and the links to the workflow's own page and to the list for everyone.
 */
export function WorkflowActions({ workflow, onRunStarted }: WorkflowActionsProps) {
  const mayChange = useCan('workflows')
  const queries = useQueryClient()
  const failure = useErrorToast()
  const run = useRunWorkflow({
    onSuccess: (result) => {
      failure.dismiss()
      // The timeline shows the new run at once; it reads again (and polls) from there.
      queries.setQueryData(
        allyQueryKey(getWorkflowRun, { query: { runId: result.data.id } }),
        result,
      )
      toast.success('Run started')
      onRunStarted(result.data.id)
    },
    onError: failure.show,
  })
  return (
    <>
      {mayChange && (
        <>
          <Button
            className="ally-SourcingButton"
            data-variant="primary"
            isPending={run.isPending}
            onPress={() => run.mutate({ params: { id: workflow.id }, body: {} })}
          >
            {run.isPending ? 'Starting…' : 'Run now'}
          </Button>
          <PlayPauseButton workflow={workflow} />
        </>
      )}
      <ActionLink to={routeTo.workflow(workflow.id)}>
        {mayChange ? 'Edit workflow' : 'View workflow'}
      </ActionLink>
      <ActionLink to={ROUTES.workflows}>All workflows</ActionLink>
    </>
  )
}
