// `npm start` on an address other machines can reach, without https in front: passwords and
// session cookies would cross the network in clear text. Worth a loud line, not a refusal: an
// office intranet on plain http is a real (if unwise) setup, and it works.
import { isIP } from "node:net";

const isLoopback = (host: string) =>
  host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));

/** The warning to print for this environment, or null when the shop is loopback-only or served over https. */
export function plainHttpWarning(env: Record<string, string | undefined>): string | null {
  const host = env.HOST || "127.0.0.1";
  const origin = env.PUBLIC_ORIGIN || env.SHOP_ORIGIN || "";
  if (origin.startsWith("https:")) return null;
  let originHost = "";
  try {
    originHost = origin ? new URL(origin).hostname.replace(/^\[|\]$/g, "") : "";
  } catch {
    // an invalid origin is reported by the servers' own config checks
  }
  if (isLoopback(host) && (!originHost || isLoopback(originHost))) return null;
  return [
    `Warning: the shop is served over plain HTTP on a non-loopback address (HOST=${host}${origin ? `, PUBLIC_ORIGIN=${origin}` : ""}).`,
    "Passwords and session cookies cross the network unencrypted. Put an HTTPS proxy in front and",
    "set PUBLIC_ORIGIN=https://<your host>, or keep HOST=127.0.0.1.",
  ].join("\n");
}

/** For start.ts: prints the warning, if any, to stderr. */
export function warnIfPlainHttp(env: Record<string, string | undefined>): void {
  const warning = plainHttpWarning(env);
  if (warning) process.stderr.write(`[start] ${warning}\n`);
}
