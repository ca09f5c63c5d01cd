import type { Workflow, WorkflowRun } from '@ally/sdk'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { ChatMarkdown } from '../../../blocks/markdown/ChatMarkdown'
import {
  runTriggerText,
  workflowRunStatus,
  workflowStepStatus,
} from '../../../blocks/workflows/workflowStatus'
import { isRunLive, useWorkflowRun } from '../../../queries/workflows'
import { useAllySession } from '../../../session/useAllySession'
import { formatMoment } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import { StatusBadge } from '../../../ui/StatusBadge'
import { ApprovalDecision } from './ApprovalDecision'
import {
  failedStepOf,
  formatDuration,
  mayDecideApproval,
  type RunStep,
  runChanges,
  runNote,
  type StepConfig,
  stepTypeText,
  waitingText,
} from './runWords'

export interface RunTimelineProps {
  /** The run to show; none while the list has not said which one is the newest. */
  runId: string | null
  /** The run as the list has it, shown while its own read is on its way. */
  listed: WorkflowRun | undefined
  /** The run's workflow: its steps' configs say what a step waits for and whom it asks. */
  workflow: Workflow
  headingId: string
}

/**
 * One run's steps in order, each with its kind, status, times, output and (failed) error. The run
 * is read on its own (useWorkflowRun) and followed as it goes while it is under way: then the
 * panel says "Updating live", and a polite live region tells a screen reader each step's change.
 */
export function RunTimeline({ runId, listed, workflow, headingId }: RunTimelineProps) {
  const read = useWorkflowRun(runId ?? '')
  const run = read.data?.data ?? (listed?.id === runId ? listed : undefined)
  const live = run ? isRunLive(run) : false
  const announcement = useRunAnnouncement(run)
  let body: ReactNode
  if (run) {
    body = <RunSteps run={run} workflow={workflow} />
  } else if (read.isError) {
    body = <SectionLoadError what="this run" error={read.error} onRetry={read.refetch} />
  } else {
    body = <Spinner aria-label="Loading the run" />
  }
  return (
    <section
      className="ally-SourcingPanel ally-WorkflowRuns-timeline"
      aria-labelledby={headingId}
      aria-busy={!run || undefined}
    >
      <div className="ally-WorkflowRuns-timelineHeader">
        <h2 id={headingId}>{run ? `Run of ${formatMoment(run.startedAt)}` : 'Run'}</h2>
        {/* Always there, so that the words appearing in it are announced. */}
        <p className="ally-WorkflowRuns-live" role="status">
          {live && 'Updating live'}
        </p>
      </div>
      <VisuallyHidden elementType="p" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {body}
    </section>
  )
}

/**
 * What changed in the run since it was last read (runChanges), for the live region: empty when
 * another run is shown, so switching runs announces nothing.
 */
function useRunAnnouncement(run: WorkflowRun | undefined): string {
  const last = useRef<WorkflowRun | undefined>(undefined)
  const [said, setSaid] = useState('')
  useEffect(() => {
    const before = last.current
    last.current = run
    if (!run || before === run) return
    if (!before || before.id !== run.id) {
      setSaid('')
      return
    }
    const changes = runChanges(before, run)
    if (changes) setSaid(changes)
  }, [run])
  return said
}

/** The run's status, start and end, its failure or note, and its steps. */
function RunSteps({ run, workflow }: { run: WorkflowRun; workflow: Workflow }) {
  const failed = run.status === 'failed' ? failedStepOf(run) : null
  const note = runNote(run)
  const user = useAllySession()?.user
  // The run's own record of a step has no config; the workflow's step of the same id has it
  // (as it is now: a step edited since the run started says what it says now).
  const configs = new Map(workflow.steps.map((step) => [step.id, step.config]))
  return (
    <>
      <p className="ally-WorkflowRuns-summary">
        <StatusBadge status={run.status} display={workflowRunStatus(run.status)} />
        <span>
          {runTriggerText(run.trigger)} · started{' '}
          <time dateTime={run.startedAt}>{formatMoment(run.startedAt)}</time>
          {run.finishedAt && (
            <>
              {' '}
              · finished <time dateTime={run.finishedAt}>{formatMoment(run.finishedAt)}</time> (took{' '}
              {formatDuration(Date.parse(run.finishedAt) - Date.parse(run.startedAt))})
            </>
          )}
        </span>
      </p>
      {run.status === 'failed' && (
        <div className="ally-WorkflowRuns-failure" role="alert">
          <p className="ally-WorkflowRuns-failureTitle">
            {failed
              ? `This run failed at step ${failed.number}, “${failed.step.name}”.`
              : 'This run failed.'}
          </p>
          {failed?.step.error && <p>{failed.step.error}</p>}
          {failed && failed.number < run.steps.length && <p>The steps after it were skipped.</p>}
        </div>
      )}
      {note && <p className="ally-WorkflowRuns-note">{note}</p>}
      {run.steps.length === 0 ? (
        <p className="ally-WorkflowRuns-muted">This run has no steps.</p>
      ) : (
        <ol className="ally-WorkflowRuns-steps" aria-label="Steps">
          {run.steps.map((step) => {
            const config = configs.get(step.stepId)
            // Only a waiting run takes a decision; without a stored user, the server decides.
            const decides =
              run.status === 'waiting' &&
              step.status === 'waiting' &&
              step.type === 'approval' &&
              (!user || mayDecideApproval(user, config))
            return (
              <StepItem key={step.stepId} step={step} config={config}>
                {decides && (
                  // Keyed by run: another run waiting at the same step starts undecided.
                  <ApprovalDecision key={run.id} runId={run.id} stepName={step.name} />
                )}
              </StepItem>
            )
          })}
        </ol>
      )}
    </>
  )
}

const isUnderWay = (step: RunStep) => step.status === 'running' || step.status === 'waiting'

/**
 * One step: name and kind (when the name is not just the kind), status, when it started and
 * finished, what it waits for, what it did or why it failed; `children` go under what it waits for.
 */
function StepItem({
  step,
  config,
  children,
}: {
  step: RunStep
  config: StepConfig | undefined
  children?: ReactNode
}) {
  const type = stepTypeText(step.type)
  return (
    <li
      className="ally-WorkflowRuns-step"
      data-status={step.status}
      aria-current={isUnderWay(step) ? 'step' : undefined}
    >
      <div className="ally-WorkflowRuns-stepHeader">
        <h3 className="ally-WorkflowRuns-stepName">{step.name}</h3>
        <StatusBadge status={step.status} display={workflowStepStatus(step.status)} />
      </div>
      {type !== step.name.trim() && <p className="ally-WorkflowRuns-stepType">{type}</p>}
      <StepTimes step={step} />
      {step.status === 'waiting' && (
        <p className="ally-WorkflowRuns-waiting">{waitingText(step, config)}</p>
      )}
      {children}
      {step.output &&
        (step.type === 'copilot_summary' ? (
          // The co-pilot writes a little Markdown (bold, "- " lists): shown as it is in its chat.
          <div className="ally-WorkflowRuns-output ally-WorkflowRuns-markdown">
            <p className="ally-WorkflowRuns-label">Output:</p>
            <ChatMarkdown source={step.output} />
          </div>
        ) : (
          <p className="ally-WorkflowRuns-output">
            <span className="ally-WorkflowRuns-label">Output: </span>
            {step.output}
          </p>
        ))}
      {step.error && (
        <p className="ally-WorkflowRuns-error">
          <span className="ally-WorkflowRuns-label">Error: </span>
          {step.error}
        </p>
      )}
    </li>
  )
}

function StepTimes({ step }: { step: RunStep }) {
  if (!step.startedAt) {
    return (
      <p className="ally-WorkflowRuns-stepTimes">
        {step.status === 'skipped' ? 'Not run' : 'Not started yet'}
      </p>
    )
  }
  return (
    <p className="ally-WorkflowRuns-stepTimes">
      Started <time dateTime={step.startedAt}>{formatMoment(step.startedAt)}</time>
      {step.finishedAt && (
        <>
          {' '}
          · finished <time dateTime={step.finishedAt}>{formatMoment(step.finishedAt)}</time> (
          {formatDuration(Date.parse(step.finishedAt) - Date.parse(step.startedAt))})
        </>
      )}
    </p>
  )
}
