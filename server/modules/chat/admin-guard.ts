// The seller side's one call here (answering a buyer's chat) signs in per request with HTTP Basic
// and an admin account. Failures count against the same per-account and per-address limits as the
// buyers' sign-ins, so the password cannot be guessed at speed.
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { admins } from "../../db/schema";
import { HttpError, unauthenticated } from "../../http/errors";
import { decoyHash, verifyPassword } from "../auth/password";
import { DEFAULT_LOGIN_LIMITS, isLockedOut, recordFailure, type LoginLimits } from "../auth/rate-limit";

export type AuthAdmin = { id: number; username: string };

const TOO_MANY = "Terlalu banyak percobaan masuk. Silakan coba lagi nanti.";

function basicCredentials(request: FastifyRequest): { username: string; password: string } | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0 || decoded.length > 512) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Resolves the admin of `Authorization: Basic …`, or throws 401 (429 when locked out). */
export async function authenticateAdmin(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
): Promise<AuthAdmin> {
  try {
    return await checkAdmin(db, request, limits);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401)
      reply.header("WWW-Authenticate", 'Basic realm="admin", charset="UTF-8"');
    throw error;
  }
}

async function checkAdmin(db: Db, request: FastifyRequest, limits: LoginLimits): Promise<AuthAdmin> {
  const credentials = basicCredentials(request);
  if (!credentials) throw unauthenticated();
  const keys = { account: `admin:${credentials.username.toLowerCase()}`, ip: request.clientIp || request.ip };
  if (await isLockedOut(db, keys, limits)) throw new HttpError(429, TOO_MANY);
  const [admin] = await db
    .select({ id: admins.id, username: admins.username, passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.username, credentials.username))
    .limit(1);
  const valid = await verifyPassword(credentials.password, admin?.passwordHash ?? (await decoyHash()));
  if (!admin || !valid) {
    await recordFailure(db, keys);
    throw unauthenticated();
  }
  return { id: admin.id, username: admin.username };
}
