// The mail outbox (decision 0128). An action writes its mails into `mail_outbox` in its own
// transaction; this worker sends them. Any API instance may run it: a sweep claims due rows with
// `FOR UPDATE SKIP LOCKED` and moves them a lease ahead in one short transaction, so two instances
// never hold the same row, and no transaction stays open while a mail server is slow. A row is marked
// sent only after the transport accepted it; a failure waits the next pause and is tried again, across
// restarts, until the last attempt marks it failed. Logs name the kind of mail, never its content.
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { Mailer, MailMessage } from "../../providers/mail";

/** Pause after the 1st, 2nd… failed attempt; the last one repeats until `MAIL_MAX_ATTEMPTS`. */
export const MAIL_RETRY_DELAYS_MS = [2_000, 30_000, 5 * 60_000, 30 * 60_000, 60 * 60_000] as const;
/** Ten attempts: the last about six hours after the first. */
export const MAIL_MAX_ATTEMPTS = 10;
/**
 * How long a claimed row is left to the instance that claimed it: longer than a send may take, so a
 * slow send is never sent twice; an instance that died holding it leaves it due again after this.
 */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;
/** Rows one sweep claims at most; a sweep goes on claiming while rows are due. */
const BATCH = 20;
/** Default pause between the timer's sweeps (`MAIL_SWEEP_MS`). */
export const DEFAULT_MAIL_SWEEP_MS = 2_000;

export type OutboxLog = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** Writes one mail per message with `db`, which should be the transaction of the action causing it. */
export async function enqueueMail(db: Db | Tx, messages: MailMessage | MailMessage[], kind: string): Promise<void> {
  const rows = (Array.isArray(messages) ? messages : [messages]).map((message) => ({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    kind,
  }));
  if (rows.length > 0) await db.insert(mailOutbox).values(rows);
}

export const retryDelayMs = (attempts: number): number =>
  MAIL_RETRY_DELAYS_MS[Math.min(attempts, MAIL_RETRY_DELAYS_MS.length) - 1];

/** The error's message for `last_error`: the server's answer is what helps the operator. */
const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

type Claimed = typeof mailOutbox.$inferSelect;

async function claim(db: Db, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + MAIL_CLAIM_LEASE_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * Sends every due mail once. Answers how many were sent; `now` is the clock (tests move it), the
 * pauses count from it.
 */
export async function sweepMailOutbox(
  deps: { db: Db; mailer: Mailer; log: OutboxLog },
  now: () => Date = () => new Date(),
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claim(deps.db, now());
    if (claimed.length === 0) return sent;
    for (const row of claimed) {
      try {
        await deps.mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
      } catch (error) {
        const last = row.attempts >= MAIL_MAX_ATTEMPTS;
        const at = now();
        await deps.db
          .update(mailOutbox)
          .set(
            last
              ? { failedAt: at, lastError: describe(error) }
              : { nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)), lastError: describe(error) },
          )
          .where(eq(mailOutbox.id, row.id));
        // The server's reply may quote the address: it stays in `last_error`, the log gets its codes.
        const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
        const details = { mail: row.kind, id: row.id, attempts: row.attempts, code, responseCode };
        if (last) deps.log.error(details, "mail delivery failed, giving up");
        else deps.log.warn(details, "mail delivery failed, retrying");
        continue;
      }
      await deps.db.update(mailOutbox).set({ sentAt: now(), lastError: null }).where(eq(mailOutbox.id, row.id));
      sent += 1;
    }
  }
}

export type MailWorker = {
  /** Sweeps now without waiting (after an action committed its mails); a sweep under way sweeps once more. */
  kick: () => void;
  /** One sweep, after the one under way (tests, the graceful stop). */
  drain: () => Promise<void>;
  /** Sweeps every `sweepMs` (0: only when kicked). */
  start: () => void;
  /** Stops the timer and kicks, and waits for the sweep under way. */
  stop: () => Promise<void>;
};

/** One instance's worker: its sweeps never overlap each other; other instances' sweeps skip its rows. */
export function createMailWorker(
  deps: { db: Db; mailer: Mailer; log: OutboxLog },
  options: { sweepMs?: number; now?: () => Date } = {},
): MailWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sweepMailOutbox(deps, options.now);
        } catch (error) {
          deps.log.error({ err: error }, "mail outbox sweep failed");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    kick: () => {
      if (!stopped) void run();
    },
    drain: async () => {
      if (running) await running;
      await run();
    },
    start: () => {
      const sweepMs = options.sweepMs ?? DEFAULT_MAIL_SWEEP_MS;
      if (sweepMs <= 0 || timer) return;
      timer = setInterval(() => void run(), sweepMs);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
