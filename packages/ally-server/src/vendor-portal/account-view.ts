import type { VendorAccount } from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import type { AppContext, VendorAccountRow } from '../context'
import { toFileRef } from '../files/mappers'
import { toVendorAccount } from './mappers'
import { accountFiles } from './queries'

/** Shows an account as the contract describes it: its documents read and signed for `request`. */
export async function showAccount(
  { db, fileLinks }: Pick<AppContext, 'db' | 'fileLinks'>,
  row: VendorAccountRow,
  request: FastifyRequest,
): Promise<VendorAccount> {
  const documents = await accountFiles(db, row.id, row.documentIds)
  return toVendorAccount(
    row,
    documents.map((file) => toFileRef(file, request, fileLinks)),
  )
}
