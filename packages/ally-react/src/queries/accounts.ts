import {
  changeSignupEmail,
  forgotPassword,
  getProfile,
  isTokenLive,
  login,
  resendSignupCode,
  resetPassword,
  type StoredSession,
  signup,
  updateProfile,
  uploadFile,
  verifySignupCode,
} from '@ally/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useAllyClient } from '../provider/AllyProvider'
import { useAllySession } from '../session/useAllySession'
import { type AllyMutationOptions, allyQueryKey, useAllyMutation, useAllyQuery } from './endpoint'

// One thin hook per endpoint of the accounts flow.

/**
 * The bearer for the sign-up code calls: the link's registration token or the stored one,
 * whichever is still live; undefined sends the stored session's token, which they also take.
 */
export function signupBearer(
  session: Pick<StoredSession<unknown>, 'registrationToken'> | null,
  linkToken?: string | null,
  now: number = Date.now(),
): string | undefined {
  return [linkToken, session?.registrationToken].find(
    (token): token is string => !!token && isTokenLive(token, now),
  )
}

/** `signupBearer` for the current session. */
export function useSignupBearer(linkToken?: string | null): string | undefined {
  return signupBearer(useAllySession(), linkToken)
}

export const useSignup = (options?: AllyMutationOptions<typeof signup>) =>
  useAllyMutation(signup, {}, options)

export const useVerifySignupCode = (options?: AllyMutationOptions<typeof verifySignupCode>) =>
  useAllyMutation(verifySignupCode, {}, options)

export const useResendSignupCode = (options?: AllyMutationOptions<typeof resendSignupCode>) =>
  useAllyMutation(resendSignupCode, {}, options)

export const useChangeSignupEmail = (options?: AllyMutationOptions<typeof changeSignupEmail>) =>
  useAllyMutation(changeSignupEmail, {}, options)

export const useLogin = (options?: AllyMutationOptions<typeof login>) =>
  useAllyMutation(login, {}, options)

export const useForgotPassword = (options?: AllyMutationOptions<typeof forgotPassword>) =>
  useAllyMutation(forgotPassword, {}, options)

export const useResetPassword = (options?: AllyMutationOptions<typeof resetPassword>) =>
  useAllyMutation(resetPassword, {}, options)

export const useUploadFile = (options?: AllyMutationOptions<typeof uploadFile>) =>
  useAllyMutation(uploadFile, {}, options)

/** The signed-in user's profile; only fetched while logged in. */
export function useProfile() {
  const client = useAllyClient()
  return useAllyQuery(getProfile, {}, { enabled: client.session.isLoggedIn() })
}

/** Saves the profile, and keeps the cached profile and the stored user in step with it. */
export function useUpdateProfile(options?: AllyMutationOptions<typeof updateProfile>) {
  const client = useAllyClient()
  const queries = useQueryClient()
  return useAllyMutation(
    updateProfile,
    {
      onSuccess: (result) => {
        client.session.updateUser(result.data.user)
        queries.setQueryData(allyQueryKey(getProfile, {}), result)
      },
    },
    options,
  )
}
