import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { WORKFLOW_TEMPLATES, type WorkflowTemplate } from './templates'
import type { WorkflowEditorState } from './useWorkflowEditor'

/**
 * The ready-made workflows a new one can start from, a button each. One fills the form at once
 * while nothing was typed; otherwise the buyer is asked first, as it replaces everything.
 */
export function TemplatePicker({ editor }: { editor: WorkflowEditorState }) {
  const headingId = useId()
  const [asking, setAsking] = useState<WorkflowTemplate>()
  const choose = (template: WorkflowTemplate) => {
    if (editor.untouched) editor.applyTemplate(template)
    else setAsking(template)
  }
  return (
    <section
      className="ally-WorkflowEditor-section ally-WorkflowEditor-templates"
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>Start from a template</h2>
      <p className="ally-WorkflowEditor-hint">
        It fills in the form below; change anything before you create the workflow.
      </p>
      <ul className="ally-WorkflowEditor-templateList">
        {WORKFLOW_TEMPLATES.map((template) => (
          <li key={template.id}>
            <Button
              className="ally-WorkflowEditor-template"
              aria-label={template.name}
              aria-describedby={`${headingId}-${template.id}`}
              onPress={() => choose(template)}
            >
              <strong>{template.name}</strong>
              <span id={`${headingId}-${template.id}`}>{template.description}</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={!!asking}
        isPending={false}
        title="Replace what you typed?"
        confirmLabel="Use the template"
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          if (asking) editor.applyTemplate(asking)
          setAsking(undefined)
        }}
      >
        <p>
          “{asking?.name}” fills in the whole form: the name, trigger and steps you have typed are
          replaced.
        </p>
      </ConfirmDialog>
    </section>
  )
}
