import type { BusinessExport } from '@ally/sdk'
import { useId } from 'react'
import { Button } from 'react-aria-components/Button'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { useBusinessExport, useStartBusinessExport } from '../../../queries/exports'
import { formatFileSize, formatMoment } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import { toast } from '../../../ui/Toaster'

/**
 * Downloading everything (owners; docs/product-rules.md, "Leaving"): one archive of the
 * business's records, a CSV per kind, and its files. It is built in the background; the card
 * shows its progress, then the download, and the owner is e-mailed when it is ready.
 */
export function ExportPanel() {
  const headingId = useId()
  const latest = useBusinessExport()
  const start = useStartBusinessExport({
    onSuccess: ({ message }) => toast.success(message),
    onError: showError,
  })
  const current = latest.data?.data ?? null
  const busy = start.isPending || current?.status === 'building'
  return (
    <section className="ally-Settings-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Download everything</h2>
      <p className="ally-Settings-note">
        One ZIP archive of your business: a CSV file for each kind of record (vendors, orders, RFQs,
        quotes, purchase orders, shipments, team) and every file uploaded. We e-mail you when it is
        ready.
      </p>
      {latest.isPending && <Spinner aria-label="Loading your last export" />}
      {latest.isError && (
        <SectionLoadError what="your last export" error={latest.error} onRetry={latest.refetch} />
      )}
      {current && <ExportState current={current} />}
      {!latest.isPending && !busy && (
        <Button
          className="ally-SourcingButton ally-Settings-start"
          data-variant={current?.status === 'ready' ? undefined : 'primary'}
          onPress={() => start.mutate({})}
        >
          {current ? 'Build a new archive' : 'Build the archive'}
        </Button>
      )}
    </section>
  )
}

function ExportState({ current }: { current: BusinessExport }) {
  if (current.status === 'building') {
    return (
      <div className="ally-Settings-export">
        <div
          className="ally-Settings-progress"
          role="progressbar"
          aria-label="Building the archive"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={current.progress}
        >
          <span style={{ inlineSize: `${current.progress}%` }} />
        </div>
        <p className="ally-Settings-current" aria-live="polite">
          Building… {current.progress}%
        </p>
      </div>
    )
  }
  if (current.status === 'failed') {
    return (
      <p className="ally-Settings-current" role="alert">
        The archive started {formatMoment(current.createdAt)} could not be built. Try again.
      </p>
    )
  }
  return (
    <p className="ally-Settings-current">
      Built {formatMoment(current.finishedAt ?? current.createdAt)}
      {current.size !== null ? ` (${formatFileSize(current.size)})` : ''}.{' '}
      {current.url && (
        <a className="ally-Settings-download" href={current.url} download>
          Download the archive
        </a>
      )}
    </p>
  )
}
