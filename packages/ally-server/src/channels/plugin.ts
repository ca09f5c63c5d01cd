import { defineDomain } from '../http/domain'
import { candidateRoutes } from './candidate-routes'
import { replyDraftRoutes } from './draft-routes'
import { channelRoutes } from './routes'
import { syncAllChannels } from './sync'

/** How often connected mailboxes are read for what came since, unless the app says otherwise. */
const SYNC_EVERY_MS = 5 * 60_000

/**
 * The channels (mailboxes) a business connected, and the vendor candidates their contacts became.
 * Every process syncs every channel now and then; a channel's lease keeps two from reading it at
 * once (sync.ts).
 */
export const channels = defineDomain('channels', (app, { context, settings }) => {
  const {
    box = null,
    allowPrivateHosts = true,
    syncEveryMs = SYNC_EVERY_MS,
    google,
  } = settings.channels ?? {}
  if (box && syncEveryMs > 0) {
    const deps = { db: context.db, files: context.files, box, now: context.now, google }
    const timer = setInterval(() => {
      context.background.run('channel sync', () => syncAllChannels(deps))
    }, syncEveryMs)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
  }
  return [
    ...channelRoutes(context, { box, allowPrivateHosts, google }),
    ...candidateRoutes(context),
    ...replyDraftRoutes(context),
  ]
})
