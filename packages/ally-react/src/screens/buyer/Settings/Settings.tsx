import { type BusinessSettings, roleOf, type User } from '@ally/sdk'
import type { ReactNode } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { useProfile } from '../../../queries/accounts'
import { useChannels } from '../../../queries/channels'
import { useAllySession } from '../../../session/useAllySession'
import { useCan } from '../../../session/useCan'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { BusinessProfileForm } from './BusinessProfileForm'
import { DeleteAccountPanel } from './DeleteAccountPanel'
import { EmailPreferencesForm } from './EmailPreferencesForm'
import { ExportPanel } from './ExportPanel'
import { LoginEmailForm } from './LoginEmailForm'
import { MailboxesPanel } from './MailboxesPanel'
import { PasswordForm } from './PasswordForm'
import { PersonalDetailsForm } from './PersonalDetailsForm'
import { PurchasingForm } from './PurchasingForm'
import { SessionsPanel } from './SessionsPanel'
import { VendorCandidatesPanel } from './VendorCandidatesPanel'
import '../../../blocks/tabs/Tabs.css'
import './Settings.css'

/** The settings' tabs, in order; `defaultTab` opens one of them first. */
export type SettingsTab = 'business' | 'mailboxes' | 'personal' | 'security' | 'emails'

export interface SettingsProps {
  /** The tab shown first. @default 'business' */
  defaultTab?: SettingsTab
  className?: string
}

/**
 * Settings (`/dashboard/settings`, docs/product-rules.md "Settings"): the business's profile,
 * currency and approval threshold (owners and admins change them; others read them), and the
 * signed-in person's own details, password, login e-mail, sessions and e-mails; the connected
 * mailboxes and the vendor candidates they proposed.
 */
export function Settings({ defaultTab = 'business', className }: SettingsProps) {
  const user = useAllySession()?.user
  const profile = useProfile()
  const loaded = profile.data?.data
  let body: ReactNode
  if (profile.isPending) body = <Spinner aria-label="Loading the settings" />
  else if (profile.isError)
    body = <SectionLoadError what="the settings" error={profile.error} onRetry={profile.refetch} />
  else if (loaded)
    body = <SettingsTabs user={loaded.user} settings={loaded.settings} defaultTab={defaultTab} />
  return (
    <section className={['ally-Settings', className].filter(Boolean).join(' ')}>
      <PageHeader title="Settings" description={user?.businessName ?? undefined} />
      {body}
    </section>
  )
}

function SettingsTabs({
  user,
  settings,
  defaultTab,
}: {
  user: User
  settings: BusinessSettings
  defaultTab: SettingsTab
}) {
  const editable = useCan('settings')
  return (
    <Tabs className="ally-Tabs" defaultSelectedKey={defaultTab}>
      <TabList aria-label="Settings" className="ally-Tabs-list">
        <Tab id="business" className="ally-Tabs-tab">
          Business
        </Tab>
        <Tab id="mailboxes" className="ally-Tabs-tab">
          Mailboxes
        </Tab>
        <Tab id="personal" className="ally-Tabs-tab">
          Your details
        </Tab>
        <Tab id="security" className="ally-Tabs-tab">
          Security
        </Tab>
        <Tab id="emails" className="ally-Tabs-tab">
          E-mails
        </Tab>
      </TabList>
      <TabPanel id="business" className="ally-Settings-panel">
        <PurchasingForm settings={settings} editable={editable} />
        <BusinessProfileForm user={user} editable={editable} />
        {roleOf(user.role) === 'owner' && <ExportPanel />}
      </TabPanel>
      <TabPanel id="mailboxes" className="ally-Settings-panel">
        <MailboxTab editable={editable} />
      </TabPanel>
      <TabPanel id="personal" className="ally-Settings-panel">
        <PersonalDetailsForm user={user} />
      </TabPanel>
      <TabPanel id="security" className="ally-Settings-panel">
        <PasswordForm user={user} />
        <LoginEmailForm email={user.email} />
        <SessionsPanel />
        <DeleteAccountPanel user={user} />
      </TabPanel>
      <TabPanel id="emails" className="ally-Settings-panel">
        <EmailPreferencesForm role={user.role} />
      </TabPanel>
    </Tabs>
  )
}

/** The mailboxes and the contacts they proposed; candidates are polled while one imports. */
function MailboxTab({ editable }: { editable: boolean }) {
  const { importing } = useChannels()
  const decides = useCan('vendors')
  return (
    <>
      <MailboxesPanel editable={editable} />
      <VendorCandidatesPanel importing={importing} editable={decides} />
    </>
  )
}
