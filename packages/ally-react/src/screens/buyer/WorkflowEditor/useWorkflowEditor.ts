import { routeTo, type Workflow } from '@ally/sdk'
import { useMemo, useState } from 'react'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { type FormProblems, useFormDraft } from '../../../blocks/forms/useFormDraft'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useCreateWorkflow, useRunWorkflow, useUpdateWorkflow } from '../../../queries/workflows'
import { useAllySession } from '../../../session/useAllySession'
import { toast } from '../../../ui/Toaster'
import {
  emptyForm,
  formNamesOf,
  formOf,
  inputOf,
  problemsOf,
  type StepDraft,
  type WorkflowForm,
} from './workflowForm'

export interface WorkflowEditorCallbacks {
  /** After a new workflow's first save. Defaults to replacing the page with its own address. */
  onCreated?: (workflow: Workflow) => void
  /** After a test run started. Defaults to opening the workflow's runs. */
  onRunStarted?: (workflow: Workflow, runId: string) => void
}

/** Only the problems of the fields the user has changed, until a save shows them all. */
function visible(problems: FormProblems, touched: ReadonlySet<string>, all: boolean) {
  if (all) return problems
  return Object.fromEntries(Object.entries(problems).filter(([name]) => touched.has(name)))
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
    (server) => formNamesOf(server),
  )
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [triedSaving, setTriedSaving] = useState(false)
  const [saved, setSaved] = useState(() => JSON.stringify(draft.form))
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

  /** Changes step `index`; `field` is the form name's last part (`to`, `subject`, `wait`). */
  function changeStep(index: number, changes: Partial<StepDraft>, field?: string) {
    change(
      {
        steps: draft.form.steps.map((step, at) => (at === index ? { ...step, ...changes } : step)),
      },
      ...(field ? [`steps.${index}.${field}`] : []),
    )
  }

  return {
    form: draft.form,
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
