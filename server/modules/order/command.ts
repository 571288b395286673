// How an order command runs (decision 0120): its checks and every write of the move (status, payment,
// batches, stock, timeline) in one database transaction; what it tells others (mails, the catalogue
// cache) is queued while it runs and carried out only once the transaction has committed, so a refused
// or failed command tells nobody anything.
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { admins, customers } from "../../db/schema";
import type { ReadCache } from "../../http/read-cache";
import { deliverInBackground, type MailMessage, type Mailer } from "../../providers/mail";
import type { Tx } from "./lifecycle";

export type OrderDeps = { db: Db; mailer: Mailer; shopOrigin: string; catalogueCache: ReadCache };

/** Whom a mail goes to: the order's buyer, or every seller account. */
export type Recipient = { customerId: number } | "sellers";

export type MailPerson = { email: string; name: string };

export type CommandContext = {
  tx: Tx;
  now: Date;
  shopOrigin: string;
  /** Queues one mail per person of `to`; sent after the commit. */
  mail: (to: Recipient, kind: string, make: (person: MailPerson) => MailMessage) => void;
  /** The command changed stock or sold counts: the catalogue's kept reads are dropped after the commit. */
  dropCatalogue: () => void;
};

type QueuedMail = { to: Recipient; kind: string; make: (person: MailPerson) => MailMessage };

async function peopleOf(db: Db, to: Recipient): Promise<MailPerson[]> {
  if (to === "sellers") return db.select({ email: admins.email, name: admins.name }).from(admins);
  return db
    .select({ email: customers.email, name: customers.name })
    .from(customers)
    .where(eq(customers.id, to.customerId));
}

/** Sends what a command queued; a mail that cannot be made or sent never fails the command. */
async function deliver(deps: OrderDeps, log: FastifyBaseLogger, mails: QueuedMail[]): Promise<void> {
  for (const queued of mails) {
    try {
      const seen = new Set<string>();
      for (const person of await peopleOf(deps.db, queued.to)) {
        if (seen.has(person.email.toLowerCase())) continue;
        seen.add(person.email.toLowerCase());
        void deliverInBackground(deps.mailer, queued.make(person), { log, kind: queued.kind });
      }
    } catch (error) {
      log.error({ err: error, mail: queued.kind }, "mail delivery failed");
    }
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
  const result = await deps.db.transaction((tx) =>
    command({
      tx,
      now,
      shopOrigin: deps.shopOrigin,
      mail: (to, kind, make) => mails.push({ to, kind, make }),
      dropCatalogue: () => {
        dropCatalogue = true;
      },
    }),
  );
  if (dropCatalogue) deps.catalogueCache.invalidate();
  await deliver(deps, log, mails);
  return result;
}
