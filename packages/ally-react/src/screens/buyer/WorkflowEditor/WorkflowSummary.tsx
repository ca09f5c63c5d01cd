import { ROUTES, routeTo, type Workflow } from '@ally/sdk'
import { useId } from 'react'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { triggerText } from '../../../blocks/workflows/schedule'
import { workflowState } from '../../../blocks/workflows/workflowStatus'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { stepText } from './stepText'

/**
 * A workflow as someone whose role cannot change workflows sees it: what starts it and what each
 * step does, in words, and the way to its runs.
 */
export function WorkflowSummary({ workflow, titleId }: { workflow: Workflow; titleId: string }) {
  const stepsId = useId()
  return (
    <>
      <PageHeader
        titleId={titleId}
        title={workflow.name}
        documentTitle={`${workflow.name} · Workflows`}
        breadcrumbs={[{ label: 'Workflows', href: ROUTES.workflows }, { label: workflow.name }]}
        description={
          <p className="ally-WorkflowEditor-status">
            <StatusBadge status={workflow.state} display={workflowState(workflow.state)} />{' '}
            {triggerText(workflow.trigger)}
          </p>
        }
        actions={<ActionLink to={routeTo.workflowRun(workflow.id)}>Runs and history</ActionLink>}
      />
      <section className="ally-WorkflowEditor-section" aria-labelledby={stepsId}>
        {workflow.description && <p>{workflow.description}</p>}
        <h2 id={stepsId}>Steps</h2>
        <ol className="ally-WorkflowEditor-summary">
          {workflow.steps.map((step) => (
            <li key={step.id}>
              <strong>{step.name}</strong>
              <span>{stepText(step)}</span>
            </li>
          ))}
        </ol>
        <p className="ally-WorkflowEditor-hint">
          Your role can read workflows, not change them. An owner or admin can change your role on
          the Teams page.
        </p>
      </section>
    </>
  )
}
