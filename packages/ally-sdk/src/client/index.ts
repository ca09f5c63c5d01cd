export * from './client'
export * from './errors'
export * from './issues'
export * from './request'
