import { decideWorkflowApproval, isOwnerOrAdmin } from '@ally/sdk'
import { DBOS } from '@dbos-inc/dbos-sdk'
import type { AppContext } from '../context'
import { conflict, forbidden, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { toWorkflowRun } from './mappers'
import { ownRun } from './queries'
import type { ApprovalConfig } from './step-configs'
import { APPROVAL_TOPIC, type ApprovalDecision } from './steps/approval'

// Deciding an approval step (docs/product-rules.md, "Workflows"): the people the step asks, or an
// owner or admin, approve or reject the run waiting at it. The decision is a message to the run,
// sent once per step: the engine keeps only the first one, however many arrive.

/** The route; `needsEngine` refuses (503) when this process's engine does not run workflows. */
export function approvalRoute({ db }: AppContext, needsEngine: () => void) {
  return implement(decideWorkflowApproval, async ({ params, body, caller }) => {
    needsEngine()
    const found = await ownRun(db, caller.business.id, params.id)
    if (!found) throw notFound('This run does not exist.')
    const { run } = found
    const rows = found.steps.get(run.id) ?? []
    const waiting = run.steps.find(
      (step) =>
        step.type === 'approval' &&
        rows.some((row) => row.stepId === step.id && row.status === 'waiting'),
    )
    if (run.status !== 'waiting' || !waiting) {
      throw conflict('This run is not waiting for an approval.')
    }
    const asked = (waiting.config as ApprovalConfig).to.map((email) => email.toLowerCase())
    if (!asked.includes(caller.user.email.toLowerCase()) && !isOwnerOrAdmin(caller.user.role)) {
      throw forbidden('Only the people this step asks, or an owner or admin, approve or reject it.')
    }
    const by = `${caller.user.firstName} ${caller.user.lastName}`.trim() || caller.user.email
    const decision: ApprovalDecision = {
      decision: body.decision,
      by,
      ...(body.note?.trim() ? { note: body.note.trim() } : {}),
    }
    await DBOS.send(run.id, decision, APPROVAL_TOPIC, `${run.id}:${waiting.id}:decision`)
    return {
      message:
        body.decision === 'approve' ? 'Approved; the run goes on.' : 'Rejected; the run stops.',
      data: toWorkflowRun(run, rows),
    }
  })
}
