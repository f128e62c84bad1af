import { BlockList, isIP, type LookupFunction } from 'node:net'
import { lookup as dnsLookup } from 'node:dns'

/**
 * Where webhook deliveries may go: public HTTPS addresses only, so a registered URL cannot
 * reach into Kelp's own network (server-side request forgery). Development and tests may
 * allow loopback (`http://127.0.0.1:…`) by configuration; production refuses it.
 */

const privateRanges = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6')
}
const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address. */
function normalise(address: string): [string, 'ipv4' | 'ipv6'] {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return [mapped[1]!, 'ipv4']
  return [address, isIP(address) === 6 ? 'ipv6' : 'ipv4']
}

export const isLoopback = (address: string) => loopback.check(...normalise(address))

/** Private, link-local, multicast, reserved and loopback addresses (loopback only if not allowed). */
export function isBlockedAddress(address: string, allowLoopback: boolean): boolean {
  const [ip, family] = normalise(address)
  if (loopback.check(ip, family)) return !allowLoopback
  return privateRanges.check(ip, family)
}

export type TargetProblem = 'invalid' | 'not_https' | 'private_address'

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '')

/** What is wrong with a URL as a delivery target, judged without DNS; null when fine. */
export function targetProblem(url: string, allowLoopback: boolean): TargetProblem | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'invalid'
  }
  const host = bare(parsed.hostname)
  const local = host === 'localhost' || (isIP(host) !== 0 && isLoopback(host))
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && allowLoopback && local)) {
    return 'not_https'
  }
  if (parsed.username || parsed.password) return 'invalid'
  if (isIP(host) !== 0 && isBlockedAddress(host, allowLoopback)) return 'private_address'
  if (host === 'localhost' && !allowLoopback) return 'private_address'
  return null
}

/**
 * A DNS lookup for the HTTP client that refuses names resolving to a blocked address. The
 * check happens at connect time, so a name cannot pass a check and then resolve elsewhere.
 */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as { address: string; family: number }[]
      if (list.length === 0 || list.some((a) => isBlockedAddress(a.address, allowLoopback))) {
        const refused = Object.assign(new Error(`${hostname} resolves to a private address`), {
          code: 'EPRIVATEADDRESS',
        })
        return callback(refused, '', 0)
      }
      if (options.all) return (callback as (e: null, a: typeof list) => void)(null, list)
      callback(null, list[0]!.address, list[0]!.family)
    })
  }
}
