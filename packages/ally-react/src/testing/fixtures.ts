import { login, type StoredSession, type User } from '@ally/sdk'
import { createTestToken, sampleOf } from '@ally/sdk/testing'

/** A believable signed-in owner for stories; override any field. */
export function storySession(user: Partial<User> = {}): StoredSession<User> {
  return {
    token: createTestToken({ expiresInSeconds: 24 * 3600 }),
    user: {
      ...sampleOf(login.response).user,
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@obi-supplies.test',
      role: 'owner',
      active: true,
      businessName: 'Obi Supplies Limited',
      country: 'Nigeria',
      businessType: 'Retail',
      businessDoc: 'https://files.example.test/cac.pdf',
      address: '1 Marina, Lagos',
      avatar: null,
      ...user,
    },
  }
}
