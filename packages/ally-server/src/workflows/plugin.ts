import { defineDomain } from '../http/domain'
import { reconcileSchedules } from './control'
import { joinEngine, leaveEngine } from './engine'
import { startEventLooks } from './events'
import { pauseWorkflowsOfLostMaker } from './lost-maker'
import { workflowRoutes } from './routes'
import { provideRunServices } from './runs'
import { wakeRunsWaitingOnPurchaseOrder } from './steps/wait-for-acknowledgement'
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
  let events: ReturnType<typeof startEventLooks> | null = null
  // A write's news (services/signals.ts) wakes the runs waiting for a round's answers
  // (steps/wait-for-answers.ts) or a PO's (steps/wait-for-acknowledgement.ts), pauses the
  // workflows of someone who left the team (lost-maker.ts), and has the workflows on an event
  // look for it now rather than at their next look (events.ts).
  const stopListening = context.signals.on(async (signal) => {
    if (!running) return
    events?.lookSoon()
    if ('rfqId' in signal) await wakeRunsWaitingOn(context.db, signal.rfqId)
    if ('poId' in signal) await wakeRunsWaitingOnPurchaseOrder(context.db, signal.poId)
    if (signal.type === 'member.changed') {
      await pauseWorkflowsOfLostMaker(appKey, context, signal.businessId, signal.userId)
    }
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
    if (engineSettings.lookForEvents !== false) {
      events = startEventLooks(appKey, context.db, context.now, (error) =>
        app.log.error(error, 'Looking for workflow events failed; the next look tries again'),
      )
    }
  })
  app.addHook('onClose', async () => {
    await events?.stop()
    events = null
    if (running) await leaveEngine()
    running = false
    stopListening()
    release()
  })
  return workflowRoutes(context, { appKey, running: () => running })
})
