export * from './session/useSession'
