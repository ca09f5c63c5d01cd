import { FileRef, UploadQuery } from './common'
import { defineEndpoint } from './define'

/** Largest upload the server accepts, in bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

export const uploadFile = defineEndpoint({
  method: 'POST',
  permission: 'files',
  path: '/api/v1/ldb/files',
  summary:
    'Upload one file (the raw bytes, with its Content-Type; name in the query); returns its URL for profile, orders and messages',
  query: UploadQuery,
  upload: true,
  response: FileRef,
})

export const fileEndpoints = { uploadFile }
