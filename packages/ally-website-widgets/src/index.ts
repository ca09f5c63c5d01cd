export * from './website-api'
