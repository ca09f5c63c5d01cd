import { getTeamInvitation, joinTeam, login, type TeamInvitation } from '@ally/sdk'
import { createTestToken, sampleOf } from '@ally/sdk/testing'
import type { MockApi } from '../../../testing/mockApi'

/** An invitation to Obi Supplies, as its e-mailed link opens it. */
export const invitation: TeamInvitation = {
  email: 'kemi@obi-supplies.test',
  firstName: 'Kemi',
  lastName: 'Ade',
  role: 'admin',
  businessName: 'Obi Supplies Limited',
  invitedBy: 'Ada Obi',
  expiresAt: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
}

/** The session joining starts: Kemi, signed in as the invitation's role. */
export const joinedSession = () => ({
  token: createTestToken({ expiresInSeconds: 24 * 3600 }),
  user: {
    ...sampleOf(login.response).user,
    firstName: 'Kemi',
    lastName: 'Ade',
    email: invitation.email,
    role: 'admin',
    active: true,
    businessName: invitation.businessName,
  },
})

/** The invitation's page answering as the server does for a live link. */
export const serveInvitation = (api: MockApi) => {
  api.on(getTeamInvitation, { message: 'Invitation', data: invitation })
  api.on(joinTeam, { message: 'Welcome to Obi Supplies Limited.', data: joinedSession() })
}

/** A link already used, revoked or out of date: the server's 400. */
export const serveExpiredInvitation = (api: MockApi) => {
  api.on(getTeamInvitation, {
    status: 400,
    body: { message: 'This invitation has expired. Ask Ada Obi to send it again.' },
  })
}
