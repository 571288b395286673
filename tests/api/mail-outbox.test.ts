// The mail outbox (decision 0128): a mail written with its action survives the app that wrote it, a
// failing mail server is retried with growing pauses and the row is marked sent only after success,
// two workers on one database send each row once, and no log line carries a mail's content.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/app";
import type { DbHandle } from "../../server/db/client";
import { mailOutbox } from "../../server/db/schema";
import { createLogger } from "../../server/http/logger";
import {
  enqueueMail,
  MAIL_MAX_ATTEMPTS,
  sweepMailOutbox,
  type OutboxLog,
} from "../../server/modules/mail-outbox/worker";
import { createMemoryMailer, type MailMessage, type Mailer } from "../../server/providers/mail";
import { createTestDb, DEMO_LOGIN } from "../helpers/test-db";

let handle: DbHandle;
let publicDir: string;
const db = () => handle.db;

beforeAll(async () => {
  handle = await createTestDb();
  publicDir = await mkdtemp(path.join(os.tmpdir(), "mail-outbox-public-"));
});
afterAll(async () => {
  await handle.close();
  await rm(publicDir, { recursive: true, force: true });
});

const logLines: string[] = [];
const logger = createLogger({
  level: "info",
  stream: new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
});
const log: OutboxLog = logger;

/** A mail server that refuses while `down` is true, quoting the address as real servers do. */
function flakyMailer(): Mailer & { down: boolean; tries: number; accepted: MailMessage[] } {
  const mailer = {
    down: true,
    tries: 0,
    accepted: [] as MailMessage[],
    async send(message: MailMessage) {
      mailer.tries += 1;
      if (mailer.down)
        throw Object.assign(new Error(`550 mailbox unavailable <${message.to}>`), {
          code: "EENVELOPE",
          responseCode: 550,
        });
      mailer.accepted.push(message);
    },
  };
  return mailer;
}

const forgotPassword = (app: FastifyInstance, email: string) =>
  app.inject({
    method: "POST",
    url: "/api/customer/forget-password",
    payload: new URLSearchParams({ email }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

const rowsOf = (kind: string) => db().select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

const message = (n: number): MailMessage => ({
  to: `pembeli${n}@contoh.id`,
  subject: `Rahasia subjek ${n}`,
  text: `Isi rahasia ${n}`,
  html: `<p>Isi rahasia ${n}</p>`,
});

describe("the mail outbox", () => {
  it("keeps a mail its app could not send before it stopped; the next app sends it exactly once", async () => {
    const down = flakyMailer();
    const appA = await buildApp({ db: db(), publicDir, mailer: down, mailSweepMs: 0, logger });
    await appA.ready();
    expect((await forgotPassword(appA, DEMO_LOGIN.email)).statusCode).toBe(200);
    await vi.waitFor(() => expect(down.tries).toBe(1));
    await appA.close();
    const [waiting] = await rowsOf("reset");
    expect(waiting).toMatchObject({ to: DEMO_LOGIN.email, sentAt: null, attempts: 1 });

    const mailer = createMemoryMailer();
    const appB = await buildApp({ db: db(), publicDir, mailer, mailSweepMs: 50, logger });
    await appB.ready();
    // Due again two seconds after the failed attempt: B's timer finds it.
    await vi.waitFor(() => expect(mailer.messages).toHaveLength(1), { timeout: 5_000, interval: 50 });
    expect(mailer.messages[0]).toMatchObject({ to: DEMO_LOGIN.email, subject: waiting.subject });
    expect(mailer.messages[0].text).toContain("reset-password?token=");
    await appB.appDeps.mailWorker.drain();
    await appB.close();
    expect(mailer.messages).toHaveLength(1);
    const [sent] = await rowsOf("reset");
    expect(sent.sentAt).not.toBeNull();
    expect(sent.attempts).toBe(2);
  });

  it("tries a failing mail server again after 2 s and 30 s, and marks the mail sent only once it is accepted", async () => {
    await enqueueMail(db(), message(1), "uji-retry");
    const mailer = flakyMailer();
    const t0 = Date.now() + 1_000;
    const at = (ms: number) => () => new Date(t0 + ms);
    expect(await sweepMailOutbox({ db: db(), mailer, log }, at(0))).toBe(0);
    expect((await rowsOf("uji-retry"))[0]).toMatchObject({ attempts: 1, sentAt: null });
    expect((await rowsOf("uji-retry"))[0].lastError).toContain("550");
    // Not due yet one second later.
    expect(await sweepMailOutbox({ db: db(), mailer, log }, at(1_000))).toBe(0);
    expect(mailer.tries).toBe(1);
    expect(await sweepMailOutbox({ db: db(), mailer, log }, at(2_000))).toBe(0);
    expect(mailer.tries).toBe(2);
    expect(await sweepMailOutbox({ db: db(), mailer, log }, at(2_000 + 29_000))).toBe(0);
    expect(mailer.tries).toBe(2);
    mailer.down = false;
    expect(await sweepMailOutbox({ db: db(), mailer, log }, at(2_000 + 30_000))).toBe(1);
    expect(mailer.accepted).toEqual([message(1)]);
    const [row] = await rowsOf("uji-retry");
    expect(row).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
    expect(row.sentAt).not.toBeNull();
    // Sent is sent: later sweeps leave it alone.
    expect(await sweepMailOutbox({ db: db(), mailer, log }, at(24 * 3_600_000))).toBe(0);
    expect(mailer.accepted).toHaveLength(1);
  });

  it("gives up after the last attempt, keeping why, and logs the kind of mail but never its content", async () => {
    logLines.length = 0;
    await enqueueMail(db(), message(2), "uji-gagal");
    const mailer = flakyMailer();
    const t0 = Date.now() + 1_000;
    for (let attempt = 0; attempt < MAIL_MAX_ATTEMPTS + 2; attempt += 1)
      await sweepMailOutbox({ db: db(), mailer, log }, () => new Date(t0 + attempt * 2 * 3_600_000));
    expect(mailer.tries).toBe(MAIL_MAX_ATTEMPTS);
    const [row] = await rowsOf("uji-gagal");
    expect(row.sentAt).toBeNull();
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toContain("550 mailbox unavailable");
    const logged = logLines.join("\n");
    expect(logged).toContain("uji-gagal");
    expect(logged).toContain("giving up");
    for (const secret of [message(2).to, message(2).subject, message(2).text]) expect(logged).not.toContain(secret);
  });

  it("two workers sweeping the same database at once send each mail exactly once", async () => {
    const mails = Array.from({ length: 30 }, (_, n) => message(100 + n));
    await enqueueMail(db(), mails, "uji-dua");
    const [first, second] = [createMemoryMailer(), createMemoryMailer()];
    const clock = () => new Date(Date.now() + 1_000);
    const [a, b] = await Promise.all([
      sweepMailOutbox({ db: db(), mailer: first, log }, clock),
      sweepMailOutbox({ db: db(), mailer: second, log }, clock),
    ]);
    expect(a + b).toBe(30);
    const sent = [...first.messages, ...second.messages].map((mail) => mail.to).sort();
    expect(sent).toEqual(mails.map((mail) => mail.to).sort());
    expect((await rowsOf("uji-dua")).every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });
});
