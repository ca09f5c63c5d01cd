import type { VendorAccount } from '@ally/sdk'
import type { AccountRealm } from '../accounts/realm'
import type { VendorAccountRow, VendorCaller } from '../context'
import { vendorCodeMail } from '../services/mail-templates'
import { showAccount } from './account-view'
import { activateInvitedVendors, findAccount } from './queries'

/** A vendor account, which signs in on its own, for every business it supplies. */
export type VendorSubject = Pick<VendorCaller, 'account'>

/** Vendor accounts in the one account stack (accounts/realm.ts), beside business users. */
export const vendorRealm: AccountRealm<VendorSubject, VendorAccountRow, VendorAccount> = {
  name: 'vendor',
  noun: 'vendor account',
  emailTaken: 'A vendor account with this e-mail already exists.',
  find: async (db, where) => {
    const account = await findAccount(db, where)
    return account && { account }
  },
  account: (subject) => subject.account,
  withAccount: (_subject, account) => ({ account }),
  claims: () => ({}),
  greeting: (account) => account.contactName,
  passwordContext: ({ account }) => ({
    email: account.email,
    names: [account.contactName],
    businessName: account.companyName,
  }),
  codeMail: vendorCodeMail,
  resetLink: (appUrl, token) =>
    `${appUrl}/reset-password?token=${encodeURIComponent(token)}&for=vendor`,
  view: (context, { account }, request) => showAccount(context, account, request),
  activate: activateInvitedVendors,
}
