import {
  addTeamMember,
  changeTeamRole,
  deleteAccount,
  type Endpoint,
  getTeamInvitation,
  joinTeam,
  listTeam,
  removeTeamMember,
  resendTeamInvite,
} from '@ally/sdk'
import {
  type AllyMutationOptions,
  useAllyInfiniteList,
  useAllyMutation,
  useAllyQuery,
  useReadAgain,
} from './endpoint'

// One thin hook per endpoint of the team (docs/product-rules.md, "Team and roles").

/** The business's members and pending invitations, page by page. */
export const useTeam = (query: { limit?: number } = {}) => useAllyInfiniteList(listTeam, query)

/** A write to the team: the list is read again after it, whichever screen shows it. */
function useTeamWrite<E extends Endpoint>(endpoint: E, options?: AllyMutationOptions<E>) {
  const readAgain = useReadAgain([listTeam])
  return useAllyMutation(endpoint, { onSuccess: readAgain }, options)
}

export const useAddTeamMember = (options?: AllyMutationOptions<typeof addTeamMember>) =>
  useTeamWrite(addTeamMember, options)

export const useResendTeamInvite = (options?: AllyMutationOptions<typeof resendTeamInvite>) =>
  useTeamWrite(resendTeamInvite, options)

export const useChangeTeamRole = (options?: AllyMutationOptions<typeof changeTeamRole>) =>
  useTeamWrite(changeTeamRole, options)

export const useRemoveTeamMember = (options?: AllyMutationOptions<typeof removeTeamMember>) =>
  useTeamWrite(removeTeamMember, options)

/** The invitation an e-mailed link names; not asked without a token. */
export const useTeamInvitation = (token: string | null) =>
  useAllyQuery(getTeamInvitation, { query: { token: token ?? '' } }, { enabled: !!token })

export const useJoinTeam = (options?: AllyMutationOptions<typeof joinTeam>) =>
  useAllyMutation(joinTeam, {}, options)

/** Deletes the signed-in user, or, for an owner, the business (docs/product-rules.md). */
export const useDeleteAccount = (options?: AllyMutationOptions<typeof deleteAccount>) =>
  useAllyMutation(deleteAccount, {}, options)
