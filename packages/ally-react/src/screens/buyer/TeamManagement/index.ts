export { TeamManagement, type TeamManagementProps } from './TeamManagement'
