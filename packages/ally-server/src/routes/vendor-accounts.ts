import {
  type FileRef,
  getVendorInvite,
  getVendorProfile,
  type VendorAccount,
  vendorChangeEmail,
  vendorEndAllSessions,
  vendorEndSession,
  vendorForgotPassword,
  vendorLogin,
  vendorOnboarding,
  vendorRegister,
  vendorResendCode,
  vendorResetPassword,
  vendorVerifyEmail,
} from '@ally/sdk'
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { AppContext, VendorAccountRow } from '../context'
import type { Db } from '../db/client'
import {
  businesses,
  files,
  vendorAccounts,
  vendorPasswordResets,
  vendors,
  vendorVerificationCodes,
} from '../db/schema'
import { toFileRef } from '../files/routes'
import { badRequest, conflict, notFound } from '../http/errors'
import { isUuid } from '../http/ids'
import { implement } from '../http/implement'
import { accountMustWait } from '../rate-limit/account-limits'
import { CODE_LIFETIME_MS, checkCode } from '../services/codes'
import { passwordResetMail, vendorCodeMail } from '../services/mail-templates'
import { assertAcceptablePassword } from '../services/password-policy'
import { createPasswordReset, type PasswordResetStore } from '../services/password-reset'
import {
  hashCode,
  hashLinkToken,
  hashPassword,
  newVerificationCode,
  verifyPassword,
} from '../services/secrets'
import { TOKEN_LIFETIME } from '../services/tokens'
import { AUTH_RATE_LIMIT } from './accounts'

const INVALID_INVITE = 'This invitation is invalid or has expired. Ask the buyer for a new one.'

/** A company profile is complete once buyers can tell who they deal with and what it supplies. */
const isOnboarded = (row: VendorAccountRow) =>
  !!(row.companyName && row.contactName && row.country && row.address && row.orderTypes.length)

async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(vendorAccounts)
    .where(sql`lower(${vendorAccounts.email}) = lower(${email})`)
  return row
}

/** Vendor accounts' password resets, in `vendor_password_resets`, under the buyer's rules. */
function vendorResetStore(db: Db): PasswordResetStore {
  return {
    async findByEmail(email) {
      const account = await findAccountByEmail(db, email)
      return account && { id: account.id, email: account.email, name: account.contactName }
    },
    async save(reset, tx) {
      await tx.insert(vendorPasswordResets).values(reset)
    },
    async findOwner(tokenHash, now) {
      const [owner] = await db
        .select({
          email: vendorAccounts.email,
          contactName: vendorAccounts.contactName,
          companyName: vendorAccounts.companyName,
        })
        .from(vendorPasswordResets)
        .innerJoin(vendorAccounts, eq(vendorAccounts.id, vendorPasswordResets.accountId))
        .where(
          and(
            eq(vendorPasswordResets.tokenHash, tokenHash),
            isNull(vendorPasswordResets.usedAt),
            gt(vendorPasswordResets.expiresAt, now),
          ),
        )
      return (
        owner && {
          email: owner.email,
          names: [owner.contactName],
          businessName: owner.companyName,
        }
      )
    },
    consume: (tokenHash, now, passwordHash) =>
      db.transaction(async (tx) => {
        const [reset] = await tx
          .update(vendorPasswordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(vendorPasswordResets.tokenHash, tokenHash),
              isNull(vendorPasswordResets.usedAt),
              gt(vendorPasswordResets.expiresAt, now),
            ),
          )
          .returning()
        if (!reset) return false
        await tx
          .update(vendorPasswordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(vendorPasswordResets.accountId, reset.accountId),
              isNull(vendorPasswordResets.usedAt),
            ),
          )
        await tx
          .update(vendorAccounts)
          .set({ passwordHash, tokenVersion: sql`${vendorAccounts.tokenVersion} + 1` })
          .where(eq(vendorAccounts.id, reset.accountId))
        return true
      }),
  }
}

export function vendorAccountRoutes(context: AppContext, rateLimit = AUTH_RATE_LIMIT) {
  const { db, tokens, mail, accountLimits, secret } = context

  async function toAccount(row: VendorAccountRow, request: FastifyRequest): Promise<VendorAccount> {
    const documents: FileRef[] = row.documentIds.length
      ? (
          await db
            .select()
            .from(files)
            .where(and(inArray(files.id, row.documentIds), eq(files.vendorAccountId, row.id)))
        ).map((file) => toFileRef(file, request, context.fileLinks))
      : []
    return {
      id: row.id,
      email: row.email,
      companyName: row.companyName,
      contactName: row.contactName,
      phone: row.phone,
      country: row.country,
      address: row.address,
      website: row.website,
      orderTypes: row.orderTypes as VendorAccount['orderTypes'],
      contacts: row.contacts,
      documents,
      active: row.active,
      onboarded: isOnboarded(row),
      createdAt: row.createdAt.toISOString(),
    }
  }

  const result = async (row: VendorAccountRow, request: FastifyRequest, lifetime: string) => ({
    user: await toAccount(row, request),
    token: await context.sessions.start(
      { sub: row.id, realm: 'vendor', tv: row.tokenVersion },
      lifetime,
    ),
    // The token the vendor's sign-up links carry, so the session's never goes in a URL.
    ...(row.active
      ? {}
      : {
          registrationToken: await tokens.sign(
            { sub: row.id, realm: 'vendor', tv: row.tokenVersion, purpose: 'registration' },
            TOKEN_LIFETIME.registration,
          ),
        }),
  })

  const passwordReset = createPasswordReset({
    realm: 'vendor',
    db,
    store: vendorResetStore(db),
    outbox: mail,
    limits: accountLimits,
    now: context.now,
    link: (token) =>
      `${context.appUrl}/reset-password?token=${encodeURIComponent(token)}&for=vendor`,
    mail: passwordResetMail,
  })

  /** A live invite: its vendor row and the inviting business's name. */
  async function findInvite(token: string, q: Pick<Db, 'select'> = db) {
    const [row] = await q
      .select({ vendor: vendors, businessName: businesses.name })
      .from(vendors)
      .innerJoin(businesses, eq(businesses.id, vendors.businessId))
      .where(
        and(
          eq(vendors.inviteTokenHash, hashLinkToken(token)),
          gt(vendors.inviteExpiresAt, context.now()),
        ),
      )
    return row
  }

  /** Links an invite to an account; an active account makes the vendor active for that buyer. */
  async function acceptInvite(
    token: string,
    account: VendorAccountRow,
    tx: Pick<Db, 'select' | 'update'>,
  ) {
    const invite = await findInvite(token, tx)
    if (
      !invite ||
      (invite.vendor.vendorAccountId && invite.vendor.vendorAccountId !== account.id)
    ) {
      throw badRequest(INVALID_INVITE)
    }
    await tx
      .update(vendors)
      .set({
        vendorAccountId: account.id,
        ...(account.active
          ? { status: 'active' as const, joinedAt: context.now(), inviteTokenHash: null }
          : {}),
      })
      .where(eq(vendors.id, invite.vendor.id))
  }

  /** A new code and its queued e-mail, in `tx` (flush the outbox after the commit). */
  async function sendCode(account: VendorAccountRow, tx: Pick<Db, 'insert'>): Promise<void> {
    const code = newVerificationCode()
    const values = {
      codeHash: hashCode(secret, account.id, code),
      expiresAt: new Date(context.now().getTime() + CODE_LIFETIME_MS),
      failedAttempts: 0,
    }
    await tx
      .insert(vendorVerificationCodes)
      .values({ accountId: account.id, ...values })
      .onConflictDoUpdate({ target: vendorVerificationCodes.accountId, set: values })
    await mail.queue(tx, vendorCodeMail(account.email, account.contactName, code))
  }

  /** Counts one more code for the account; a 429 once it had its share for now. */
  async function allowAnotherCode(account: VendorAccountRow): Promise<void> {
    const wait = await accountLimits.take('mail', `vendor:${account.id}`)
    if (wait) throw accountMustWait('You asked for several codes in a short time.', wait)
  }

  const requireUnverified = (account: VendorAccountRow) => {
    if (account.active) throw conflict('Your account is already verified.')
  }

  return [
    implement(getVendorInvite, async ({ query }) => {
      const invite = await findInvite(query.token)
      if (!invite || invite.vendor.vendorAccountId) throw notFound(INVALID_INVITE)
      const registered = !!(await findAccountByEmail(db, invite.vendor.email))
      return {
        message: `${invite.businessName ?? 'A buyer'} invited you to Ally.`,
        data: {
          businessName: invite.businessName ?? 'A buyer',
          vendorName: invite.vendor.name,
          email: invite.vendor.email,
          registered,
          expiresAt: (invite.vendor.inviteExpiresAt ?? context.now()).toISOString(),
        },
      }
    }),

    implement(
      vendorRegister,
      async ({ body, request }) => {
        if (await findAccountByEmail(db, body.email)) {
          throw conflict(
            'A vendor account with this e-mail already exists. Log in to accept the invitation.',
          )
        }
        if (body.inviteToken) {
          const invite = await findInvite(body.inviteToken)
          if (!invite || invite.vendor.vendorAccountId) throw badRequest(INVALID_INVITE)
        }
        await assertAcceptablePassword(body.password, {
          email: body.email,
          names: [body.contactName],
          businessName: body.companyName,
        })
        const passwordHash = await hashPassword(body.password)
        const account = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(vendorAccounts)
            .values({
              email: body.email,
              passwordHash,
              companyName: body.companyName,
              contactName: body.contactName,
            })
            .returning()
          if (!created) throw new Error('The vendor account was not created')
          if (body.inviteToken) await acceptInvite(body.inviteToken, created, tx)
          await sendCode(created, tx)
          return created
        })
        void mail.flush()
        return {
          message: `Account created. We sent a 6-digit code to ${account.email}.`,
          data: await result(account, request, TOKEN_LIFETIME.unverified),
        }
      },
      { rateLimit },
    ),

    implement(
      vendorVerifyEmail,
      async ({ body, caller, request }) => {
        requireUnverified(caller.account)
        const id = caller.account.id
        const [pending] = await db
          .select()
          .from(vendorVerificationCodes)
          .where(eq(vendorVerificationCodes.accountId, id))
        await checkCode({
          pending,
          secret,
          subjectId: id,
          code: body.code,
          now: context.now(),
          recordFailure: async (failedAttempts) => {
            await db
              .update(vendorVerificationCodes)
              .set({ failedAttempts })
              .where(eq(vendorVerificationCodes.accountId, id))
          },
        })
        const account = await db.transaction(async (tx) => {
          await tx.delete(vendorVerificationCodes).where(eq(vendorVerificationCodes.accountId, id))
          // Every buyer whose invite this account took now sees the vendor active.
          await tx
            .update(vendors)
            .set({ status: 'active', joinedAt: context.now(), inviteTokenHash: null })
            .where(and(eq(vendors.vendorAccountId, id), eq(vendors.status, 'invited')))
          const [row] = await tx
            .update(vendorAccounts)
            .set({ active: true })
            .where(eq(vendorAccounts.id, id))
            .returning()
          return row
        })
        if (!account) throw new Error('The vendor account disappeared during verification')
        return {
          message: 'Your e-mail is verified.',
          data: await result(account, request, TOKEN_LIFETIME.session),
        }
      },
      { rateLimit },
    ),

    implement(
      vendorResendCode,
      async ({ caller }) => {
        requireUnverified(caller.account)
        await allowAnotherCode(caller.account)
        await db.transaction((tx) => sendCode(caller.account, tx))
        void mail.flush()
        return { message: `We sent a new code to ${caller.account.email}.`, data: null }
      },
      { rateLimit },
    ),

    implement(
      vendorChangeEmail,
      async ({ body, caller, request }) => {
        requireUnverified(caller.account)
        const taken = await findAccountByEmail(db, body.email)
        if (taken && taken.id !== caller.account.id)
          throw conflict('A vendor account with this e-mail already exists.')
        await allowAnotherCode(caller.account)
        const account = await db.transaction(async (tx) => {
          const [changed] = await tx
            .update(vendorAccounts)
            .set({ email: body.email })
            .where(eq(vendorAccounts.id, caller.account.id))
            .returning()
          if (!changed) throw new Error('The vendor account disappeared during the e-mail change')
          await sendCode(changed, tx)
          return changed
        })
        void mail.flush()
        return {
          message: `we sent a new code to ${account.email}.`,
          data: await result(account, request, TOKEN_LIFETIME.unverified),
        }
      },
      { rateLimit },
    ),

    implement(
      vendorLogin,
      async ({ body, request }) => {
        // Per typed address, known or not (see the buyer's login).
        const limitKey = `vendor:${body.email.toLowerCase()}`
        const wait = await accountLimits.waitMs('login', limitKey)
        if (wait) throw accountMustWait('Too many failed log-ins for this account.', wait)
        const account = await findAccountByEmail(db, body.email)
        const valid = await verifyPassword(account?.passwordHash, body.password)
        if (!account || !valid) {
          await accountLimits.take('login', limitKey)
          throw badRequest('Wrong e-mail or password.')
        }
        await accountLimits.clear('login', limitKey)
        if (body.inviteToken) await acceptInvite(body.inviteToken, account, db)
        const lifetime = body.rememberMe ? TOKEN_LIFETIME.remembered : TOKEN_LIFETIME.session
        return {
          message: account.active ? 'Welcome back.' : 'Verify your e-mail to continue.',
          data: await result(account, request, lifetime),
        }
      },
      { rateLimit },
    ),

    implement(vendorForgotPassword, ({ body }) => passwordReset.request(body.email), { rateLimit }),

    implement(vendorResetPassword, ({ body }) => passwordReset.reset(body.token, body.password), {
      rateLimit,
    }),

    implement(getVendorProfile, async ({ caller, request }) => ({
      message: 'Profile',
      data: { user: await toAccount(caller.account, request) },
    })),

    implement(vendorOnboarding, async ({ body, caller, request }) => {
      const documentIds = body.documentIds ?? caller.account.documentIds
      if (body.documentIds?.length) {
        // A malformed id names no file, like an unknown one: the same 400 (PostgreSQL would fail
        // the whole query on it).
        const wellFormed = body.documentIds.filter(isUuid)
        const owned = wellFormed.length
          ? await db
              .select({ id: files.id })
              .from(files)
              .where(
                and(inArray(files.id, wellFormed), eq(files.vendorAccountId, caller.account.id)),
              )
          : []
        const ownedIds = new Set(owned.map((row) => row.id))
        const missing = body.documentIds.findIndex((id) => !ownedIds.has(id.toLowerCase()))
        if (missing >= 0) {
          throw badRequest('Some documents were not uploaded by this account.', [
            { path: `body.documentIds[${missing}]`, message: 'Upload each document first' },
          ])
        }
      }
      const text = (value: string | undefined) =>
        value === undefined ? undefined : value.trim() || null
      const [account] = await db
        .update(vendorAccounts)
        .set({
          companyName: body.companyName?.trim(),
          contactName: body.contactName?.trim(),
          phone: text(body.phone),
          country: text(body.country),
          address: text(body.address),
          website: text(body.website),
          orderTypes: body.orderTypes,
          contacts: body.contacts,
          documentIds,
        })
        .where(eq(vendorAccounts.id, caller.account.id))
        .returning()
      if (!account) throw new Error('The vendor account disappeared during onboarding')
      return { message: 'Profile saved.', data: { user: await toAccount(account, request) } }
    }),

    implement(vendorEndSession, async ({ caller }) => {
      if (caller.sessionId) await context.sessions.end(caller.sessionId, caller.account.id)
      return { message: 'You are logged out.', data: null }
    }),

    implement(vendorEndAllSessions, async ({ caller }) => {
      await context.sessions.endAll('vendor', caller.account.id)
      return { message: 'You are logged out on every device.', data: null }
    }),
  ]
}
