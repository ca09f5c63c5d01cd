import { defineConfig } from 'tsup'
import { libraryConfig } from '../../tsup.shared'

export default defineConfig(libraryConfig({ target: 'node20' }))
