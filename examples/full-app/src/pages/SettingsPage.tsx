import { Settings, type SettingsTab } from '@ally/react'
import { useSearch } from 'wouter'

// The business settings, their own chunk: their form controls (react-aria's Select and its
// internationalisation) are the largest code under /dashboard, and the dashboard home needs none
// of it on its first load. `?tab=security` (or mailboxes, personal, emails) opens that tab first.

const TABS: readonly SettingsTab[] = ['business', 'mailboxes', 'personal', 'security', 'emails']

export default function SettingsPage() {
  const tab = new URLSearchParams(useSearch()).get('tab')
  const known = TABS.find((name) => name === tab)
  return <Settings defaultTab={known} />
}
