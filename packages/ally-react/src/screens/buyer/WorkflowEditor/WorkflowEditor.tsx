import { ROUTES, routeTo, type Workflow } from '@ally/sdk'
import { type FormEvent, useId } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { Label, TextArea, TextField } from 'react-aria-components/TextField'
import { RoleCannot } from '../../../blocks/alerts/RoleCannot'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { DetailPage } from '../../../blocks/detail-page/DetailPage'
import { RECORD_PAGES } from '../../../blocks/detail-page/recordPages'
import { PlayPauseButton } from '../../../blocks/workflows/PlayPauseButton'
import { triggerText } from '../../../blocks/workflows/schedule'
import { workflowState } from '../../../blocks/workflows/workflowStatus'
import { useWorkflow } from '../../../queries/workflows'
import { useCan } from '../../../session/useCan'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { TextInput } from '../../../ui/TextInput'
import { StepsSection } from './StepsSection'
import { TemplatePicker } from './TemplatePicker'
import { TriggerSection } from './TriggerSection'
import { useWorkflowEditor, type WorkflowEditorCallbacks } from './useWorkflowEditor'
import { WorkflowSummary } from './WorkflowSummary'
import '../../../blocks/detail-page/sourcing.css'
import '../../../blocks/detail-page/SourcingButton.css'
import '../../../blocks/create-form/CreateForm.css'
import './WorkflowEditor.css'

/** The `workflowId` of a workflow not saved yet: `/dashboard/workflow/new`. */
export const NEW_WORKFLOW_ID = 'new'

export interface WorkflowEditorProps extends WorkflowEditorCallbacks {
  /** The workflow to edit, or `NEW_WORKFLOW_ID` for a new one. */
  workflowId: string
  className?: string
}

/**
 * A workflow's page (`/dashboard/workflow/{workflowId}`, `new` for a new one): its name, what
 * starts it (by hand, or a schedule shown in words with its next five times) and its steps (send an
 * RFQ, remind, wait, choose and award the best answer, create and send the purchase order, e-mail
 * people), each checked as it is typed, in their order too; saving it, a test run (which saves
 * first and opens the run), and playing or pausing it. A new one can start from a template.
 * Someone whose role cannot change workflows sees what it does.
 *
 * @example
 * <WorkflowEditor workflowId={params.workflowId} />
 */
export function WorkflowEditor({ workflowId, className, ...callbacks }: WorkflowEditorProps) {
  const isNew = workflowId === NEW_WORKFLOW_ID
  const titleId = useId()
  const permitted = useCan('workflows')
  const query = useWorkflow(isNew ? '' : workflowId)
  if (isNew) {
    return (
      <article className={cx('ally-WorkflowEditor', className)} aria-labelledby={titleId}>
        {permitted ? (
          <EditorForm titleId={titleId} callbacks={callbacks} />
        ) : (
          <RoleCannot
            className="ally-WorkflowEditor-section"
            permission="workflows"
            titleId={titleId}
            back={{ to: ROUTES.workflows, label: 'Back to workflows' }}
          />
        )}
      </article>
    )
  }
  return (
    <DetailPage
      query={query}
      className={cx('ally-WorkflowEditor', className)}
      {...RECORD_PAGES.workflow}
    >
      {({ data }, pageTitleId) =>
        permitted ? (
          <EditorForm key={data.id} workflow={data} titleId={pageTitleId} callbacks={callbacks} />
        ) : (
          <WorkflowSummary workflow={data} titleId={pageTitleId} />
        )
      }
    </DetailPage>
  )
}

function EditorForm({
  workflow,
  titleId,
  callbacks,
}: {
  workflow?: Workflow
  titleId: string
  callbacks: WorkflowEditorCallbacks
}) {
  const editor = useWorkflowEditor(workflow, callbacks)
  const { form, change, problems } = editor

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    editor.save()
  }

  return (
    <>
      <PageHeader
        titleId={titleId}
        title={workflow ? workflow.name : 'New workflow'}
        documentTitle={workflow ? `${workflow.name} · Workflows` : 'New workflow'}
        breadcrumbs={[
          { label: 'Workflows', href: ROUTES.workflows },
          { label: workflow ? workflow.name : 'New workflow' },
        ]}
        description={
          workflow ? (
            <p className="ally-WorkflowEditor-status">
              <StatusBadge status={workflow.state} display={workflowState(workflow.state)} />{' '}
              {triggerText(workflow.trigger)}
            </p>
          ) : (
            <p>A trigger and steps that run by themselves. New workflows start paused.</p>
          )
        }
        actions={
          workflow && (
            <ActionLink to={routeTo.workflowRun(workflow.id)}>Runs and history</ActionLink>
          )
        }
      />
      {!workflow && <TemplatePicker editor={editor} />}
      <Form
        ref={editor.formRef}
        className="ally-WorkflowEditor-form"
        validationErrors={problems}
        validationBehavior="aria"
        onSubmit={onSubmit}
      >
        <div className="ally-WorkflowEditor-main">
          <section className="ally-WorkflowEditor-section" aria-label="About">
            <TextInput
              label="Name"
              name="name"
              required
              value={form.name}
              onChange={(name) => change({ name }, 'name')}
            />
            <TextField
              className="ally-WorkflowEditor-field"
              name="description"
              value={form.description}
              onChange={(description) => change({ description })}
              maxLength={2000}
            >
              <Label className="ally-WorkflowEditor-fieldLabel">What it is for (optional)</Label>
              <TextArea rows={2} className="ally-SourcingTextArea" />
            </TextField>
          </section>
          <TriggerSection editor={editor} />
          <StepsSection editor={editor} />
        </div>
        <EditorActions workflow={workflow} editor={editor} />
      </Form>
    </>
  )
}

function EditorActions({
  workflow,
  editor,
}: {
  workflow?: Workflow
  editor: ReturnType<typeof useWorkflowEditor>
}) {
  const headingId = useId()
  const busy = editor.saving || editor.starting
  return (
    <aside className="ally-WorkflowEditor-side" aria-labelledby={headingId}>
      <h2 id={headingId}>{workflow ? 'Save and run' : 'Create'}</h2>
      <p className="ally-WorkflowEditor-hint">
        {workflow
          ? editor.dirty
            ? 'You have changes that are not saved.'
            : 'Everything is saved.'
          : 'It is saved paused: nothing runs until you play it or run it.'}
      </p>
      <Button
        type="submit"
        className="ally-SourcingButton"
        data-variant="primary"
        isPending={editor.saving && !editor.starting}
        isDisabled={busy}
      >
        {workflow ? 'Save changes' : 'Create workflow'}
      </Button>
      <Button
        className="ally-SourcingButton"
        isDisabled={busy}
        isPending={editor.starting}
        onPress={() => editor.save({ thenRun: true })}
      >
        {workflow && !editor.dirty ? 'Test run now' : 'Save and test run'}
      </Button>
      <p className="ally-WorkflowEditor-hint">
        A test run goes through every step now, whatever the trigger: its e-mails are really sent.
      </p>
      {workflow && <PlayOrPause workflow={workflow} />}
    </aside>
  )
}

function PlayOrPause({ workflow }: { workflow: Workflow }) {
  return (
    <div className="ally-WorkflowEditor-state">
      <p className="ally-WorkflowEditor-hint">
        {workflow.state === 'running'
          ? 'Running: it starts runs on its trigger. Pausing stops its runs where they are.'
          : 'Paused: it starts no runs. Playing it continues the runs it stopped.'}
      </p>
      <PlayPauseButton workflow={workflow} words="long" />
    </div>
  )
}
