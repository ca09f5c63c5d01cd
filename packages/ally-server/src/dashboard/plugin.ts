import { defineDomain } from '../http/domain'
import { dashboardRoutes } from './routes'

/** The dashboard home's summary. */
export const dashboard = defineDomain('dashboard', (_app, { context }) => dashboardRoutes(context))
