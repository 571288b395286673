import { randomUUID } from "node:crypto";
import { isIP } from "node:net";
import { getEnv } from "./env.server";

const HEADER = "X-Request-Id";
// Ids from outside are echoed into logs and headers: the same short, plain form the API keeps.
const saneId = /^[A-Za-z0-9_-]{8,64}$/;
const ids = new WeakMap<Request, string>();

/**
 * One id per request, sent to the API as X-Request-Id and written on every log line.
 *
 * Remix hands each loader and action its own copy of the Request (headers copied), so a
 * WeakMap alone would give every loader a different id. A generated id is therefore also
 * written into the request's headers: copies made later (the loaders after an action) carry
 * it. A front server or proxy that sets X-Request-Id makes it one id for the whole request.
 */
export function getRequestId(request: Request): string {
  const known = ids.get(request);
  if (known) return known;
  const incoming = request.headers.get(HEADER);
  const id = incoming && saneId.test(incoming) ? incoming : randomUUID();
  ids.set(request, id);
  if (incoming !== id) {
    try {
      request.headers.set(HEADER, id);
    } catch {
      // Immutable headers (a Request built with a frozen guard): the WeakMap still holds it.
    }
  }
  return id;
}

/**
 * The client's address as far as the BFF can know it. remix-serve (express, no
 * getLoadContext) gives loaders no socket address, so this can only come from
 * X-Forwarded-For. With TRUST_PROXY=n (n proxies in front that each append the address they
 * saw) the n-th entry from the right is the one a proxy vouches for; entries further left are
 * whatever the client sent. Without TRUST_PROXY the left-most entry is used as a best
 * effort: it is client-controlled, so it is only good for a per-IP hint beside the
 * per-account limit. No usable address gives "unknown".
 */
export function getClientIp(request: Request): string {
  const hops = (request.headers.get("X-Forwarded-For") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const trusted = getEnv().TRUST_PROXY;
  const candidate = trusted > 0 ? hops[Math.max(hops.length - trusted, 0)] : hops[0];
  return candidate && isIP(candidate) ? candidate : "unknown";
}
