import { useAllyClient, useAllyNavigation } from '../../provider/AllyProvider'
import type { useErrorToast } from '../alerts/useErrorToast'
import type { useServerFieldErrors } from '../forms/useServerFieldErrors'
import type { AccountRealm, RealmResult } from './accountRealm'

export interface SignUpCallbackProps<R extends RealmResult> {
  onSuccess?: (result: R) => void
  onError?: (error: Error) => void
  redirectOnSuccess: boolean
}

/**
 * What a realm's sign-up call does with its outcome: save the new session and go on to the code
 * page, or show the failure in the toast and on the fields it names. Pass it to the sign-up hook.
 */
export function useSignUpCallbacks<R extends RealmResult>(
  realm: AccountRealm<R>,
  { onSuccess, onError, redirectOnSuccess }: SignUpCallbackProps<R>,
  failure: ReturnType<typeof useErrorToast>,
  fieldErrors: ReturnType<typeof useServerFieldErrors>,
) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  return {
    onSuccess: ({ data }: { data: R }) => {
      failure.dismiss()
      realm.session(client).save(data)
      onSuccess?.(data)
      if (redirectOnSuccess) navigation.navigate(realm.afterSignUp(data))
    },
    onError: (error: Error) => {
      failure.show(error)
      fieldErrors.show(error)
      onError?.(error)
    },
  }
}
