import { confirmNewsletter, unsubscribeNewsletter } from '@ally/sdk/website'
import { useAllyMutation } from './endpoint'

/** Confirms a newsletter sign-up with the token of the confirmation e-mail's link. */
export const useConfirmNewsletter = () => useAllyMutation(confirmNewsletter)

/** Ends a newsletter subscription with the token of an e-mail's unsubscribe link. */
export const useUnsubscribeNewsletter = () => useAllyMutation(unsubscribeNewsletter)
