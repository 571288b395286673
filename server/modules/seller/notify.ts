// How a seller action tells the buyer: the buyer's address is read and the mail written into the
// outbox in the action's own transaction (decision 0128); the outbox worker sends it and retries it.
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { customers } from "../../db/schema";
import type { MailMessage } from "../../providers/mail";
import { enqueueMail } from "../mail-outbox/worker";
import type { MailBuyer } from "./buyer-mails";

/** Writes the buyer's mail with `db` (the action's transaction); false: no such buyer. */
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
