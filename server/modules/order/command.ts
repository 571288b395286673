// How an order command runs (decision 0120): its checks and every write of the move (status, payment,
// batches, stock, timeline) in one database transaction, and its mails written into the outbox in that
// same transaction (decision 0128): a refused or failed command tells nobody anything, a committed one
// cannot lose its mails. The outbox worker is kicked after the commit; the catalogue cache is dropped then.
import { and, eq, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { TeamRole } from "../../contract/team";
import { admins, customers, workUnitMembers } from "../../db/schema";
import type { CacheDrops } from "../../http/cache-drops";
import type { MailMessage } from "../../providers/mail";
import { enqueueMail, type MailWorker } from "../mail-outbox/worker";
import type { Tx } from "./lifecycle";

export type OrderDeps = { db: Db; mailWorker: MailWorker; shopOrigin: string; cacheDrops: CacheDrops };

/**
 * Whom a mail goes to: one buyer, every member of a work unit holding one of `roles` (the people who
 * take the step the mail announces, decision 0152), or every seller account.
 */
export type Recipient = { customerId: number } | { workUnitId: number; roles: readonly TeamRole[] } | "sellers";

/** The order's unit's holders of `roles`: whoever takes the next step, whoever submitted the order. */
export const holdersOf = (order: { workUnitId: number }, ...roles: TeamRole[]): Recipient => ({
  workUnitId: order.workUnitId,
  roles,
});

export type MailPerson = { email: string; name: string };

export type CommandContext = {
  tx: Tx;
  now: Date;
  shopOrigin: string;
  /** One mail per person of `to`, written into the outbox when the command is done (same transaction). */
  mail: (to: Recipient, kind: string, make: (person: MailPerson) => MailMessage) => void;
  /** The command changed stock or sold counts: the catalogue's kept reads are dropped after the commit. */
  dropCatalogue: () => void;
};

type QueuedMail = { to: Recipient; kind: string; make: (person: MailPerson) => MailMessage };

async function peopleOf(tx: Tx, to: Recipient): Promise<MailPerson[]> {
  if (to === "sellers") return tx.select({ email: admins.email, name: admins.name }).from(admins);
  if ("workUnitId" in to) {
    if (to.roles.length === 0) return [];
    return tx
      .select({ email: customers.email, name: customers.name })
      .from(workUnitMembers)
      .innerJoin(customers, eq(customers.id, workUnitMembers.customerId))
      .where(
        and(
          eq(workUnitMembers.workUnitId, to.workUnitId),
          or(...to.roles.map((role) => sql`${role} = any(${workUnitMembers.roles})`)),
        ),
      )
      .orderBy(workUnitMembers.customerId);
  }
  return tx
    .select({ email: customers.email, name: customers.name })
    .from(customers)
    .where(eq(customers.id, to.customerId));
}

/** Writes what a command queued, once per address; a mail that cannot be made never fails the command. */
async function enqueue(tx: Tx, log: FastifyBaseLogger, mails: QueuedMail[]): Promise<void> {
  for (const queued of mails) {
    const seen = new Set<string>();
    const messages: MailMessage[] = [];
    for (const person of await peopleOf(tx, queued.to)) {
      if (seen.has(person.email.toLowerCase())) continue;
      seen.add(person.email.toLowerCase());
      try {
        messages.push(queued.make(person));
      } catch (error) {
        log.error({ err: error, mail: queued.kind }, "mail could not be made");
      }
    }
    await enqueueMail(tx, messages, queued.kind);
  }
}

export async function runOrderCommand<T>(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  command: (context: CommandContext) => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  const mails: QueuedMail[] = [];
  let dropCatalogue = false;
  const result = await deps.db.transaction(async (tx) => {
    const answer = await command({
      tx,
      now,
      shopOrigin: deps.shopOrigin,
      mail: (to, kind, make) => mails.push({ to, kind, make }),
      dropCatalogue: () => {
        dropCatalogue = true;
      },
    });
    await enqueue(tx, log, mails);
    return answer;
  });
  if (dropCatalogue) await deps.cacheDrops.publish({ t: "catalogue" });
  if (mails.length > 0) deps.mailWorker.kick();
  return result;
}
