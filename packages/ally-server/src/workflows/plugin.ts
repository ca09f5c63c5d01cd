import { defineDomain } from '../http/domain'
import { reconcileSchedules } from './control'
import { joinEngine, leaveEngine } from './engine'
import { workflowRoutes } from './routes'
import { provideRunServices } from './runs'

/**
 * Workflows: the buyer's automations and their runs, on the durable-execution engine, which starts
 * with the app (taking up the runs a stopped process left unfinished) and stops with it.
 */
export const workflows = defineDomain('workflows', (app, { context, settings }) => {
  const engineSettings = settings.workflowEngine || {}
  const enabled = settings.workflowEngine !== false
  const appKey = engineSettings.appKey ?? 'ally'
  let running = false
  const release = provideRunServices(appKey, {
    db: context.db,
    mail: context.mail,
    now: context.now,
    appUrl: context.appUrl,
    log: (error, message) => app.log.error(error, message),
  })
  app.addHook('onReady', async () => {
    if (!enabled) return
    running = await joinEngine(settings.database.url, engineSettings)
    if (!running) {
      app.log.warn(
        'The workflow engine runs for another database in this process; workflows answer 503',
      )
      return
    }
    if (engineSettings.reconcileSchedules !== false) await reconcileSchedules(appKey, context.db)
  })
  app.addHook('onClose', async () => {
    if (running) await leaveEngine()
    running = false
    release()
  })
  return workflowRoutes(context, { appKey, running: () => running })
})
