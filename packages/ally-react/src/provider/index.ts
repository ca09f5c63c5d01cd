export * from './AllyLink'
export * from './AllyProvider'
export * from './navigation'
export * from './useUrlState'
