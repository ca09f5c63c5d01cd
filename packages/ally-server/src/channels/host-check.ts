import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

// A mail server the buyer names is one the server connects to: in production, an address inside
// the server's own network (loopback, private, link-local) would let anyone probe it, so it is
// refused. Development and tests connect to mail servers on this machine.

const INTERNAL = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6')

/** Why the server will not connect to `host`, or null when it may. */
export async function publicHostProblem(
  host: string,
  allowPrivate: boolean,
): Promise<string | null> {
  if (!/^[a-z0-9.:-]+$/i.test(host)) return 'Give the mail server as a name or an IP address.'
  if (allowPrivate) return null
  let addresses: { address: string; family: number }[]
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await lookup(host, { all: true, verbatim: true })
  } catch {
    return `No mail server is known by the name ${host}.`
  }
  const internal = addresses.some(({ address, family }) => {
    const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1]
    return mapped
      ? INTERNAL.check(mapped, 'ipv4')
      : INTERNAL.check(address, family === 6 ? 'ipv6' : 'ipv4')
  })
  return internal ? `${host} is an address inside the server's own network.` : null
}
