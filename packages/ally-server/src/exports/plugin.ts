import { defineDomain } from '../http/domain'
import { exportRoutes } from './routes'

/** Downloading everything: the archive of a business's data and files, built in the background. */
export const dataExports = defineDomain('exports', (_app, { context }) => exportRoutes(context))
