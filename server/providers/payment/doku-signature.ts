// Doku's non-SNAP signature (Checkout requests and HTTP notifications alike): an HMAC-SHA256, keyed
// with the Secret Key, over the lines "Client-Id:…", "Request-Id:…", "Request-Timestamp:…",
// "Request-Target:…" and "Digest:…" (base64 SHA-256 of the body), sent as `HMACSHA256=<base64>`.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export type SignedHeaders = {
  "Client-Id": string;
  "Request-Id": string;
  "Request-Timestamp": string;
  Signature: string;
};

export type SignatureInput = {
  clientId: string;
  requestId: string;
  /** ISO 8601 UTC without milliseconds, e.g. 2026-11-24T08:45:42Z. */
  timestamp: string;
  /** The request path, e.g. /checkout/v1/payment. */
  target: string;
  /** The exact bytes sent (the digest is over them, not over a re-serialisation). */
  body: string | Buffer;
};

export const digestOf = (body: string | Buffer): string => createHash("sha256").update(body).digest("base64");

export function signatureOf(secretKey: string, input: SignatureInput): string {
  const component = [
    `Client-Id:${input.clientId}`,
    `Request-Id:${input.requestId}`,
    `Request-Timestamp:${input.timestamp}`,
    `Request-Target:${input.target}`,
    `Digest:${digestOf(input.body)}`,
  ].join("\n");
  return `HMACSHA256=${createHmac("sha256", secretKey).update(component).digest("base64")}`;
}

/** Doku's timestamp format: UTC, seconds. */
export const dokuTimestamp = (at: Date): string => `${at.toISOString().slice(0, 19)}Z`;

export function signedHeaders(secretKey: string, input: SignatureInput): SignedHeaders {
  return {
    "Client-Id": input.clientId,
    "Request-Id": input.requestId,
    "Request-Timestamp": input.timestamp,
    Signature: signatureOf(secretKey, input),
  };
}

/** Compares in constant time; any missing piece is a mismatch. */
export function verifySignature(
  secretKey: string,
  received: string | undefined,
  input: Omit<SignatureInput, "requestId" | "timestamp" | "clientId"> & {
    clientId: string | undefined;
    requestId: string | undefined;
    timestamp: string | undefined;
  },
): boolean {
  if (!received || !input.clientId || !input.requestId || !input.timestamp) return false;
  const expected = Buffer.from(
    signatureOf(secretKey, {
      ...input,
      clientId: input.clientId,
      requestId: input.requestId,
      timestamp: input.timestamp,
    }),
  );
  const given = Buffer.from(received.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
