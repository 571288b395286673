// The API writes account e-mails as .eml files into <DATA_DIR>/outbox/ (no SMTP in tests).
// These helpers find the newest message to an address and pull out its link.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const outboxDir = path.resolve(repoRoot, process.env.E2E_DATA_DIR ?? "e2e/.tmp/data", "outbox");

/** Soft line breaks and =XX escapes of quoted-printable, as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function messagesTo(address: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  const wanted = new RegExp(`^To:.*${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im");
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => fs.readFileSync(path.join(outboxDir, name), "utf8"))
    .filter((raw) => wanted.test(raw.split(/\r?\n\r?\n/)[0] ?? ""));
}

/** How many messages the address has received so far. */
export function countMessages(address: string): number {
  return messagesTo(address).length;
}

/**
 * The link to `page` (e.g. "/verifikasi-email") in the newest message to `address` after
 * `previous` messages; waits for it, since the API sends mail without waiting.
 */
export async function readLink(address: string, page: string, previous = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const messages = messagesTo(address);
        if (messages.length <= previous) return undefined;
        const body = decodeQuotedPrintable(messages.at(-1) ?? "");
        link = new RegExp(`https?://[^\\s"'<>]*${page}\\?token=[A-Za-z0-9_-]+`).exec(body)?.[0];
        return link;
      },
      { message: `a mail to ${address} with a ${page} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}
