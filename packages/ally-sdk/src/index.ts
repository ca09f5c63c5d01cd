export * from './client'
export * from './contract'
export * from './rules'
export * from './session'
