import { useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { showError } from '../../../blocks/alerts/useErrorToast'
import type { SpreadsheetKind } from '../../../blocks/spreadsheets/spreadsheetKinds'
import { downloadReport } from './exportReport'
import type { AnalyticsTable } from './tables'

interface ExportProps {
  /** The tables shown, summary first: what the file holds. */
  tables: readonly AnalyticsTable[]
  period: { from: string; to: string }
  /** Figures of other filters still on screen while the new ones load: not the ones to save. */
  isDisabled?: boolean
}

/** "Download CSV" and "Download XLSX" of the figures shown, one section or sheet a table. */
export function Export({ tables, period, isDisabled }: ExportProps) {
  const [making, setMaking] = useState<SpreadsheetKind | null>(null)
  const download = async (kind: SpreadsheetKind) => {
    setMaking(kind)
    try {
      await downloadReport(kind, tables, period)
    } catch (error) {
      showError(error)
    } finally {
      setMaking(null)
    }
  }
  return (
    <div className="ally-BusinessAnalytics-export">
      {(['csv', 'xlsx'] as const).map((kind) => (
        <Button
          key={kind}
          className="ally-BusinessAnalytics-button"
          isDisabled={isDisabled || making !== null}
          isPending={making === kind}
          onPress={() => void download(kind)}
        >
          Download {kind.toUpperCase()}
        </Button>
      ))}
    </div>
  )
}
