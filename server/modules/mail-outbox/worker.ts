// The mail outbox (decision 0128). An action writes its mails into `mail_outbox` in its own
// transaction; this worker sends them. Any API instance may run it; a row is marked sent only after the
// transport accepted it, and a failure waits the next pause and is tried again, across restarts, until
// the last attempt marks it failed. Logs name the kind of mail, never its content.
//
// How a row is held while it is sent depends on the database:
// - PostgreSQL (several instances): the row stays locked (`FOR UPDATE SKIP LOCKED`) in a transaction
//   from the claim to the mark. Another instance skips it; if this one dies, its connection and lock go
//   and the row is due again at once.
// - PGlite (one process owns the folder): one short transaction claims due rows (`FOR UPDATE SKIP
//   LOCKED`, moved a lease ahead, `claimed_at` set), then they are sent with no transaction open (on
//   the single connection that would hold up every request). A restart makes what was being sent due.
import { and, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { PgliteDatabase } from "drizzle-orm/pglite";
import type { Db, Tx } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { Mailer, MailMessage } from "../../providers/mail";

/** Pause after the 1st, 2nd… failed attempt; the last one repeats until `MAIL_MAX_ATTEMPTS`. */
export const MAIL_RETRY_DELAYS_MS = [2_000, 30_000, 5 * 60_000, 30 * 60_000, 60 * 60_000] as const;
/** Ten attempts: the last about six hours after the first. */
export const MAIL_MAX_ATTEMPTS = 10;
/**
 * PGlite: how long a claimed row is left to the sweep that claimed it (longer than a send may take, so
 * a slow send is never sent twice); a restart does not wait for it.
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
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

type Row = typeof mailOutbox.$inferSelect;
type Deps = { db: Db; mailer: Mailer; log: OutboxLog };

const due = (now: Date) =>
  and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now));

/** Sends one claimed row (its `attempts` already counts this try) and writes the outcome with `db`. */
async function sendRow(deps: Deps, db: Db | Tx, row: Row, now: () => Date): Promise<boolean> {
  try {
    await deps.mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
  } catch (error) {
    const last = row.attempts >= MAIL_MAX_ATTEMPTS;
    const at = now();
    await db
      .update(mailOutbox)
      .set(
        last
          ? { failedAt: at, claimedAt: null, lastError: errorText(error) }
          : {
              nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
              claimedAt: null,
              lastError: errorText(error),
            },
      )
      .where(eq(mailOutbox.id, row.id));
    // The server's reply may quote the address: it stays in `last_error`, the log gets its codes.
    const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
    const details = { mail: row.kind, id: row.id, attempts: row.attempts, code, responseCode };
    if (last) deps.log.error(details, "mail delivery failed, giving up");
    else deps.log.warn(details, "mail delivery failed, retrying");
    return false;
  }
  await db.update(mailOutbox).set({ sentAt: now(), claimedAt: null, lastError: null }).where(eq(mailOutbox.id, row.id));
  return true;
}

/** PostgreSQL: one row at a time, locked from the claim to the mark. */
async function sweepLocked(deps: Deps, now: () => Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(due(now()))
        .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return undefined;
      const attempts = row.attempts + 1;
      await tx.update(mailOutbox).set({ attempts }).where(eq(mailOutbox.id, row.id));
      return sendRow(deps, tx, { ...row, attempts }, now);
    });
    if (outcome === undefined) return sent;
    if (outcome) sent += 1;
  }
}

async function claimLeased(db: Db, now: Date): Promise<Row[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(due(now))
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + MAIL_CLAIM_LEASE_MS),
        claimedAt: now,
      })
      .where(
        inArray(
          mailOutbox.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** PGlite: claimed in a short transaction, sent outside it. */
async function sweepLeased(deps: Deps, now: () => Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimLeased(deps.db, now());
    if (claimed.length === 0) return sent;
    for (const row of claimed) if (await sendRow(deps, deps.db, row, now)) sent += 1;
  }
}

/**
 * PGlite, at start: rows a previous run of this process claimed and never marked are due again (one
 * process owns an embedded database, so whoever claimed them is gone). PostgreSQL needs nothing: a dead
 * instance's locks went with its connection.
 */
export async function releaseAbandonedClaims(db: Db): Promise<void> {
  if (!(db instanceof PgliteDatabase)) return;
  await db
    .update(mailOutbox)
    .set({ claimedAt: null, nextAttemptAt: sql`now()` })
    .where(and(isNotNull(mailOutbox.claimedAt), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
}

/**
 * Sends every due mail once. Answers how many were sent; `now` is the clock (tests move it), the
 * pauses count from it.
 */
export async function sweepMailOutbox(deps: Deps, now: () => Date = () => new Date()): Promise<number> {
  return deps.db instanceof PgliteDatabase ? sweepLeased(deps, now) : sweepLocked(deps, now);
}

export type MailWorker = {
  /** Sweeps now without waiting (after an action committed its mails); a sweep under way sweeps once more. */
  kick: () => void;
  /** One sweep, after the one under way (tests, the graceful stop). */
  drain: () => Promise<void>;
  /** Makes what a previous run left half-sent due, then sweeps every `sweepMs` (0: only when kicked). */
  start: () => Promise<void>;
  /** Stops the timer and kicks, and waits for the sweep under way. */
  stop: () => Promise<void>;
};

/** One instance's worker: its sweeps never overlap each other; other instances' sweeps skip its rows. */
export function createMailWorker(deps: Deps, options: { sweepMs?: number; now?: () => Date } = {}): MailWorker {
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
    start: async () => {
      await releaseAbandonedClaims(deps.db);
      const sweepMs = options.sweepMs ?? DEFAULT_MAIL_SWEEP_MS;
      if (sweepMs > 0 && !timer) {
        timer = setInterval(() => void run(), sweepMs);
        timer.unref();
      }
      void run();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
