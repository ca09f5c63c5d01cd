import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface DeliveredMail {
  to: string[]
  raw: string
}

/** A real SMTP server on a loopback port that keeps what it receives, for mail tests. */
export async function startSmtpSink() {
  const delivered: DeliveredMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8')
      })
      stream.on('end', () => {
        delivered.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    /** The mail delivered to an address, if any yet. */
    to: (address: string) => delivered.find((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  }
}
