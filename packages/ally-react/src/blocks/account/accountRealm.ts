import {
  type AccountKind,
  type AllyConnection,
  type AuthResult,
  getHomePath,
  getPathAfterLogin,
  ROUTES,
  routeTo,
  type SessionRealm,
  type VendorAuthResult,
} from '@ally/sdk'
import {
  useChangeSignupEmail,
  useLogin,
  useResendSignupCode,
  useVerifySignupCode,
} from '../../queries/accounts'
import {
  useVendorChangeEmail,
  useVendorLogin,
  useVendorResendCode,
  useVendorVerifyEmail,
} from '../../queries/vendorAccount'
import { getVendorHomePath } from '../portal-frame/vendorPortal'

// The server runs one account stack for both realms; these objects name what differs on the
// client (hooks, session store, routes), so each account screen is written once.

/** What an account mutation hook takes: a bearer from a link, and the two outcomes. */
interface AccountMutationOptions<I, R> {
  token?: string
  onSuccess?: (result: { data: R; message: string }, input: I) => void
  onError?: (error: Error) => void
}

/** The part of an account mutation the screens use. */
interface AccountMutation<I> {
  mutate: (input: I) => void
  isPending: boolean
}

type AccountMutationHook<I, R> = (options?: AccountMutationOptions<I, R>) => AccountMutation<I>

/** The session store a realm's results go to. */
interface AccountSessionStore<R> {
  save: (result: R, options?: { remember?: boolean }) => void
  isRemembered: () => boolean
}

/** What a realm's sign-up, verification and log-in answer with. */
export type RealmResult = AuthResult | VendorAuthResult

/** One realm's account flow: its hooks, its session store and where each step leads. */
export interface AccountRealm<R extends RealmResult> {
  readonly name: SessionRealm
  readonly session: (client: AllyConnection) => AccountSessionStore<R>
  readonly useVerifyCode: AccountMutationHook<{ body: { code: string } }, R>
  readonly useResendCode: AccountMutationHook<object, unknown>
  readonly useChangeEmail: AccountMutationHook<{ body: { email: string } }, R>
  readonly useLogin: AccountMutationHook<
    { body: { email: string; password: string; rememberMe?: boolean; inviteToken?: string } },
    R
  >
  /** Where a new account goes: the page that says a code was e-mailed. */
  readonly afterSignUp: (result: R) => string
  /** Where a logged-in account goes: its home, or `next` where the realm follows it. */
  readonly afterLogin: (result: R, next?: string | null) => string
  /** Where a verified account goes next. */
  readonly afterVerify: (result: R) => string
  /** Where an account goes once its sign-up e-mail is corrected. */
  readonly afterChangeEmail: (result: R) => string
  readonly forgotPasswordTo: string
  readonly loginTo: string
}

/** The buyer's account flow (`/register`, `/verify`, …). */
export const buyerRealm: AccountRealm<AuthResult> = {
  name: 'buyer',
  session: (client) => client.session,
  useVerifyCode: useVerifySignupCode,
  useResendCode: useResendSignupCode,
  useChangeEmail: useChangeSignupEmail,
  useLogin,
  // The page carries the registration token, never the session's (it would land in history).
  afterSignUp: (data) =>
    data.registrationToken ? routeTo.registrationSuccess(data.registrationToken) : ROUTES.verify,
  afterLogin: getPathAfterLogin,
  afterVerify: getHomePath,
  afterChangeEmail: (data) =>
    data.registrationToken
      ? routeTo.registrationSuccess(data.registrationToken)
      : getHomePath(data),
  forgotPasswordTo: ROUTES.forgotPassword,
  loginTo: ROUTES.login,
}

/** The vendor portal's account flow (`/vendor/register`, `/vendor/verify`, …). */
export const vendorRealm: AccountRealm<VendorAuthResult> = {
  name: 'vendor',
  session: (client) => client.vendorSession,
  useVerifyCode: useVendorVerifyEmail,
  useResendCode: useVendorResendCode,
  useChangeEmail: useVendorChangeEmail,
  useLogin: useVendorLogin,
  afterSignUp: getVendorHomePath,
  afterLogin: (data) => getVendorHomePath(data),
  afterVerify: (data) =>
    data.user.onboarded ? ROUTES.vendorRegistrationSuccess : ROUTES.vendorOnboarding,
  afterChangeEmail: getVendorHomePath,
  forgotPasswordTo: routeTo.forgotPassword('vendor'),
  loginTo: routeTo.vendorLogin(),
}

/** The realm of a link's `for=` (`buyer` or `vendor`), for the pages both realms share. */
export const accountRealms = { buyer: buyerRealm, vendor: vendorRealm } satisfies Record<
  AccountKind,
  AccountRealm<AuthResult> | AccountRealm<VendorAuthResult>
>
