import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// What lets the product read a buyer's mailbox (a Google refresh token, an IMAP app password)
// is kept encrypted in the database: AES-256-GCM under a key that never enters the database
// (issue #33: from the environment, generated into the data folder outside production). A copy
// of the database alone opens no mailbox, and a changed byte is refused, not decrypted wrong.

const VERSION = 'v1'

export interface SecretBox {
  seal(secret: string): string
  /** The secret, or null when it was sealed under another key or changed since. */
  open(sealed: string): string | null
}

/**
 * A box for secrets under a 32-byte key. Each seal draws a fresh 12-byte IV; the sealed form is
 * `v1.<iv>.<tag>.<ciphertext>`, base64url, so the version can change the scheme later.
 *
 * @example
 * const box = secretBox(randomBytes(32))
 * box.open(box.seal('1//refresh-token')) // '1//refresh-token'
 */
export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A secret box needs a 32-byte key')
  return {
    seal(secret) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.')
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.')
      if (version !== VERSION || !iv || !tag || data === undefined) return null
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8')
      } catch {
        return null
      }
    },
  }
}
