import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

/** argon2id with the library's defaults (19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password)

// A real hash to compare against when no user matches, so a login takes as long either way and
// does not reveal which e-mails have accounts.
let decoy: Promise<string> | undefined
export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  decoy ??= hash(randomBytes(16).toString('hex'))
  try {
    return await verify(passwordHash ?? (await decoy), password)
  } catch {
    return false
  }
}

/** A 6-digit code, uniformly drawn. */
export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** Codes have little entropy: keep a keyed hash so a leaked table cannot be brute-forced offline. */
export const hashCode = (secret: string, userId: string, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('base64url')

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A single-use link token: the link carries the token, the database only its hash. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashLinkToken(token) }
}
export const hashLinkToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url')
