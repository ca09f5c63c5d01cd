// The one-script-tag build (dist/elements.js): defining the three elements is its whole job.
import { defineAllyElements } from './elements'

defineAllyElements()

export type { AllyResultDetail } from './elements'
