export { StatusBadge, type StatusBadgeProps, type StatusKinds } from './StatusBadge'
