// How a seller action tells the buyer: the buyer's address is read, then the mail goes out in the
// background with retries (providers/mail.ts). Nothing here can fail or hold up the action.
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema";
import { deliverInBackground, type MailMessage, type Mailer } from "../../providers/mail";
import type { MailBuyer } from "./buyer-mails";

export type BuyerNotifier = (
  customerId: number,
  kind: string,
  make: (buyer: MailBuyer) => MailMessage,
) => Promise<void>;

export function buyerNotifier(deps: { db: Db; mailer: Mailer }, log: FastifyBaseLogger): BuyerNotifier {
  return async (customerId, kind, make) => {
    try {
      const [buyer] = await deps.db
        .select({ email: customers.email, name: customers.name })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!buyer) return;
      void deliverInBackground(deps.mailer, make(buyer), { log, kind });
    } catch (error) {
      log.error({ err: error, mail: kind }, "mail delivery failed");
    }
  };
}
