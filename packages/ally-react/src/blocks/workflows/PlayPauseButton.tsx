import type { Workflow } from '@ally/sdk'
import { Button } from 'react-aria-components/Button'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { usePlayOrPauseWorkflow } from '../../queries/workflows'
import { toast } from '../../ui/Toaster'
import { showError } from '../alerts/useErrorToast'
import '../detail-page/SourcingButton.css'

/** What play and pause say once the server has done them. */
export const PLAYED_TOAST = 'Workflow playing'
export const PAUSED_TOAST = 'Workflow paused'

export interface PlayPauseButtonProps {
  workflow: Workflow
  /** Visible words: "Pause" / "Play", or with "workflow" after them where nothing says whose. */
  words?: 'short' | 'long'
  /** Adds the workflow's name for screen readers, where several rows show the same button. */
  namesWorkflow?: boolean
}

/**
 * Pauses a running workflow or plays a paused one, at once ('Workflow paused', 'Workflow
 * playing'); a refusal is toasted with the server's words. Every screen that shows a workflow's
 * state offers it: the list's rows, its page and its runs.
 */
export function PlayPauseButton({
  workflow,
  words = 'short',
  namesWorkflow = false,
}: PlayPauseButtonProps) {
  const toggle = usePlayOrPauseWorkflow({
    onSuccess: ({ data }, input) => {
      if (input.body.action === 'pause') return toast.success(PAUSED_TOAST)
      // Its maker gone, playing it made it act as whoever played it: say so, it changes its rights.
      const tookOver = data.createdBy.id !== workflow.createdBy.id
      toast.success(PLAYED_TOAST, {
        description: tookOver
          ? 'Its maker can no longer run workflows, so it acts as you now.'
          : undefined,
      })
    },
    onError: showError,
  })
  const playing = workflow.state === 'running'
  const verb = playing ? 'Pause' : 'Play'
  return (
    <Button
      className="ally-SourcingButton"
      isPending={toggle.isPending}
      onPress={() =>
        toggle.mutate({
          params: { id: workflow.id },
          body: { action: playing ? 'pause' : 'play' },
        })
      }
    >
      {words === 'long' ? `${verb} workflow` : verb}
      {namesWorkflow && <VisuallyHidden elementType="span"> {workflow.name}</VisuallyHidden>}
    </Button>
  )
}
