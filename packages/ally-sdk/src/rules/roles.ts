// Who in a business may do what (docs/product-rules.md, "Team and roles"). Each write endpoint of
// the contract names its permission, the server refuses the roles without it (403), and screens
// ask `can` to hide what a role cannot do.

/** A business user's role, most to least powerful. */
export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const
export type Role = (typeof ROLES)[number]

/**
 * Each permission: the roles that hold it, and what it lets them do (the 403's words:
 * "Your role (viewer) cannot send RFQs or change orders.").
 */
export const PERMISSIONS = {
  /** Their own login, profile, sessions and notifications: everyone. */
  self: { roles: ROLES, does: 'change your own account' },
  /** Add, remove and change members; owners alone touch other owners. */
  team: { roles: ['owner', 'admin'], does: 'manage the team' },
  /** The business profile, settings and connected channels. */
  settings: { roles: ['owner', 'admin'], does: 'change business settings' },
  /** Invite vendors, edit them, confirm their registrations. */
  vendors: { roles: ['owner', 'admin', 'member'], does: 'change vendors' },
  /** Orders and RFQs: create, send, remind, change, close, delete. */
  sourcing: { roles: ['owner', 'admin', 'member'], does: 'send RFQs or change orders' },
  /** Award a round's lines. */
  award: { roles: ['owner', 'admin', 'member'], does: 'award quotes' },
  /** Create, change and send POs; above the threshold an owner's or admin's sending approves. */
  purchasing: { roles: ['owner', 'admin', 'member'], does: 'create or send purchase orders' },
  /** Record shipments and receipts, settle delivery issues. */
  receiving: { roles: ['owner', 'admin', 'member'], does: 'record shipments or receipts' },
  /** Upload files to attach (line drawings, documents). */
  files: { roles: ['owner', 'admin', 'member'], does: 'upload files' },
  /** Build, run, pause and delete workflows. */
  workflows: { roles: ['owner', 'admin', 'member'], does: 'change workflows' },
  /** Ask the co-pilot; what it does for someone stays within their own permissions. */
  copilot: { roles: ROLES, does: 'use the co-pilot' },
} as const satisfies Record<string, { roles: readonly Role[]; does: string }>

export type Permission = keyof typeof PERMISSIONS

/** A stored role as one of ROLES (`Owner` and ` owner ` are owners); unknown roles are none. */
export function roleOf(role: string | null | undefined): Role | null {
  const name = role?.trim().toLowerCase()
  return (ROLES as readonly string[]).includes(name ?? '') ? (name as Role) : null
}

/** Whether `role` holds `permission`; an unknown role holds nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  const known = roleOf(role)
  return !!known && (PERMISSIONS[permission].roles as readonly Role[]).includes(known)
}

/** The 403's message for a role without `permission`. */
export function cannotMessage(role: string | null | undefined, permission: Permission): string {
  return `Your role (${roleOf(role) ?? 'none'}) cannot ${PERMISSIONS[permission].does}.`
}
