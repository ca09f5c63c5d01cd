import { routeTo } from '@ally/sdk'
import type { MailMessage } from '../services/mail'
import { layout } from '../services/mail-templates'
import type { OpenedRun } from './run-records'

// The e-mails workflows send: what a `notify` step says, and the owners' notice when a workflow
// pauses because its maker can no longer act.

export function notifyMail(
  to: string,
  run: Pick<OpenedRun, 'workflowName' | 'workflowId'>,
  config: { subject: string; message: string },
  appUrl: string,
): MailMessage {
  const link = `${appUrl}${routeTo.workflowRun(run.workflowId)}`
  const footer = `Sent by the workflow “${run.workflowName}”.`
  return {
    to,
    subject: config.subject,
    text: `${config.message}\n\n${footer}\n${link}\n`,
    html: layout(config.subject, [config.message, footer], {
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
