import { domConfig } from '../../vitest.shared'

export default domConfig
