import { type FileRef, ROUTES } from '@ally/sdk'
import type { ReactNode } from 'react'
import { AllyLink } from '../../../provider/AllyLink'
import { useVendorSession } from '../../../session/useVendorSession'

/** The title of a link page whose token the server does not know (any more). */
export const LINK_NOT_VALID_TITLE = 'Link not valid'

/**
 * "Open your vendor portal" for the pages a vendor opens from an e-mail link: offered only when
 * the vendor is also signed in in this browser, since the link itself needs no account.
 *
 * @example
 * const portalLink = usePortalLinkAction()
 * return <RfqPage actions={portalLink} … />
 */
export function usePortalLinkAction(): ReactNode {
  const session = useVendorSession()
  if (!session) return null
  return (
    <AllyLink
      className="ally-VendorButton"
      data-variant="secondary"
      to={ROUTES.vendorRegistrationSuccess}
    >
      Open your vendor portal
    </AllyLink>
  )
}

/** An upload mutation of a link page: the token is its only credential, the name rides along. */
interface LinkUpload {
  mutateAsync: (variables: {
    query: { token: string; name: string }
    body: File
  }) => Promise<{ data: FileRef }>
}

/**
 * Turns a link page's upload mutation into the `(file) => FileRef` the answer forms take.
 *
 * @example
 * upload: uploadWithToken(useUploadFileByLink(), token)
 */
export function uploadWithToken(upload: LinkUpload, token: string) {
  return (file: File): Promise<FileRef> =>
    upload.mutateAsync({ query: { token, name: file.name }, body: file }).then(({ data }) => data)
}
