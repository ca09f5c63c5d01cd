import type { WorkflowRun } from '@ally/sdk'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import {
  runTriggerText,
  workflowRunStatus,
  workflowStepStatus,
} from '../../../blocks/workflows/workflowStatus'
import { isRunLive, useWorkflowRun } from '../../../queries/workflows'
import { formatMoment } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import { StatusBadge } from '../../../ui/StatusBadge'
import {
  failedStepOf,
  formatDuration,
  type RunStep,
  runChanges,
  runNote,
  stepTypeText,
  waitingText,
} from './runWords'

export interface RunTimelineProps {
  /** The run to show; none while the list has not said which one is the newest. */
  runId: string | null
  /** The run as the list has it, shown while its own read is on its way. */
  listed: WorkflowRun | undefined
  headingId: string
}

/**
 * One run's steps in order, each with its kind, status, times, output and (failed) error. The run
 * is read on its own (useWorkflowRun), again every two seconds while it is under way: then the
 * panel says "Updating live", and a polite live region tells a screen reader each step's change.
 */
export function RunTimeline({ runId, listed, headingId }: RunTimelineProps) {
  const read = useWorkflowRun(runId ?? '')
  const run = read.data?.data ?? (listed?.id === runId ? listed : undefined)
  const live = run ? isRunLive(run) : false
  const announcement = useRunAnnouncement(run)
  let body: ReactNode
  if (run) {
    body = <RunSteps run={run} />
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
function RunSteps({ run }: { run: WorkflowRun }) {
  const failed = run.status === 'failed' ? failedStepOf(run) : null
  const note = runNote(run)
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
          {run.steps.map((step) => (
            <StepItem key={step.stepId} step={step} />
          ))}
        </ol>
      )}
    </>
  )
}

const isUnderWay = (step: RunStep) => step.status === 'running' || step.status === 'waiting'

/** One step: name and kind, status, when it started and finished, what it did or why it failed. */
function StepItem({ step }: { step: RunStep }) {
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
      <p className="ally-WorkflowRuns-stepType">{stepTypeText(step.type)}</p>
      <StepTimes step={step} />
      {step.status === 'waiting' && (
        <p className="ally-WorkflowRuns-waiting">{waitingText(step)}</p>
      )}
      {step.output && (
        <p className="ally-WorkflowRuns-output">
          <span className="ally-WorkflowRuns-label">Output: </span>
          {step.output}
        </p>
      )}
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
