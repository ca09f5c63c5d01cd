import { MESSAGES, type OrderType, ROUTES, type VendorAccount } from '@ally/sdk'
import type { FormEvent } from 'react'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { readForm } from '../../../blocks/forms/formData'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useVendorOnboarding, useVendorUploadFile } from '../../../queries/vendorAccount'
import { toast } from '../../../ui/Toaster'

/** The contract's limits on contact people and documents. */
export const MAX_VENDOR_CONTACTS = 20
export const MAX_VENDOR_DOCUMENTS = 20

export type ContactRow = VendorAccount['contacts'][number] & { key: number }

/** What the form keeps in state rather than in its fields. */
export interface OnboardingChoices {
  country: string | null
  orderTypes: OrderType[]
  rows: ContactRow[]
}

export interface UseVendorOnboardingSaveOptions {
  onSuccess?: (user: VendorAccount) => void
  redirectOnSuccess?: boolean
}

/** The contact rows as the contract takes them, read from their fields (`contact-{key}-…`). */
function contactsOf(rows: ContactRow[], values: Record<string, string>) {
  const filled = (name: string) => values[name] || undefined
  return rows.map(({ key }) => {
    const phone = filled(`contact-${key}-phone`)
    const role = filled(`contact-${key}-role`)
    return {
      name: values[`contact-${key}-name`] ?? '',
      email: values[`contact-${key}-email`] ?? '',
      ...(phone ? { phone } : {}),
      ...(role ? { role } : {}),
    }
  })
}

/**
 * Saves the vendor's company profile: the new documents are uploaded one by one first, then the
 * profile goes with every document id (those on file and the new ones). Refuses more documents
 * than the contract takes; failures show in a toast.
 */
export function useVendorOnboardingSave(
  user: VendorAccount,
  { onSuccess, redirectOnSuccess }: UseVendorOnboardingSaveOptions,
) {
  const navigation = useAllyNavigation()
  const failure = useErrorToast()
  const upload = useVendorUploadFile()
  const save = useVendorOnboarding({
    onSuccess: ({ data }) => {
      failure.dismiss()
      toast.success(MESSAGES.updated)
      onSuccess?.(data.user)
      if (redirectOnSuccess)
        navigation.navigate(ROUTES.vendorRegistrationSuccess, { replace: true })
    },
    onError: failure.show,
  })

  async function submit(event: FormEvent<HTMLFormElement>, choices: OnboardingChoices) {
    const form = event.currentTarget
    const values = readForm(event)
    const input = form.elements.namedItem('documents') as HTMLInputElement | null
    const files = [...(input?.files ?? [])].filter((file) => file.size > 0)
    if (user.documents.length + files.length > MAX_VENDOR_DOCUMENTS) {
      failure.show(new Error(`Up to ${MAX_VENDOR_DOCUMENTS} documents in all.`))
      return
    }
    const contacts = contactsOf(choices.rows, values)
    const filled = (name: string) => values[name] || undefined
    try {
      const uploaded: string[] = []
      for (const file of files) {
        const { data } = await upload.mutateAsync({ query: { name: file.name }, body: file })
        uploaded.push(data.id)
      }
      const optional = {
        phone: filled('phone'),
        country: choices.country ?? undefined,
        address: filled('address'),
        website: filled('website'),
      }
      save.mutate({
        body: {
          companyName: values.companyName ?? '',
          contactName: values.contactName ?? '',
          ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
          orderTypes: choices.orderTypes,
          contacts,
          documentIds: [...user.documents.map((document) => document.id), ...uploaded],
        },
      })
    } catch (error) {
      failure.show(error)
    }
  }

  return { submit, pending: upload.isPending || save.isPending }
}
