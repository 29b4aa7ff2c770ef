/**
 * Who is calling, for per-client limits: the client address as Supabase's API gateway reports
 * it, and the key a limit counts it under.
 *
 * The address is the LAST entry of X-Forwarded-For: the gateway appends the address of the
 * connection it received, so whatever a client writes in its own X-Forwarded-For comes before
 * it and cannot change it — the rule of public.request_client_address()
 * (supabase/migrations/20261126002001_chat_live.sql). The local emulator appends the socket's
 * address the same way (emulator/supabase/functions/index.ts).
 *
 * The key is public.submission_client_key()'s (20261127002601_public_form_gate.sql): an IPv4
 * address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address; an IPv6 client counts per /64,
 * the block one subscriber gets, so rotating addresses inside it does not reset a count; without
 * an address all such callers share the key "unknown"; something that is not an address (a
 * misconfigured proxy) counts as written.
 */

/** The last entry of X-Forwarded-For, trimmed; undefined when there is none. */
export function clientAddress(headers: Headers): string | undefined {
  const forwarded = headers.get("x-forwarded-for") ?? "";
  const last = forwarded.split(",").pop()?.trim() ?? "";
  return last === "" ? undefined : last;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(text: string): string | undefined {
  const match = IPV4.exec(text);
  if (!match) return undefined;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets.join(".") : undefined;
}

/** The eight 16-bit groups of an IPv6 address, or undefined when `text` is not one. */
function ipv6Groups(text: string): number[] | undefined {
  let address = text.replace(/%.*$/, ""); // a zone (fe80::1%eth0) is not part of the address
  const tail = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail) {
    const v4 = ipv4(tail[2] as string);
    if (!v4) return undefined;
    const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
    address = `${tail[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) => (part ? part.split(":") : []);
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const groups = [...head, ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  if (halves.length === 1 ? groups.length !== 8 : groups.length > 7) return undefined;
  const numbers = groups.map((group) => parseInt(group, 16));
  if (halves.length === 1) return numbers;
  return [...numbers.slice(0, head.length), ...Array<number>(8 - groups.length).fill(0), ...numbers.slice(head.length)];
}

/** The key a per-client limit counts `address` under (see above). */
export function clientKey(address: string | undefined): string {
  const plain = (address ?? "").trim();
  if (plain === "") return "unknown";
  const v4 = ipv4(plain);
  if (v4) return v4;
  const groups = ipv6Groups(plain);
  if (!groups) return `other:${plain.slice(0, 100)}`;
  // ::ffff:a.b.c.d (however written) is an IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6] as number, groups[7] as number];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
