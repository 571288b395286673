// Start a payment (spec §4 "Payment tab": the method chooser on a document order, whose goods are all
// received, or on a payment_expired / payment_failed one with no live payment). One payment row per attempt with its own
// provider invoice and deadline; the order moves to pending_payment through the lifecycle, and the
// timeline gets a "request payment" entry. Doku is asked for its hosted page before the database
// transaction, so no row lock waits on the network; the status is checked again under the lock.
import { orderVisibleTo, requireRole } from "../team/membership";
import { and, count, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { canChoosePaymentMethod, LIVE_PAYMENT_STATUSES } from "../../contract/order-status";
import type * as z from "zod";
import type { BuyerPayment, startPaymentBody } from "../../contract/payment";
import type { Db } from "../../db/client";
import { customers, payments, transactionLogs, transactions } from "../../db/schema";
import { badRequest, conflict, HttpError, notFound } from "../../http/errors";
import { PaymentProviderError } from "../../providers/payment/provider";
import { vaNumberOf } from "../payment/bpd";
import { toBuyerPayment } from "../payment/read";
import type { PaymentSetup } from "../payment/setup";
import { BPD_PAYMENT_TYPE, paymentTexts } from "../payment/texts";
import { holdersOf, runOrderCommand, type OrderDeps } from "./command";
import { stepActor, transitionWithin, type Tx } from "./lifecycle";
import { orderMails } from "./mails";

type Started = { payment: BuyerPayment; customer: { email: string; name: string } };

async function checkStartable(db: Db | Tx, customerId: number, transactionId: number, lock: boolean) {
  const query = db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), orderVisibleTo(customerId)));
  const [order] = lock ? await query.for("update") : await query;
  if (!order) throw notFound();
  await requireRole(db, customerId, "bendahara");
  const [live] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.transactionId, order.id), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])));
  if (!canChoosePaymentMethod(order.status, live.n > 0))
    throw conflict(live.n > 0 ? paymentTexts.livePayment : paymentTexts.cannotStart(order.status));
  const [attempts] = await db.select({ n: count() }).from(payments).where(eq(payments.transactionId, order.id));
  return { order, attempt: attempts.n + 1 };
}

/** The invoice the provider sees: the order's, made safe for it, with the attempt number. */
const paymentInvoiceOf = (invoice: string, attempt: number) =>
  `${invoice.replace(/[^A-Za-z0-9-]/g, "-")}-${attempt}`.slice(0, 64);

export async function startPayment(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  setup: PaymentSetup,
  customerId: number,
  body: z.output<typeof startPaymentBody>,
  now = new Date(),
): Promise<Started> {
  const { db, shopOrigin } = deps;
  if (new URL(body.payment_success_url).origin !== shopOrigin)
    throw badRequest(paymentTexts.successUrl, { payment_success_url: [paymentTexts.successUrl] });
  const [customer] = await db
    .select({ email: customers.email, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  const before = await checkStartable(db, customerId, body.transaction_id, false);
  const invoice = paymentInvoiceOf(before.order.invoice, before.attempt);

  let checkout: { url: string; expiresAt: Date } | null = null;
  if (body.payment_service === "Doku") {
    try {
      checkout = await setup.provider.startCheckout(
        {
          invoice,
          amount: before.order.grandTotal,
          successUrl: body.payment_success_url,
          customer,
          dueMinutes: setup.dokuDueMinutes,
        },
        now,
      );
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new HttpError(502, paymentTexts.providerDown);
      throw error;
    }
  }

  const payment = await runOrderCommand(
    deps,
    log,
    async ({ tx, mail }) => {
      const { order, attempt } = await checkStartable(tx, customerId, body.transaction_id, true);
      // Another start slipped in between: its invoice is taken; this one is refused rather than doubled.
      if (attempt !== before.attempt) throw conflict(paymentTexts.livePayment);
      const bpd = body.payment_service === "BPD";
      const [row] = await tx
        .insert(payments)
        .values({
          transactionId: order.id,
          paymentService: body.payment_service,
          paymentType: bpd ? BPD_PAYMENT_TYPE : null,
          nominal: order.grandTotal,
          status: "pending",
          urlPayment: checkout?.url ?? null,
          expiredDate: checkout?.expiresAt ?? new Date(now.getTime() + setup.bpdExpiryMinutes * 60_000),
          paymentInvoice: invoice,
          vaNumber: bpd ? vaNumberOf(order.id) : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const by = await stepActor(tx, customerId, "bendahara");
      await tx.insert(transactionLogs).values({
        transactionId: order.id,
        sectionChange: "request payment",
        nameSectionChange: paymentTexts.logRequest,
        oldValue: null,
        newValue: body.payment_service,
        ...by,
        createdAt: now,
      });
      const moved = await transitionWithin(tx, {
        transactionId: order.id,
        to: "pending_payment",
        ...by,
        ownerId: customerId,
        at: now,
      });
      const started = await toBuyerPayment(tx, row, { ...order, status: moved.status }, customer.name);
      mail(holdersOf(order, "bendahara"), "payment-instructions", (buyer) =>
        orderMails.paymentInstructions(buyer, started, shopOrigin),
      );
      return started;
    },
    now,
  );
  return { payment, customer };
}
