import { getErrorMessage, type WorkflowRun } from '@ally/sdk'
import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Label, TextArea, TextField } from 'react-aria-components/TextField'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { useDecideWorkflowApproval } from '../../../queries/workflows'
import { toast } from '../../../ui/Toaster'

/** The longest note the server takes with a decision. */
const MAX_NOTE = 2000

type Decision = 'approve' | 'reject'

export interface ApprovalDecisionProps {
  /** The run waiting at the approval step. */
  runId: WorkflowRun['id']
  /** The step's name, so a screen reader tells this decision from any other on the page. */
  stepName: string
}

/**
 * Approve or reject, with an optional note, under the approval step a run waits at. The server's
 * answer is toasted; a refusal (decided already, 409; not asked, 403) stays under the buttons,
 * tied to them, until the next try. Once decided, the buttons give way to the answer until the
 * run, read again, moves on.
 */
export function ApprovalDecision({ runId, stepName }: ApprovalDecisionProps) {
  const headingId = useId()
  const problemId = useId()
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [decided, setDecided] = useState<string | null>(null)
  const decide = useDecideWorkflowApproval({
    onSuccess: (result) => {
      setDecided(result.message)
      toast.success(result.message)
    },
    onError: (error) => setProblem(getErrorMessage(error)),
  })
  const send = (decision: Decision) => {
    setProblem(null)
    const trimmed = note.trim()
    decide.mutate({
      params: { id: runId },
      body: { decision, ...(trimmed ? { note: trimmed } : {}) },
    })
  }
  const pressed = decide.isPending ? decide.variables?.body.decision : undefined
  if (decided) {
    return (
      <p className="ally-WorkflowRuns-decided" role="status">
        {decided}
      </p>
    )
  }
  return (
    <section className="ally-WorkflowRuns-decision" aria-labelledby={headingId}>
      <h4 id={headingId} className="ally-WorkflowRuns-decisionTitle">
        Approve or reject<VisuallyHidden elementType="span"> “{stepName}”</VisuallyHidden>
      </h4>
      <TextField
        className="ally-WorkflowRuns-decisionNote"
        value={note}
        onChange={setNote}
        maxLength={MAX_NOTE}
        isDisabled={decide.isPending}
      >
        <Label className="ally-WorkflowRuns-label">Note (optional)</Label>
        <TextArea rows={2} className="ally-SourcingTextArea" />
      </TextField>
      <div className="ally-WorkflowRuns-decisionActions">
        <Button
          className="ally-SourcingButton"
          data-variant="primary"
          isDisabled={decide.isPending && pressed !== 'approve'}
          isPending={pressed === 'approve'}
          aria-describedby={problem ? problemId : undefined}
          onPress={() => send('approve')}
        >
          {pressed === 'approve' ? 'Approving…' : 'Approve'}
        </Button>
        <Button
          className="ally-SourcingButton"
          data-variant="danger"
          isDisabled={decide.isPending && pressed !== 'reject'}
          isPending={pressed === 'reject'}
          aria-describedby={problem ? problemId : undefined}
          onPress={() => send('reject')}
        >
          {pressed === 'reject' ? 'Rejecting…' : 'Reject'}
        </Button>
      </div>
      {problem && (
        <p id={problemId} className="ally-WorkflowRuns-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  )
}
