// Password hashes for seeded accounts: scrypt, stored as `scrypt$N$r$p$salt$hash` (base64url).
// The salt comes from the username so a seed run is repeatable; real sign-ups use random salts.
import { createHash, scrypt as scryptCallback, type ScryptOptions } from "node:crypto";

const N = 16384;
const r = 8;
const p = 1;
const keyLength = 32;

const scrypt = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

export async function hashSeedPassword(password: string, username: string): Promise<string> {
  const salt = createHash("sha256").update(`seed:${username}`).digest().subarray(0, 16);
  const key = await scrypt(password, salt, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}
