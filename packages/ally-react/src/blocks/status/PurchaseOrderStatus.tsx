import type { PurchaseOrder } from '@ally/sdk'
import { StatusBadge } from '../../ui/StatusBadge'
import './PurchaseOrderStatus.css'

/** How many of a PO's delivery issues (goods rejected or short) are not settled yet. */
export const openIssues = (po: Pick<PurchaseOrder, 'issues'>) =>
  po.issues.filter((issue) => !issue.resolution).length

/**
 * A PO's status, and beside it, while goods rejected or short wait to be settled, a warning
 * badge with how many ("1 delivery issue"): for the PO list, the order's POs and the PO's page.
 */
export function PurchaseOrderStatus({ po }: { po: Pick<PurchaseOrder, 'status' | 'issues'> }) {
  const open = openIssues(po)
  return (
    <span className="ally-PurchaseOrderStatus">
      <StatusBadge kind="purchaseOrder" status={po.status} />
      {open > 0 && (
        <>
          {' '}
          <StatusBadge
            status="issues"
            display={{
              label: open === 1 ? '1 delivery issue' : `${open} delivery issues`,
              tone: 'warning',
            }}
          />
        </>
      )}
    </span>
  )
}
