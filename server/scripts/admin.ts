// `npm run admin -- create USERNAME [--name NAME] [--email EMAIL]`: creates a seller account (or sets
// a new password when USERNAME exists, which ends the seller's sessions) in the configured database.
// Seller accounts never come from a public form. The password is read from SELLER_PASSWORD, else from
// standard input (asked twice, unechoed, on a terminal), so it never appears in the shell history or
// the process list.
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { PASSWORD_MAX, PASSWORD_MIN } from "../contract/auth";
import { bootstrapDb } from "../db/bootstrap";
import { upsertSeller } from "../modules/seller/service";

const USAGE = "usage: npm run admin -- create USERNAME [--name NAME] [--email EMAIL]";

const { values, positionals } = parseArgs({
  options: { name: { type: "string" }, email: { type: "string" } },
  allowPositionals: true,
  strict: true,
});
const [command, username] = positionals;
if (command !== "create" || !username || positionals.length !== 2) {
  console.error(USAGE);
  process.exit(2);
}
if (!/^[A-Za-z0-9._-]{3,50}$/.test(username)) {
  console.error("USERNAME: 3 to 50 letters, digits, dots, underscores or hyphens");
  process.exit(2);
}

/** Reads one line; on a terminal the typed characters are not echoed. */
async function ask(prompt: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const terminal = Boolean(process.stdin.isTTY);
  if (terminal) process.stderr.write(prompt);
  const rl = createInterface({ input: process.stdin, output: terminal ? muted : undefined, terminal });
  try {
    const line = await rl.question("");
    if (terminal) process.stderr.write("\n");
    return line;
  } finally {
    rl.close();
  }
}

async function readPassword(): Promise<string> {
  if (process.env.SELLER_PASSWORD) return process.env.SELLER_PASSWORD;
  const password = await ask("Kata sandi penjual: ");
  if (process.stdin.isTTY && (await ask("Ulangi kata sandi: ")) !== password) {
    console.error("The two passwords differ.");
    process.exit(2);
  }
  return password;
}

const password = await readPassword();
if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
  console.error(`The password needs ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  process.exit(2);
}

const { handle } = await bootstrapDb({ seed: false });
try {
  const { id, created } = await upsertSeller(handle.db, {
    username,
    name: values.name ?? username,
    email: values.email ?? `${username}@penjual.invalid`,
    password,
  });
  console.log(
    created
      ? `created seller ${username} (id ${id})`
      : `updated the password of seller ${username} (id ${id}); their sessions have ended`,
  );
} finally {
  await handle.close();
}
