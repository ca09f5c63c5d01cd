export {
  PasswordStrength,
  type PasswordStrengthLevel,
  type PasswordStrengthProps,
} from './PasswordStrength'
export type { PasswordContext, PasswordProblem } from './passwordPolicy'
