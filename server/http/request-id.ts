import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";

/** Keeps what is safe to log and echo from a caller's id: at most 64 of [A-Za-z0-9_-]. */
export function sanitizeRequestId(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  const clean = raw.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 64);
  return clean.length > 0 ? clean : null;
}

/** Fastify's `genReqId`: the BFF's id when it sent one, so both logs share it. */
export const genReqId = (req: IncomingMessage): string =>
  sanitizeRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
