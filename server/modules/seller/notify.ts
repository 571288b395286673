// How a seller action tells the buyer: the buyer's address is read and the mail written into the
// outbox right after the action (decision 0128); the outbox worker sends it and retries it. A mail
// that cannot be made is logged and never fails the action that is already saved.
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/client";
import { customers } from "../../db/schema";
import type { MailMessage } from "../../providers/mail";
import { enqueueMail, type MailWorker } from "../mail-outbox/worker";
import type { MailBuyer } from "./buyer-mails";

export type BuyerNotifier = (
  customerId: number,
  kind: string,
  make: (buyer: MailBuyer) => MailMessage,
) => Promise<void>;

/** Writes the buyer's mail with `db` (a transaction when the caller has one); false: no such buyer. */
export async function enqueueBuyerMail(
  db: Db | Tx,
  customerId: number,
  kind: string,
  make: (buyer: MailBuyer) => MailMessage,
): Promise<boolean> {
  const [buyer] = await db
    .select({ email: customers.email, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!buyer) return false;
  await enqueueMail(db, make(buyer), kind);
  return true;
}

export function buyerNotifier(deps: { db: Db; mailWorker: MailWorker }, log: FastifyBaseLogger): BuyerNotifier {
  return async (customerId, kind, make) => {
    try {
      if (await enqueueBuyerMail(deps.db, customerId, kind, make)) deps.mailWorker.kick();
    } catch (error) {
      log.error({ err: error, mail: kind }, "mail could not be queued");
    }
  };
}
