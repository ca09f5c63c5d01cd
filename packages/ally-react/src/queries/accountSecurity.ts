import {
  changePassword,
  confirmEmailChange,
  endAllSessions,
  endOneSession,
  getEmailPreferences,
  listSessions,
  requestEmailChange,
  updateEmailPreferences,
} from '@ally/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useAllyClient } from '../provider/AllyProvider'
import {
  type AllyMutationOptions,
  allyQueryKey,
  useAllyMutation,
  useAllyQuery,
  useReadAgain,
} from './endpoint'

// One thin hook per endpoint of a user's own log-in in settings (docs/product-rules.md,
// "Settings"): password, login e-mail, sessions, e-mail preferences.

/** The signed-in user's live sessions. */
export const useSessions = () => useAllyQuery(listSessions, {})

/** Changing the password ends the other sessions: the list is read again. */
export function useChangePassword(options?: AllyMutationOptions<typeof changePassword>) {
  const readAgain = useReadAgain([listSessions])
  return useAllyMutation(changePassword, { onSuccess: readAgain }, options)
}

export const useRequestEmailChange = (options?: AllyMutationOptions<typeof requestEmailChange>) =>
  useAllyMutation(requestEmailChange, {}, options)

/** Confirming the new address: the stored user carries it from then on. */
export function useConfirmEmailChange(options?: AllyMutationOptions<typeof confirmEmailChange>) {
  const client = useAllyClient()
  return useAllyMutation(
    confirmEmailChange,
    { onSuccess: ({ data }) => client.session.updateUser(data.user) },
    options,
  )
}

export function useEndOneSession(options?: AllyMutationOptions<typeof endOneSession>) {
  const readAgain = useReadAgain([listSessions])
  return useAllyMutation(endOneSession, { onSuccess: readAgain }, options)
}

export const useEndAllSessions = (options?: AllyMutationOptions<typeof endAllSessions>) =>
  useAllyMutation(endAllSessions, {}, options)

export const useEmailPreferences = () => useAllyQuery(getEmailPreferences, {})

/** Saves the preferences; the cached ones become the server's answer. */
export function useUpdateEmailPreferences(
  options?: AllyMutationOptions<typeof updateEmailPreferences>,
) {
  const queries = useQueryClient()
  return useAllyMutation(
    updateEmailPreferences,
    {
      onSuccess: (result) => queries.setQueryData(allyQueryKey(getEmailPreferences, {}), result),
    },
    options,
  )
}
