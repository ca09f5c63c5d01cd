import {
  getVendorInvite,
  getVendorProfile,
  listVendorKeepsakes,
  vendorChangeEmail,
  vendorForgotPassword,
  vendorLogin,
  vendorOnboarding,
  vendorRegister,
  vendorResendCode,
  vendorResetPassword,
  vendorUploadFile,
  vendorVerifyEmail,
} from '@ally/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useAllyClient } from '../provider/AllyProvider'
import { useVendorSession } from '../session/useVendorSession'
import { type AllyMutationOptions, allyQueryKey, useAllyMutation, useAllyQuery } from './endpoint'

// One thin hook per endpoint of the vendor portal's account flow. Vendor endpoints send the
// vendor session's token (`ally-vendor`) by themselves; `token` in the options overrides it.

/** What an invite link is for (the inviting buyer, the prefilled e-mail); only with a token. */
export function useVendorInvite(token: string | null | undefined) {
  return useAllyQuery(getVendorInvite, { query: { token: token ?? '' } }, { enabled: !!token })
}

export const useVendorRegister = (options?: AllyMutationOptions<typeof vendorRegister>) =>
  useAllyMutation(vendorRegister, {}, options)

export const useVendorVerifyEmail = (options?: AllyMutationOptions<typeof vendorVerifyEmail>) =>
  useAllyMutation(vendorVerifyEmail, {}, options)

export const useVendorResendCode = (options?: AllyMutationOptions<typeof vendorResendCode>) =>
  useAllyMutation(vendorResendCode, {}, options)

export const useVendorChangeEmail = (options?: AllyMutationOptions<typeof vendorChangeEmail>) =>
  useAllyMutation(vendorChangeEmail, {}, options)

export const useVendorLogin = (options?: AllyMutationOptions<typeof vendorLogin>) =>
  useAllyMutation(vendorLogin, {}, options)

export const useVendorForgotPassword = (
  options?: AllyMutationOptions<typeof vendorForgotPassword>,
) => useAllyMutation(vendorForgotPassword, {}, options)

export const useVendorResetPassword = (options?: AllyMutationOptions<typeof vendorResetPassword>) =>
  useAllyMutation(vendorResetPassword, {}, options)

export const useVendorUploadFile = (options?: AllyMutationOptions<typeof vendorUploadFile>) =>
  useAllyMutation(vendorUploadFile, {}, options)

/** The signed-in vendor's company profile; only fetched while the vendor session is live. */
export function useVendorProfile() {
  const client = useAllyClient()
  // Read the session so a login or logout re-evaluates `enabled`.
  useVendorSession()
  return useAllyQuery(getVendorProfile, {}, { enabled: client.vendorSession.isLoggedIn() })
}

/**
 * The vendor's copies of its answers to buyers who deleted their business, newest first: the
 * portal shows up to 100 (docs/product-rules.md, "Leaving").
 */
export function useVendorKeepsakes() {
  const client = useAllyClient()
  useVendorSession()
  return useAllyQuery(
    listVendorKeepsakes,
    { query: { limit: 100 } },
    { enabled: client.vendorSession.isLoggedIn() },
  )
}

/** Saves the company profile, and keeps the cached profile and the stored vendor in step. */
export function useVendorOnboarding(options?: AllyMutationOptions<typeof vendorOnboarding>) {
  const client = useAllyClient()
  const queries = useQueryClient()
  return useAllyMutation(
    vendorOnboarding,
    {
      onSuccess: (result) => {
        client.vendorSession.updateUser(result.data.user)
        queries.setQueryData(allyQueryKey(getVendorProfile, {}), result)
      },
    },
    options,
  )
}
