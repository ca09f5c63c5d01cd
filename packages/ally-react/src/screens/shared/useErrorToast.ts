import { getErrorMessage } from '@ally/sdk'
import { toast } from '../../ui/Toaster'

/**
 * docs/product-rules.md#messages-and-errors: most failures show the server's message in a toast.
 */
export const showError = (error: unknown) => {
  toast.error(getErrorMessage(error))
}
