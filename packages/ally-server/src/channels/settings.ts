import type { GoogleSettings } from './mailboxes/google'
import type { SecretBox } from './secret-box'

/** How the channels domain runs (app.ts makes it from the server's options). */
export interface ChannelSettings {
  /** Seals the mailboxes' secrets; null (production without ALLY_CHANNEL_KEY): none connects. */
  box: SecretBox | null
  /** Mail servers on private addresses are refused unless this is true (outside production). */
  allowPrivateHosts: boolean
  /** Google's client and endpoints, when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google?: GoogleSettings
  /** How often every channel is read for what came since; 0 reads only on connecting. */
  syncEveryMs?: number
}
