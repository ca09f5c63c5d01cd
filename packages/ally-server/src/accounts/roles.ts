/**
 * Owners and admins change the business profile and approve purchase orders above the approval
 * threshold; members do neither. Roles compare case-insensitively (docs/product-rules.md).
 */
export const isOwnerOrAdmin = (role: string) => ['owner', 'admin'].includes(role.toLowerCase())
