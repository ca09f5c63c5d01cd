import { defineDomain } from '../http/domain'
import { fileRoutes, registerFileDownloads } from './routes'

/** Uploads (the buyer's and the vendor's), and downloads by signed link outside the API. */
export const files = defineDomain('files', (app, { context }) => {
  registerFileDownloads(app, context)
  return fileRoutes(context)
})
