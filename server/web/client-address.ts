import { isIP } from "node:net";

/**
 * The client's address: the socket's, unless `trustProxy` (TRUST_PROXY) proxies stand in front, each
 * appending the address it saw to X-Forwarded-For. Then the entry `trustProxy` places from the right
 * is the one the outermost trusted proxy saw; anything left of it is whatever the client wrote. With
 * fewer entries than proxies the left-most is taken. An entry that is not an address falls back to
 * the socket's, so the answer is never "unknown".
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: number,
): string {
  const socket = plain(socketAddress) ?? "0.0.0.0";
  if (trustProxy <= 0 || !forwardedFor) return socket;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  return plain(hops[Math.max(hops.length - trustProxy, 0)]) ?? socket;
}

/** `::ffff:192.0.2.1` (IPv4 on a dual-stack socket) as `192.0.2.1`; null when not an address. */
function plain(address: string | undefined): string | null {
  if (!address) return null;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return isIP(v4) ? v4 : null;
}
