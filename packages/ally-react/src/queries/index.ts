export * from './accounts'
export * from './channels'
export * from './endpoint'
export * from './vendors'
