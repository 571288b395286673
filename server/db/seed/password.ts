// Password hashes for seeded accounts, in the auth module's format (`scrypt$N$r$p$salt$hash`).
// The salt comes from the username so a seed run is repeatable; real sign-ups use random salts.
import { createHash } from "node:crypto";
import { hashPasswordWithSalt } from "../../modules/auth/password";

export function hashSeedPassword(password: string, username: string): Promise<string> {
  const salt = createHash("sha256").update(`seed:${username}`).digest().subarray(0, 16);
  return hashPasswordWithSalt(password, salt);
}
