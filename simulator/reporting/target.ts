// Where a project's reports may go. A project owner types the reporting server, and the simulator posts to it
// from the machine it runs on: without a check, `http://127.0.0.1:<port>/`, `http://2130706433/`, `[::1]` or
// `169.254.169.254` reached this machine's own services and the cloud's metadata, and the delivery log told which
// ports were open. An address is taken when it is http(s), at most REPORT_URL_MAX characters, and every address
// its host resolves to is public; the report then goes to the address that was checked (no second lookup, so a
// DNS answer that changes between the check and the connection cannot point it inside). The operator may allow
// named `host:port` pairs (SIM_REPORT_ALLOW), such as the QA receiver on loopback.
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { fieldsOf } from '../narrow';

const REPORT_URL_MAX = 2_048;

export type ReportTarget = { ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false; error: string };

export type Lookup = (host: string) => Promise<Array<{ address: string; family: number }>>;

const defaultLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], ['::1', 128], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
  // Local-use NAT64 (RFC 8215): where its IPv4 sits depends on a prefix length only the local network knows.
  ['64:ff9b:1::', 48],
] as const) blocked.addSubnet(net, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail taken), or undefined when it is none. */
function groupsOf(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const parts = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

const v4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 addresses an IPv6 one carries, which is what it reaches: mapped (`::ffff:a.b.c.d`), translated
 * (`::ffff:0:a.b.c.d`), compatible (`::a.b.c.d`), NAT64 (`64:ff9b::a.b.c.d`), 6to4 (`2002:AABB:CCDD::`) and Teredo
 * (`2001:0:SSSS:SSSS:…:~CC:~CC`, the server and the client, whose address is stored inverted).
 */
function embeddedV4(groups: number[]): string[] {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  const at = (i: number) => groups[i]!;
  if (zeros(0, 5) && (at(5) === 0xffff || at(5) === 0)) return [v4(at(6), at(7))];
  if (zeros(0, 4) && at(4) === 0xffff && at(5) === 0) return [v4(at(6), at(7))];
  if (at(0) === 0x64 && at(1) === 0xff9b && zeros(2, 6)) return [v4(at(6), at(7))];
  if (at(0) === 0x2002) return [v4(at(1), at(2))];
  if (at(0) === 0x2001 && at(1) === 0) return [v4(at(2), at(3)), v4(at(6) ^ 0xffff, at(7) ^ 0xffff)];
  return [];
}

/** Why reports must not go to `address` (loopback, private, link-local, unspecified, multicast, reserved), or undefined. */
export function refusedAddress(address: string): string | undefined {
  const plain = address.replace(/^\[|\]$/g, '');
  const family = isIP(plain);
  if (family === 4) return blocked.check(plain, 'ipv4') ? `${plain} is not a public address` : undefined;
  if (family !== 6) return `${plain} is not an address`;
  const groups = groupsOf(plain);
  if (!groups) return `${plain} is not an address`;
  // `::` and `::1` themselves are IPv6's unspecified and loopback addresses, not IPv4 ones.
  const inner = groups.slice(0, 7).every((g) => g === 0) && groups[7]! <= 1 ? [] : embeddedV4(groups);
  const refusedInner = inner.find((v4address) => blocked.check(v4address, 'ipv4'));
  if (refusedInner) return `${plain} (${refusedInner}) is not a public address`;
  return blocked.check(plain, 'ipv6') ? `${plain} is not a public address` : undefined;
}

/** `host:port` of a URL as SIM_REPORT_ALLOW names it (the scheme's port when the URL gives none). */
function hostPortOf(url: URL): string {
  return `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/** SIM_REPORT_ALLOW entries in the form hostPortOf compares (`[::1]:9100`, `127.0.0.1:9100`, `receiver.lan:8080`). */
export function allowedPairs(list: readonly string[] | undefined): Set<string> {
  const pairs = new Set<string>();
  for (const entry of list ?? []) {
    try {
      const url = new URL(`http://${entry.trim()}`);
      if (url.port) pairs.add(hostPortOf(url));
    } catch {
      // Not a host:port pair: ignored (main.ts prints the list it took).
    }
  }
  return pairs;
}

/** The address's form: http(s), within the length, no user name or password (the same rule as the console's). */
function reportUrlRefusal(raw: string): string | undefined {
  if (raw.length > REPORT_URL_MAX) return `the address is longer than ${REPORT_URL_MAX} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not an address';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https addresses are taken';
  if (url.username || url.password) return 'the address must not carry a user name or password';
  if (!url.hostname) return 'the address names no host';
  return undefined;
}

/**
 * Checks a reporting address and answers the one address to connect to, or why it is refused. Every address the
 * host resolves to must be public (one inside is enough to refuse: the resolver could hand out either); a pair
 * in `allow` skips the address rule, not the form rule.
 */
export async function resolveReportTarget(raw: string, allow: ReadonlySet<string>, lookup: Lookup = defaultLookup): Promise<ReportTarget> {
  const form = reportUrlRefusal(raw);
  if (form) return { ok: false, error: form };
  const url = new URL(raw);
  const allowed = allow.has(hostPortOf(url));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await lookup(host);
    } catch (error) {
      return { ok: false, error: `${host} does not resolve (${String(fieldsOf(error).code ?? 'lookup failed')})` };
    }
  }
  if (addresses.length === 0) return { ok: false, error: `${host} does not resolve` };
  if (!allowed) {
    for (const { address } of addresses) {
      const why = refusedAddress(address);
      if (why) return { ok: false, error: `${why}; reports go to public addresses only (an operator may allow ${hostPortOf(url)} with SIM_REPORT_ALLOW)` };
    }
  }
  const first = addresses[0]!;
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
