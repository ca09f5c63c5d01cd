import { formatNumber, type WorkflowRun } from '@ally/sdk'
import { Button } from 'react-aria-components/Button'
import { ListBox, ListBoxItem, Text } from 'react-aria-components/ListBox'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { runTriggerText, workflowRunStatus } from '../../../blocks/workflows/workflowStatus'
import type { useWorkflowRuns } from '../../../queries/workflows'
import { formatMoment } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import { StatusBadge } from '../../../ui/StatusBadge'
import { runLengthText } from './runWords'
import '../../../blocks/detail-page/SourcingButton.css'

export interface RunListProps {
  /** The workflow's runs as loaded so far (useWorkflowRuns). */
  query: ReturnType<typeof useWorkflowRuns>
  runs: readonly WorkflowRun[]
  /** How many runs the workflow has in all. */
  total: number
  selectedId: string | null
  onSelect: (runId: string) => void
  headingId: string
}

/**
 * The workflow's runs, newest first: each its status, what started it, when and how long it took.
 * A single-select list box: arrow keys move between runs, Enter or Space (or a click) shows one.
 * "Load more" reads the next page while there is one.
 */
export function RunList({ query, runs, total, selectedId, onSelect, headingId }: RunListProps) {
  return (
    <section className="ally-SourcingPanel ally-WorkflowRuns-runs" aria-labelledby={headingId}>
      <h2 id={headingId}>
        Runs
        {total > 0 && (
          <>
            {' '}
            <span className="ally-WorkflowRuns-count">({formatNumber(total, 0)})</span>
          </>
        )}
      </h2>
      {query.isPending ? (
        <Spinner aria-label="Loading runs" />
      ) : query.isError && runs.length === 0 ? (
        <SectionLoadError what="the runs" error={query.error} onRetry={query.refetch} />
      ) : (
        <ListBox
          aria-label="Runs"
          className="ally-WorkflowRuns-list"
          items={runs}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={selectedId ? [selectedId] : []}
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys]
            if (key !== undefined) onSelect(String(key))
          }}
        >
          {(run) => <RunOption run={run} />}
        </ListBox>
      )}
      {query.isFetchNextPageError && (
        <p className="ally-WorkflowRuns-moreError" role="alert">
          Could not load more runs. Try again.
        </p>
      )}
      {query.hasNextPage && (
        <Button
          className="ally-SourcingButton ally-WorkflowRuns-more"
          isPending={query.isFetchingNextPage}
          onPress={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage && <Spinner size="small" aria-label="Loading more runs" />}
          Load more
        </Button>
      )}
    </section>
  )
}

/** One run: its status and start as its name, what started it and its length as its description. */
function RunOption({ run }: { run: WorkflowRun }) {
  const status = workflowRunStatus(run.status)
  const started = formatMoment(run.startedAt)
  return (
    <ListBoxItem
      id={run.id}
      textValue={`${status.label}, ${started}`}
      className="ally-WorkflowRuns-run"
      data-status={run.status}
    >
      <Text slot="label" className="ally-WorkflowRuns-runLabel">
        <StatusBadge status={run.status} display={status} />{' '}
        <time dateTime={run.startedAt}>{started}</time>
      </Text>
      <Text slot="description" className="ally-WorkflowRuns-runMeta">
        {runTriggerText(run.trigger)} · {runLengthText(run)}
      </Text>
    </ListBoxItem>
  )
}
