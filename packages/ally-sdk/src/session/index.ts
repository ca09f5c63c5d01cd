export * from './jwt'
export * from './storage'
export * from './store'
