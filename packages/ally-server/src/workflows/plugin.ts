import { defineDomain } from '../http/domain'
import { reconcileSchedules } from './control'
import { joinEngine, leaveEngine } from './engine'
import { workflowRoutes } from './routes'
import { provideRunServices } from './runs'
import { wakeRunsWaitingOn } from './steps/wait-for-answers'

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
    files: context.files,
    now: context.now,
    appUrl: context.appUrl,
    log: (error, message) => app.log.error(error, message),
  })
  // An answer to a round wakes the runs waiting for its answers (workflows/steps/wait-for-answers.ts).
  const stopListening = context.signals.on(async ({ rfqId }) => {
    if (running) await wakeRunsWaitingOn(context.db, rfqId)
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
    stopListening()
    release()
  })
  return workflowRoutes(context, { appKey, running: () => running })
})
