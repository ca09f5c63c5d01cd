import {
  listVendorKeepsakes,
  listVendorPurchaseOrders,
  listVendorRfqs,
  logout,
  type PurchaseOrder,
  type Rfq,
  ROUTES,
  type VendorAccount,
} from '@ally/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import { Button } from 'react-aria-components/Button'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { allyQueryKey } from '../../../queries/endpoint'
import { useVendorKeepsakes } from '../../../queries/vendorAccount'
import { useVendorSession } from '../../../session/useVendorSession'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { KeepsakesPanel } from './KeepsakesPanel'
import { PurchaseOrderPanel, RfqPanel } from './panels'
import { useListFilters } from './useListFilters'
import '../../../blocks/vendors/vendors.css'
import '../../../blocks/portal-frame/PortalPage.css'
import './VendorHome.css'

export { VENDOR_HOME_PAGE_SIZE, VENDOR_HOME_SEARCH_DEBOUNCE_MS } from './useListFilters'

export interface VendorHomeProps {
  /**
   * Shown between the header and the lists, e.g. the "You're all set" note after sign-up
   * (`VendorRegistrationSuccess` passes it).
   */
  welcome?: ReactNode
  className?: string
}

/**
 * The signed-in vendor's home in the vendor portal: who is signed in, a way to edit the company
 * profile or log out, and two tabs listing what buyers sent — RFQs (with the vendor's own answer)
 * and purchase orders — each with a search and a status filter, across every buyer; a row opens
 * the RFQ or the purchase order in the portal.
 */
export function VendorHome({ welcome, className }: VendorHomeProps) {
  const session = useVendorSession()
  if (!session) {
    return (
      <main className={cx('ally-VendorHome', className)}>
        <div className="ally-VendorHome-state">
          <h1>No vendor account signed in</h1>
          <p>Open the invite link a buyer sent you, or create a vendor account.</p>
          <AllyLink className="ally-VendorButton" to={ROUTES.vendorRegister}>
            Go to vendor sign-up
          </AllyLink>
        </div>
      </main>
    )
  }
  return <SignedInHome account={session.user} welcome={welcome} className={className} />
}

function SignedInHome({
  account,
  welcome,
  className,
}: {
  account: VendorAccount
  welcome: ReactNode
  className?: string
}) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const queryClient = useQueryClient()
  const titleId = useId()
  // The filters live here, not in the tab panels, so that they survive switching tabs.
  const rfqFilters = useListFilters<Rfq['status']>()
  const orderFilters = useListFilters<PurchaseOrder['status']>()
  // Only a vendor some buyer left has the third tab.
  const kept = useVendorKeepsakes().data?.data.items ?? []

  const logOut = () => {
    void logout(client.request, { realm: 'vendor' })
    // The next vendor to sign in on this device must not see these rows, even for a moment.
    queryClient.removeQueries({ queryKey: allyQueryKey(listVendorRfqs) })
    queryClient.removeQueries({ queryKey: allyQueryKey(listVendorPurchaseOrders) })
    queryClient.removeQueries({ queryKey: allyQueryKey(listVendorKeepsakes) })
    navigation.navigate(ROUTES.vendorRegister, { replace: true })
  }

  return (
    <main className={cx('ally-VendorHome', className)} aria-labelledby={titleId}>
      <PageHeader
        className="ally-VendorHome-header"
        titleId={titleId}
        // The portal's routes (sign-up, e-mail change, home) name their own tabs.
        documentTitle={null}
        eyebrow="Ally vendor portal"
        title={account.companyName}
        description={<p className="ally-VendorHome-email">{account.email}</p>}
        actions={
          <>
            <AllyLink
              className="ally-VendorButton"
              data-variant="secondary"
              to={ROUTES.vendorOnboarding}
            >
              Edit company profile
            </AllyLink>
            <Button className="ally-VendorButton" onPress={logOut}>
              Logout
            </Button>
          </>
        }
      />
      {welcome}
      <Tabs className="ally-VendorHome-tabs" defaultSelectedKey="rfqs">
        <TabList className="ally-VendorHome-tabList" aria-label="What buyers sent you">
          <Tab id="rfqs" className="ally-VendorHome-tab">
            RFQs
          </Tab>
          <Tab id="orders" className="ally-VendorHome-tab">
            Purchase orders
          </Tab>
          {kept.length > 0 && (
            <Tab id="kept" className="ally-VendorHome-tab">
              Buyers who left
            </Tab>
          )}
        </TabList>
        <TabPanel id="rfqs" className="ally-VendorHome-panel">
          <RfqPanel filters={rfqFilters} />
        </TabPanel>
        <TabPanel id="orders" className="ally-VendorHome-panel">
          <PurchaseOrderPanel filters={orderFilters} />
        </TabPanel>
        {kept.length > 0 && (
          <TabPanel id="kept" className="ally-VendorHome-panel">
            <KeepsakesPanel keepsakes={kept} />
          </TabPanel>
        )}
      </Tabs>
    </main>
  )
}
