// Provider notified: Doku's HTTP notification. nothing changes before its signature checks out over the exact bytes
// received. Then, one database transaction: the Request-Id is claimed (unique: a replay, whichever
// instance receives it, is acknowledged and changes nothing), the payment must be ours, open and of
// the same amount, and the order moves through the lifecycle as the system (paid, payment_failed or
// payment_expired) with its timeline entries.
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { dokuNotificationBody, type DokuNotification } from "../../contract/payment";
import type { OrderStatus } from "../../contract/order-status";
import { paymentNotifications, payments, transactionLogs } from "../../db/schema";
import { holdersOf, runOrderCommand, type OrderDeps } from "./command";
import { orderMails } from "./mails";
import { badRequest, conflict, HttpError, notFound } from "../../http/errors";
import { messages } from "../../http/messages";
import type { NotificationRequest, PaymentProvider } from "../../providers/payment/provider";
import { lockOrder, transitionWithin } from "./lifecycle";
import { paymentTexts } from "../payment/texts";

export type NotificationOutcome = { invoice_number: string; status: string };

const RESULTS: Readonly<
  Record<string, { payment: "success" | "failed" | "expired"; order: OrderStatus; log: string }>
> = {
  SUCCESS: { payment: "success", order: "paid", log: paymentTexts.logProviderSuccess },
  FAILED: { payment: "failed", order: "payment_failed", log: paymentTexts.logProviderFailed },
  EXPIRED: { payment: "expired", order: "payment_expired", log: paymentTexts.logExpired },
};

const headerOf = (headers: NotificationRequest["headers"], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export async function takeDokuNotification(
  deps: OrderDeps,
  provider: PaymentProvider,
  request: NotificationRequest & { body: unknown },
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<NotificationOutcome> {
  const requestId = headerOf(request.headers, "request-id");
  if (!provider.verifyNotification(request)) {
    log.warn({ doku: "notify", requestId }, "notification with a bad signature refused");
    throw new HttpError(401, messages.unauthenticated);
  }
  const parsed = dokuNotificationBody.safeParse(request.body);
  if (!parsed.success || !requestId) {
    log.warn({ doku: "notify", requestId }, "notification without the fields we read refused");
    throw badRequest();
  }
  const note: DokuNotification = parsed.data;
  const invoice = note.order.invoice_number;
  const result = RESULTS[note.transaction.status.toUpperCase()];

  return runOrderCommand(
    deps,
    log,
    async ({ tx, mail, shopOrigin }) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.paymentInvoice, invoice)).for("update");
      if (!payment || payment.paymentService !== "Doku") {
        log.warn({ doku: "notify", requestId, invoice }, "notification for an invoice we did not issue");
        throw notFound();
      }
      if (payment.nominal !== note.order.amount) {
        log.warn(
          { doku: "notify", requestId, invoice, amount: note.order.amount, expected: payment.nominal },
          "notification amount differs from the payment's",
        );
        throw conflict("Jumlah pembayaran tidak sesuai");
      }
      const claimed = await tx
        .insert(paymentNotifications)
        .values({
          provider: "Doku",
          requestId,
          paymentId: payment.id,
          status: note.transaction.status,
          outcome: "taken",
          createdAt: now,
        })
        .onConflictDoNothing({ target: paymentNotifications.requestId })
        .returning({ id: paymentNotifications.id });
      if (claimed.length === 0) {
        log.info({ doku: "notify", requestId, invoice }, "notification replayed: already taken, nothing changes");
        return { invoice_number: invoice, status: payment.status };
      }
      const ignore = async (why: string) => {
        await tx.update(paymentNotifications).set({ outcome: why }).where(eq(paymentNotifications.id, claimed[0].id));
        log.info({ doku: "notify", requestId, invoice, payment: payment.status, why }, "notification ignored");
        return { invoice_number: invoice, status: payment.status };
      };
      if (!result) return ignore("unknown status");
      if (payment.status !== "pending") return ignore("payment already final");
      const order = await lockOrder(tx, payment.transactionId);
      if (order.status !== "pending_payment" && order.status !== "payment_process") return ignore("order moved on");

      await tx
        .update(payments)
        .set({
          status: result.payment,
          paymentDate: result.payment === "success" ? now : payment.paymentDate,
          paymentType: note.channel?.id ?? payment.paymentType,
          bankName: note.acquirer?.id ?? payment.bankName,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id));
      await tx.insert(transactionLogs).values({
        transactionId: order.id,
        sectionChange: "payment",
        nameSectionChange: result.log,
        oldValue: payment.status,
        newValue: result.payment,
        actor: "system",
        createdAt: now,
      });
      await transitionWithin(tx, {
        transactionId: order.id,
        to: result.order,
        actor: "system",
        actorId: null,
        at: now,
      });
      log.info({ doku: "notify", requestId, invoice, status: result.payment }, "notification taken");
      const facts = { id: order.id, invoice: order.invoice, amount: payment.nominal };
      const make = RESULT_MAILS[result.payment];
      mail(holdersOf(order, "bendahara"), `payment-${result.payment}`, (buyer) => make(buyer, facts, shopOrigin));
      return { invoice_number: invoice, status: result.payment };
    },
    now,
  );
}

const RESULT_MAILS = {
  success: orderMails.providerPaid,
  failed: orderMails.paymentFailed,
  expired: orderMails.paymentExpired,
} as const;
