import { getErrorMessage } from '@ally/sdk'
import { toast } from '../../ui/Toaster'

/** SPEC.md §8: most failures show the server's message in a toast. */
export const showError = (error: unknown) => {
  toast.error(getErrorMessage(error))
}
