export * from './jwt'
export * from './sample'
