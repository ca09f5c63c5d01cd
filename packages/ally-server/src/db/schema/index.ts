// The database schema, one file per domain; migrations are generated from this folder
// (drizzle.config.ts) and applied at start.
export * from './accounts'
export * from './exports'
export * from './files'
export * from './keepsakes'
export * from './notifications'
export * from './platform'
export * from './sourcing'
export * from './sourcing-json'
export * from './team'
export * from './vendors'
export * from './versions'
export * from './website'
