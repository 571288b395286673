import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import type { FastifyInstance } from "fastify";

/** Sent by the BFF: the browser's address, believed only with the shared key (`X-BFF-Key`, env `BFF_KEY` on both sides). */
export const CLIENT_IP_HEADER = "x-client-ip";
export const PROXY_KEY_HEADER = "x-bff-key";

declare module "fastify" {
  interface FastifyRequest {
    /** The end user's address: the BFF's `X-Client-Ip` when it proved itself, else the socket's. */
    clientIp: string;
  }
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares through fixed-length digests: no early exit that would leak the key's prefix by timing. */
function sameKey(given: string, expected: Buffer): boolean {
  return timingSafeEqual(digest(given), expected);
}

/** Whether a request's `X-BFF-Key` header is the shared key. */
export function isProxyKey(given: unknown, key: string): boolean {
  return typeof given === "string" && sameKey(given, digest(key));
}

export function registerClientIp(app: FastifyInstance, trustedProxyKey: string | undefined): void {
  const expected = trustedProxyKey ? digest(trustedProxyKey) : null;
  app.decorateRequest("clientIp", "");
  app.addHook("onRequest", async (request) => {
    request.clientIp = request.ip;
    if (!expected) return;
    const key = request.headers[PROXY_KEY_HEADER];
    const forwarded = request.headers[CLIENT_IP_HEADER];
    if (typeof key !== "string" || typeof forwarded !== "string") return;
    const ip = forwarded.trim();
    if (isIP(ip) !== 0 && sameKey(key, expected)) request.clientIp = ip;
  });
}
