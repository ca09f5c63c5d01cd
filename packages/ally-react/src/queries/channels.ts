import {
  type Channel,
  confirmReplyDraft,
  connectImap,
  decideVendorCandidates,
  disconnectChannel,
  dismissReplyDraft,
  googleAuthenticate,
  googleConnect,
  listChannels,
  listReplyDrafts,
  listVendorCandidates,
  listVendors,
} from '@ally/sdk'
import { useEffect, useRef } from 'react'
import { type AllyMutationOptions, useAllyMutation, useAllyQuery, useReadAgain } from './endpoint'
import { ROUND_READS } from './rfqActions'

// Connected mailboxes, the vendor candidates their import proposes and the draft answers read
// from vendors' e-mailed replies (docs/product-rules.md, "Connected mailboxes and vendor
// candidates", "Replies by e-mail").

/** How often channels and candidates are read while a mailbox is being imported. */
const IMPORT_POLL_MS = 3000

const importingIn = (data: unknown) =>
  (data as { data?: { items?: Channel[] } } | undefined)?.data?.items?.some(
    (channel) => !channel.synced,
  ) ?? false

/**
 * All connected channels, fetched when the dashboard loads
 * (docs/product-rules.md#sessions-and-redirects). Polls while one is still importing contacts, so
 * the side menu's notice goes away on its own.
 */
export function useChannels(options: { enabled?: boolean } = {}) {
  const query = useAllyQuery(
    listChannels,
    {},
    {
      enabled: options.enabled,
      refetchInterval: (query) => (importingIn(query.state.data) ? IMPORT_POLL_MS : false),
    },
  )
  return { ...query, importing: importingIn(query.data) }
}

/** The candidates a decision shows at once; deciding them brings the next ones. */
export const CANDIDATES_SHOWN = 100

/**
 * Proposed vendor candidates, most written-with first; polled while a mailbox imports, and read
 * once more when the import ends, so the last contacts it found are not left unshown.
 */
export function useVendorCandidates({ importing }: { importing: boolean }) {
  const query = useAllyQuery(
    listVendorCandidates,
    { query: { limit: CANDIDATES_SHOWN } },
    { refetchInterval: importing ? IMPORT_POLL_MS : false },
  )
  const wasImporting = useRef(importing)
  const { refetch } = query
  useEffect(() => {
    if (wasImporting.current && !importing) void refetch()
    wasImporting.current = importing
  }, [importing, refetch])
  return query
}

export function useConnectImap(options?: AllyMutationOptions<typeof connectImap>) {
  const readAgain = useReadAgain([listChannels, listVendorCandidates])
  return useAllyMutation(connectImap, { onSuccess: readAgain }, options)
}

/** Finishing Google's consent: the channels are read again. */
export function useGoogleConnect(options?: AllyMutationOptions<typeof googleConnect>) {
  const readAgain = useReadAgain([listChannels, listVendorCandidates])
  return useAllyMutation(googleConnect, { onSuccess: readAgain }, options)
}

/**
 * Google's consent URL for this session, when the server has Google configured (an error
 * otherwise, and the button is not shown). Made fresh every ten minutes: its state expires.
 */
export const useGoogleConsent = (options: { enabled: boolean }) =>
  useAllyQuery(
    googleAuthenticate,
    {},
    { enabled: options.enabled, staleTime: 10 * 60_000, refetchInterval: 10 * 60_000 },
  )

export function useDisconnectChannel(options?: AllyMutationOptions<typeof disconnectChannel>) {
  const readAgain = useReadAgain([listChannels, listVendorCandidates])
  return useAllyMutation(disconnectChannel, { onSuccess: readAgain }, options)
}

/** Accepting adds vendors: the vendor list is read again too. */
export function useDecideVendorCandidates(
  options?: AllyMutationOptions<typeof decideVendorCandidates>,
) {
  const readAgain = useReadAgain([listVendorCandidates, listChannels, listVendors])
  return useAllyMutation(decideVendorCandidates, { onSuccess: readAgain }, options)
}

/**
 * The draft answers of a round (`quoteId`) or of one RFQ (`rfqId`) still waiting for the buyer,
 * read from vendors' e-mailed replies.
 */
export const useReplyDrafts = (of: { quoteId: string } | { rfqId: string }) =>
  useAllyQuery(
    listReplyDrafts,
    { query: { ...of, status: 'draft' } },
    { enabled: Object.values(of)[0] !== '' },
  )

/** Confirming makes the vendor's answer: the round and its comparison are read again. */
export function useConfirmReplyDraft(options?: AllyMutationOptions<typeof confirmReplyDraft>) {
  const readAgain = useReadAgain([listReplyDrafts, ...ROUND_READS])
  return useAllyMutation(confirmReplyDraft, { onSuccess: readAgain }, options)
}

export function useDismissReplyDraft(options?: AllyMutationOptions<typeof dismissReplyDraft>) {
  const readAgain = useReadAgain([listReplyDrafts])
  return useAllyMutation(dismissReplyDraft, { onSuccess: readAgain }, options)
}
