import packageJson from '../package.json' with { type: 'json' }

/** The package's own version, as `GET /api/health` reports it; bundled into the build. */
export const SERVER_VERSION: string = packageJson.version
