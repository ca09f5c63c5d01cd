import type { StatusDisplay, Workflow, WorkflowRun, WorkflowStep } from '@ally/sdk'

// The words and tones of a workflow's state, a run's status and a step's, for StatusBadge's
// `display`. They live here rather than in the SDK's status rules: only the workflow screens use
// them, and the SDK's size budget is spent (see .size-limit.js).

const WORKFLOW_STATE: Record<Workflow['state'], StatusDisplay> = {
  running: { label: 'Running', tone: 'success' },
  paused: { label: 'Paused', tone: 'neutral' },
}

const RUN_STATUS: Record<WorkflowRun['status'], StatusDisplay> = {
  queued: { label: 'Queued', tone: 'info' },
  running: { label: 'Running', tone: 'info' },
  waiting: { label: 'Waiting', tone: 'warning' },
  paused: { label: 'Paused', tone: 'neutral' },
  succeeded: { label: 'Succeeded', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
}

type StepStatus = WorkflowRun['steps'][number]['status']

const STEP_STATUS: Record<StepStatus, StatusDisplay> = {
  pending: { label: 'Not started', tone: 'neutral' },
  running: { label: 'Running', tone: 'info' },
  waiting: { label: 'Waiting', tone: 'warning' },
  succeeded: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  skipped: { label: 'Skipped', tone: 'neutral' },
}

/** "Running" (success) or "Paused" (neutral). */
export const workflowState = (state: Workflow['state']): StatusDisplay => WORKFLOW_STATE[state]

/** "Queued", "Running", "Waiting", "Paused", "Succeeded", "Failed" or "Cancelled". */
export const workflowRunStatus = (status: WorkflowRun['status']): StatusDisplay =>
  RUN_STATUS[status]

/** A step of a run: "Not started", "Running", "Waiting", "Done", "Failed" or "Skipped". */
export const workflowStepStatus = (status: StepStatus): StatusDisplay => STEP_STATUS[status]

/** What started a run, in words: "Run by hand", "On schedule" or the event's name. */
export function runTriggerText(trigger: string): string {
  if (trigger === 'manual') return 'Run by hand'
  if (trigger === 'schedule') return 'On schedule'
  return `On ${trigger.replace(/[._]/g, ' ')}`
}

const STEP_TYPES: Record<WorkflowStep['type'], string> = {
  send_rfq: 'Send an RFQ',
  remind: 'Remind vendors who have not answered',
  wait: 'Wait',
  pick_best_quote: 'Choose the best answer',
  approval: 'Ask for approval',
  accept_quote: 'Award the best answer',
  create_purchase_order: 'Create the purchase order',
  send_purchase_order: 'Send the purchase order',
  notify: 'E-mail people',
  copilot_summary: 'Ask the co-pilot for a summary',
}

/** A step's kind in words, as the editor offers it: "Send an RFQ", "Wait", "E-mail people". */
export const stepTypeText = (type: WorkflowStep['type']): string => STEP_TYPES[type]
