import { MESSAGES } from '@ally/sdk'
import type { ReactNode } from 'react'
import { useAllyClient, useAllyNavigation } from '../../provider/AllyProvider'
import { toast } from '../../ui/Toaster'
import { useErrorToast } from '../alerts/useErrorToast'
import { AuthLayout } from '../auth-layout/AuthLayout'
import { CodeForm, ResendFooter } from '../auth-layout/codeForms'
import type { AccountRealm, RealmResult } from './accountRealm'

export interface AccountVerifyProps<R extends RealmResult> {
  realm: AccountRealm<R>
  /** The bearer the calls send; the stored session's when undefined. */
  bearer: string | undefined
  subtitle: ReactNode
  /** The page that corrects the sign-up e-mail. */
  changeEmailTo: string
  onSuccess?: (result: R) => void
  redirectOnSuccess?: boolean
  className?: string
}

/** The 6-digit code page of either realm: verify, resend, or go correct the e-mail. */
export function AccountVerify<R extends RealmResult>({
  realm,
  bearer,
  subtitle,
  changeEmailTo,
  onSuccess,
  redirectOnSuccess = true,
  className,
}: AccountVerifyProps<R>) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  // One toast for both calls: a wrong code's goes once the code is right or a new one is sent.
  const failure = useErrorToast()
  const verify = realm.useVerifyCode({
    token: bearer,
    onSuccess: ({ data }) => {
      failure.dismiss()
      const session = realm.session(client)
      session.save(data, { remember: session.isRemembered() })
      onSuccess?.(data)
      if (redirectOnSuccess) navigation.navigate(realm.afterVerify(data), { replace: true })
    },
    onError: failure.show,
  })
  const resend = realm.useResendCode({
    token: bearer,
    onSuccess: () => {
      failure.dismiss()
      toast.success(MESSAGES.codeResent)
    },
    onError: failure.show,
  })

  return (
    <AuthLayout
      className={className}
      title="Verify your e-mail"
      subtitle={subtitle}
      footer={
        <ResendFooter
          onResend={() => resend.mutate({})}
          resending={resend.isPending}
          changeEmailTo={changeEmailTo}
          changeEmailLabel="Wrong e-mail?"
        />
      }
    >
      <CodeForm pending={verify.isPending} onCode={(code) => verify.mutate({ body: { code } })} />
    </AuthLayout>
  )
}
