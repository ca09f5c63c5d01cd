import { routeTo } from '@ally/sdk'
import type { MailMessage } from '../services/mail'
import { layout } from '../services/mail-templates'
import type { OpenedRun } from './run-records'

// The e-mails workflows send: what a `notify` step says, and the owners' notice when a workflow
// pauses because its maker can no longer act, an approval's question and reminder.

const UTC_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
  hourCycle: 'h23',
})

/** "Dec 1, 2026, 05:48 UTC": a time in a step's output or an e-mail, as the run view reads times. */
export const utcTime = (at: Date) => `${UTC_TIME.format(at)} UTC`

export function notifyMail(
  to: string,
  run: Pick<OpenedRun, 'workflowName' | 'workflowId' | 'input'>,
  config: { subject: string; message: string },
  appUrl: string,
  /** What the co-pilot said in an earlier step of the run. */
  summary?: string,
): MailMessage {
  const link = `${appUrl}${routeTo.workflowRun(run.workflowId)}`
  // An event's run says what happened, so one message serves every occurrence.
  const about = typeof run.input.about === 'string' ? `${run.input.about}.` : null
  const footer = `Sent by the workflow “${run.workflowName}”.`
  const paragraphs = [
    config.message,
    ...(about ? [about] : []),
    ...(summary ? [`The co-pilot's summary:\n${summary}`] : []),
    footer,
  ]
  return {
    to,
    subject: config.subject,
    text: `${paragraphs.slice(0, -1).join('\n\n')}\n\n${footer}\n${link}\n`,
    html: layout(config.subject, paragraphs, {
      label: 'Open the workflow',
      href: link,
    }),
  }
}

export function lostActorMail(
  to: string,
  run: Pick<OpenedRun, 'workflowName' | 'workflowId'>,
  reason: string,
  appUrl: string,
): MailMessage {
  const link = `${appUrl}${routeTo.workflow(run.workflowId)}`
  const subject = `Workflow paused: ${run.workflowName}`
  const body = `The workflow “${run.workflowName}” was paused: ${reason}. Its runs stop until someone who may run workflows plays it again.`
  return {
    to,
    subject,
    text: `${body}\n\n${link}\n`,
    html: layout(subject, [body], { label: 'Open the workflow', href: link }),
  }
}

/** Asks a member to approve what the run is about to do, or reminds them it still waits. */
export function approvalMail(
  to: string,
  run: Pick<OpenedRun, 'workflowName' | 'workflowId'>,
  ask: { runId: string; what: string; reminder: boolean; until: Date },
  appUrl: string,
): MailMessage {
  const link = `${appUrl}${routeTo.workflowRun(run.workflowId)}?run=${encodeURIComponent(ask.runId)}`
  const subject = `${ask.reminder ? 'Reminder: approval' : 'Approval'} needed: ${run.workflowName}`
  const body = [
    `The workflow “${run.workflowName}” waits for your approval to go on: ${ask.what}.`,
    `Approve or reject it in Ally before ${utcTime(ask.until)}; after that the run stops.`,
  ]
  return {
    to,
    subject,
    text: `${body.join('\n\n')}\n\n${link}\n`,
    html: layout(subject, body, { label: 'Approve or reject', href: link }),
  }
}
