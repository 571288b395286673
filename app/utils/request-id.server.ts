import { randomUUID } from "node:crypto";
import { isIP } from "node:net";
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER, type DoorContext } from "./door-headers";

declare module "@remix-run/server-runtime" {
  // What server/web passes to every loader and action (absent when another server runs the build).
  interface AppLoadContext {
    requestId?: DoorContext["requestId"];
    clientIp?: DoorContext["clientIp"];
  }
}

// Ids are echoed into logs and headers: the same short, plain form the API keeps.
const saneId = /^[A-Za-z0-9_-]{8,64}$/;
const ids = new WeakMap<Request, string>();

/**
 * One id per request, sent to the API as X-Request-Id and written on every log line. The web server
 * makes it at the door and writes it into the request's headers, so every loader's copy of the
 * Request carries the same one. Without that server (tests) an id is made here and written into the
 * headers too, so copies made later (the loaders after an action) share it.
 */
export function getRequestId(request: Request): string {
  const known = ids.get(request);
  if (known) return known;
  const incoming = request.headers.get(REQUEST_ID_HEADER);
  const id = incoming && saneId.test(incoming) ? incoming : randomUUID();
  ids.set(request, id);
  if (incoming !== id) {
    try {
      request.headers.set(REQUEST_ID_HEADER, id);
    } catch {
      // Immutable headers (a Request built with a frozen guard): the WeakMap still holds it.
    }
  }
  return id;
}

/**
 * The client's address as the web server's door saw it: the socket's, or with TRUST_PROXY=n the
 * n-th X-Forwarded-For entry from the right. Nothing here reads X-Forwarded-For itself: any client
 * can write it. Undefined only when the app runs without that server; the API then counts the
 * BFF's own address.
 */
export function getClientIp(request: Request): string | undefined {
  const ip = request.headers.get(CLIENT_IP_HEADER)?.trim();
  return ip && isIP(ip) ? ip : undefined;
}

/** What every call to the API carries about the page's request: its id, and the client's address when known. */
export function upstreamRequestHeaders(request: Request): Record<string, string> {
  const clientIp = getClientIp(request);
  return { "X-Request-Id": getRequestId(request), ...(clientIp ? { "X-Client-IP": clientIp } : {}) };
}
