// Password hashes: scrypt, stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url). The
// parameters travel with each hash, so raising them later leaves older hashes verifiable.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

// OWASP's minimum is N=2^17, r=8, p=1 or an equal-work variant; N=2^16, r=8, p=2 costs the same
// CPU with half the memory (64 MiB per hash), which matters when logins come in bursts.
const N = 65536;
const r = 8;
const p = 2;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** N=2^16, r=8 needs 64 MiB; room for one step stronger stored hashes (N=2^17). */
const MAX_MEMORY = 160 * 1024 * 1024;

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** Hashes with the given salt; the seed passes a derived one so its runs repeat. */
export async function hashPasswordWithSalt(password: string, salt: Buffer): Promise<string> {
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export function hashPassword(password: string): Promise<string> {
  return hashPasswordWithSalt(password, randomBytes(SALT_LENGTH));
}

/** A fixed hash to verify against when no account matches, so "no such user" costs as long as "wrong password". */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword("decoy password that never matches"));

/** True for a hash made with other parameters than today's (older, weaker ones): rehash it after a good login. */
export function needsRehash(stored: string): boolean {
  const parts = stored.split("$");
  return parts.length !== 6 || parts[0] !== "scrypt" || parts.slice(1, 4).join("$") !== `${N}$${r}$${p}`;
}

/** False for a wrong password and for anything that is not a well-formed hash of ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [cost, blockSize, parallel] = parts.slice(1, 4).map(Number);
  const validParams =
    Number.isInteger(cost) &&
    cost >= 2 &&
    cost <= 1 << 20 &&
    (cost & (cost - 1)) === 0 &&
    Number.isInteger(blockSize) &&
    blockSize >= 1 &&
    blockSize <= 32 &&
    Number.isInteger(parallel) &&
    parallel >= 1 &&
    parallel <= 16;
  if (!validParams) return false;
  const salt = Buffer.from(parts[4], "base64url");
  const expected = Buffer.from(parts[5], "base64url");
  if (salt.length === 0 || expected.length < 16) return false;
  try {
    const actual = await scrypt(password, salt, expected.length, { N: cost, r: blockSize, p: parallel });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
