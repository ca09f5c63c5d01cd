export { Onboarding, type OnboardingProps } from './Onboarding'
