import { type ChildProcess, spawn } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { ImapFlow } from 'imapflow'

// A real IMAP server for the channel tests: Debian's Dovecot (`apt-get install dovecot-imapd`,
// which the test command's scripts/ensure-tools.sh does where it may), started by the test in a
// folder of its own with a password file, on a free port of 127.0.0.1, without TLS. As root it
// runs its processes as Debian's dovecot users and keeps the mail as `nobody`.

const DOVECOT = '/usr/sbin/dovecot'

/** Whether Dovecot is here; CI must have it (the test fails there rather than skip). */
export const dovecotInstalled = () => existsSync(DOVECOT)

export interface Dovecot {
  host: string
  port: number
  user: string
  password: string
  /** Puts a message in a folder (INBOX by default), as delivery would. */
  deliver(raw: Buffer, folder?: string): Promise<void>
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function listening(port: number, process: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (process.exitCode !== null)
      throw new Error(`Dovecot stopped (${process.exitCode}): ${log()}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Dovecot did not listen on ${port}: ${log()}`)
}

export async function startDovecot(
  user = 'buyer@obi.example',
  password = 'app-password-1',
): Promise<Dovecot> {
  const dir = mkdtempSync(join(tmpdir(), 'ally-dovecot-'))
  const port = await freePort()
  const root = process.getuid?.() === 0
  const me = userInfo()
  const mail = join(dir, 'mail')
  mkdirSync(mail, { recursive: true })
  const owner = root ? { uid: 65534, gid: 65534 } : { uid: me.uid, gid: me.gid }
  if (root) {
    // The mail processes run as nobody; the folders they write must be theirs.
    chmodSync(dir, 0o755)
    chownSync(mail, owner.uid, owner.gid)
  }
  writeFileSync(join(dir, 'passwd'), `${user}:{PLAIN}${password}::::::\n`)
  writeFileSync(
    join(dir, 'dovecot.conf'),
    `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
${root ? '' : `default_internal_user = ${me.username}\ndefault_internal_group = ${me.username}\ndefault_login_user = ${me.username}\n`}
first_valid_uid = ${Math.min(owner.uid, 500)}
mail_location = maildir:${mail}/%u
namespace inbox {
  inbox = yes
  mailbox Sent {
    special_use = \\Sent
    auto = create
  }
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${owner.uid} gid=${owner.gid} home=${mail}/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  ${root ? '' : 'chroot =\n  user = $default_internal_user'}
}
service anvil {
  chroot =
}
`,
  )
  const child = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'pipe' })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const log = () => {
    const file = join(dir, 'dovecot.log')
    return `${output}${existsSync(file) ? readFileSync(file, 'utf8') : ''}`
  }
  await listening(port, child, log)

  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    async deliver(raw, folder = 'INBOX') {
      const client = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        auth: { user, pass: password },
        logger: false,
      })
      client.on('error', () => {})
      await client.connect()
      try {
        await client.append(folder, raw, ['\\Seen'])
      } finally {
        await client.logout()
      }
    },
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) =>
        child.exitCode === null ? child.once('exit', resolve) : resolve(null),
      )
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
