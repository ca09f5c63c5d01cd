import { createTestToken } from '../testing'

// Shared by the rules' tests: a complete business profile, a pinned clock and sessions on it.

export const complete = {
  businessName: 'Acme',
  country: 'NG',
  businessType: 'Retail',
  businessDoc: 'https://files.test/cac.pdf',
  address: '1 Marina, Lagos',
}
export const now = Date.UTC(2026, 10, 22)
export const live = createTestToken({ now, expiresInSeconds: 3600 })
export const expired = createTestToken({ now, expiresInSeconds: -1 })
export const session = (user: object, token = live) => ({
  token,
  user: { active: true, role: 'owner', ...user },
})
