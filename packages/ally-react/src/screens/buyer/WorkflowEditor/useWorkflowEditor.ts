import { routeTo, type Workflow } from '@ally/sdk'
import { type RefObject, useMemo, useState } from 'react'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { type FormProblems, useFormDraft } from '../../../blocks/forms/useFormDraft'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useCreateWorkflow, useRunWorkflow, useUpdateWorkflow } from '../../../queries/workflows'
import { useAllySession } from '../../../session/useAllySession'
import { toast } from '../../../ui/Toaster'
import type { WorkflowTemplate } from './templates'
import {
  type EditableStepType,
  emptyForm,
  formNamesOf,
  formOf,
  inputOf,
  problemsOf,
  type StepDraft,
  type WorkflowForm,
  withType,
} from './workflowForm'

export interface WorkflowEditorCallbacks {
  /** After a new workflow's first save. Defaults to replacing the page with its own address. */
  onCreated?: (workflow: Workflow) => void
  /** After a test run started. Defaults to opening the workflow's runs. */
  onRunStarted?: (workflow: Workflow, runId: string) => void
}

/**
 * Only the problems of the fields the user has changed, until a save shows them all. A step's
 * place in the order (`steps.N.type`) shows at once: adding or moving a step is the change.
 */
function visible(problems: FormProblems, touched: ReadonlySet<string>, all: boolean) {
  if (all) return problems
  return Object.fromEntries(
    Object.entries(problems).filter(([name]) => touched.has(name) || name.endsWith('.type')),
  )
}

/**
 * Gives focus to the first control of the field named `name` once it has rendered, and after a
 * closing dialog has given focus back to the button that opened it (a frame later).
 */
function focusField(form: RefObject<HTMLFormElement | null>, name: string) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      form.current
        ?.querySelector(`[data-field="${name}"]`)
        ?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button')
        ?.focus()
    }),
  )
}

/**
 * The editor's state: the form, its problems as the user types (a field's once it was changed,
 * all of them once a save was tried), and saving (create or update), then optionally a test run.
 */
export function useWorkflowEditor(
  workflow: Workflow | undefined,
  { onCreated, onRunStarted }: WorkflowEditorCallbacks,
) {
  const navigation = useAllyNavigation()
  const me = useAllySession()?.user.email
  const draft = useFormDraft<WorkflowForm>(
    () => (workflow ? formOf(workflow) : emptyForm(me)),
    formNamesOf,
  )
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [triedSaving, setTriedSaving] = useState(false)
  const [saved, setSaved] = useState(() => JSON.stringify(draft.form))
  // What the form was when the page opened or a template filled it: replacing it loses nothing.
  const [start, setStart] = useState(() => JSON.stringify(draft.form))
  const live = useMemo(() => problemsOf(draft.form), [draft.form])
  const problems = { ...visible(live, touched, triedSaving), ...draft.problems }
  const dirty = JSON.stringify(draft.form) !== saved

  const run = useRunWorkflow({ onError: showError })
  const afterSave = (result: { data: Workflow; message: string }, thenRun: boolean) => {
    const current = result.data
    setSaved(JSON.stringify(draft.form))
    if (thenRun) {
      run.mutate(
        { params: { id: current.id }, body: {} },
        {
          onSuccess: ({ data }) => {
            toast.success('Test run started')
            if (onRunStarted) onRunStarted(current, data.id)
            else navigation.navigate(`${routeTo.workflowRun(current.id)}?run=${data.id}`)
          },
        },
      )
    } else {
      toast.success(workflow ? 'Workflow saved' : 'Workflow created')
    }
    if (!workflow) {
      if (onCreated) onCreated(current)
      else if (!thenRun) navigation.navigate(routeTo.workflow(current.id), { replace: true })
    }
  }
  const create = useCreateWorkflow({ onError: draft.failed })
  const update = useUpdateWorkflow({ onError: draft.failed })

  /** Saves the form (and then starts a test run); problems are marked instead when there are any. */
  function save({ thenRun = false } = {}) {
    setTriedSaving(true)
    if (!draft.check(live)) return
    const body = inputOf(draft.form)
    if (workflow) {
      update.mutate(
        { params: { id: workflow.id }, body },
        { onSuccess: (result) => afterSave(result, thenRun) },
      )
    } else {
      create.mutate({ body }, { onSuccess: (result) => afterSave(result, thenRun) })
    }
  }

  /** Changes fields of the form, marking `names` as changed so their problems show. */
  function change(changes: Partial<WorkflowForm>, ...names: string[]) {
    draft.patch(changes)
    if (names.length) setTouched((current) => new Set([...current, ...names]))
  }

  /**
   * Changes step `index`; `field` is the form name's last part (`to`, `subject`, `orderId`), or
   * several when the change bears on another field's problem too.
   */
  function changeStep(
    index: number,
    changes: Partial<StepDraft>,
    field?: string | readonly string[],
  ) {
    const fields = field === undefined ? [] : typeof field === 'string' ? [field] : field
    change(
      {
        steps: draft.form.steps.map((step, at) => (at === index ? { ...step, ...changes } : step)),
      },
      ...fields.map((name) => `steps.${index}.${name}`),
    )
  }

  /** Changes step `index` to another type; its place in the order is checked at once. */
  function changeStepType(index: number, type: EditableStepType) {
    const step = draft.form.steps[index]
    if (step) changeStep(index, withType(step, type))
  }

  /**
   * Replaces the whole form with a template's; what it still needs (an order, vendors) shows
   * marked at once, and the first of those fields takes focus.
   */
  function applyTemplate(template: WorkflowTemplate) {
    const form = template.form(me)
    const left = Object.keys(problemsOf(form))
    draft.patch(form)
    setStart(JSON.stringify(form))
    setTouched(new Set(left))
    setTriedSaving(false)
    if (left[0]) focusField(draft.formRef, left[0])
  }

  return {
    form: draft.form,
    me,
    /** Nothing typed since the page opened or a template filled it. */
    untouched: JSON.stringify(draft.form) === start,
    applyTemplate,
    changeStepType,
    formRef: draft.formRef,
    problems,
    dirty,
    change,
    changeStep,
    save,
    saving: create.isPending || update.isPending,
    starting: run.isPending,
  }
}

export type WorkflowEditorState = ReturnType<typeof useWorkflowEditor>
