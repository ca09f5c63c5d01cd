export * from './contract-routes'
export * from './openapi'
