export { JoinTeam, type JoinTeamProps } from './JoinTeam'
