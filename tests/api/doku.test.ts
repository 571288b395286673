// The card/e-wallet provider: the Doku adapter against the simulator (signed Checkout request, hosted
// page, signed notification back), and the notification's guards: a wrong signature, a replay, an
// amount that differs and an invoice we never issued change nothing.
import { randomUUID } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startPaymentResponse } from "../../server/contract/payment";
import { paymentNotifications, payments, transactionLogs } from "../../server/db/schema";
import { DOKU_NOTIFY_PATH, createDokuProvider } from "../../server/providers/payment/doku";
import { dokuTimestamp, signedHeaders } from "../../server/providers/payment/doku-signature";
import { SIMULATOR_CLIENT_ID, SIMULATOR_SECRET_KEY, simulatedPaymentSetup } from "../../server/modules/payment/setup";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder, statusOf } from "../helpers/order-builder";
import { formRequest, type Buyer } from "./buyer-session";
import { startApi } from "./support";
import { loginAs } from "./buyer-session";
import { DEMO_LOGIN } from "../helpers/test-db";
import { createMemoryMailer } from "../../server/providers/mail";

const mailer = createMemoryMailer();
const { api, demo } = useApiSuite({ api: { shopOrigin: "http://shop.test", mailer } });
const RETURN_URL = "http://shop.test/example/doku-payment-success?id_transaksi=1";

const start = (who: Buyer, id: number) =>
  formRequest(who, "POST", "/api/transaction/payment", {
    transaction_id: id,
    payment_success_url: RETURN_URL,
    payment_service: "Doku",
  });

async function startDoku() {
  const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "document" });
  const { response, body } = await (async () => {
    const answer = await api.app.inject(start(demo, order.id));
    return { response: answer, body: startPaymentResponse.parse(answer.json()) };
  })();
  expect(response.statusCode, response.body).toBe(200);
  return { order, payment: body.data };
}

function notify(body: object, options: { secret?: string; requestId?: string; clientId?: string; raw?: string } = {}) {
  const raw = options.raw ?? JSON.stringify(body);
  const headers = signedHeaders(options.secret ?? SIMULATOR_SECRET_KEY, {
    clientId: options.clientId ?? SIMULATOR_CLIENT_ID,
    requestId: options.requestId ?? randomUUID(),
    timestamp: dokuTimestamp(new Date()),
    target: DOKU_NOTIFY_PATH,
    body: raw,
  });
  return api.app.inject({
    method: "POST",
    url: DOKU_NOTIFY_PATH,
    headers: { ...headers, "content-type": "application/json" },
    payload: raw,
  });
}

const notification = (invoice: string, amount: number, status = "SUCCESS") => ({
  service: { id: "VIRTUAL_ACCOUNT" },
  acquirer: { id: "BCA" },
  channel: { id: "VIRTUAL_ACCOUNT_BCA" },
  order: { invoice_number: invoice, amount },
  transaction: { status, date: dokuTimestamp(new Date()), original_request_id: randomUUID() },
});

const paymentRow = async (id: number) => (await api.handle.db.select().from(payments).where(eq(payments.id, id)))[0];
const logCount = async (transactionId: number) =>
  (
    await api.handle.db
      .select({ n: count() })
      .from(transactionLogs)
      .where(eq(transactionLogs.transactionId, transactionId))
  )[0].n;

describe("Doku through the simulator", () => {
  it("answers the hosted page's URL; paying there notifies the API and sends the buyer back: order paid", async () => {
    const { order, payment } = await startDoku();
    expect(payment).toMatchObject({ payment_service: "Doku", status: "pending", va_number: null, qris_payload: null });
    expect(await statusOf(api.handle.db, order.id)).toBe("pending_payment");
    const url = new URL(payment.url_payment!);
    expect(url.origin + url.pathname).toBe("http://doku.test/doku-sim/pay");
    expect(url.searchParams.get("t")).toMatch(/^[\w-]+\.[\w-]+$/);

    const page = await api.app.inject(url.pathname + url.search);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="id">');
    expect(page.body).toMatch(/<title>[^<]+<\/title>/);
    expect(page.body).toContain(payment.payment_invoice);
    for (const label of ["Bayar", "Gagalkan", "Biarkan kedaluwarsa"])
      expect(page.body).toContain(`<button type="submit">${label}</button>`);

    const paid = await api.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "result=SUCCESS",
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(RETURN_URL);
    expect(await statusOf(api.handle.db, order.id)).toBe("paid");
    expect(await paymentRow(payment.id)).toMatchObject({
      status: "success",
      paymentType: "VIRTUAL_ACCOUNT_SIMULATOR",
    });
    expect((await paymentRow(payment.id)).paymentDate).not.toBeNull();
    const [last, previous] = await api.handle.db
      .select()
      .from(transactionLogs)
      .where(eq(transactionLogs.transactionId, order.id))
      .orderBy(desc(transactionLogs.id))
      .limit(2);
    expect(last).toMatchObject({ sectionChange: "status", newValue: "paid", actor: "system" });
    expect(previous).toMatchObject({ sectionChange: "payment", oldValue: "pending", newValue: "success" });
    await expect
      .poll(() => mailer.messages.find((mail) => mail.subject === `Pembayaran pesanan ${order.invoice} berhasil`)?.text)
      .toContain(`http://shop.test/profil/detailtransaksi?id_transaksi=${order.id}`);
  });

  it("Gagalkan makes the order payment_failed and Biarkan kedaluwarsa payment_expired; a new payment can start", async () => {
    for (const [result, status] of [
      ["FAILED", "payment_failed"],
      ["EXPIRED", "payment_expired"],
    ] as const) {
      const { order, payment } = await startDoku();
      const target = new URL(payment.url_payment!);
      const pay = target.pathname + target.search;
      const answer = await api.app.inject({
        method: "POST",
        url: pay,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `result=${result}`,
      });
      expect(answer.statusCode).toBe(303);
      expect(await statusOf(api.handle.db, order.id)).toBe(status);
      const again = await api.app.inject(start(demo, order.id));
      expect(again.statusCode, again.body).toBe(200);
      expect(await statusOf(api.handle.db, order.id)).toBe("pending_payment");
    }
  });

  it("refuses an unsigned Checkout request at the simulator and a forged hosted-page link", async () => {
    const unsigned = await api.app.inject({
      method: "POST",
      url: "/doku-sim/checkout/v1/payment",
      headers: { "content-type": "application/json", "client-id": SIMULATOR_CLIENT_ID, signature: "HMACSHA256=x" },
      payload: JSON.stringify({ order: { amount: 1, invoice_number: "X", callback_url: RETURN_URL } }),
    });
    expect(unsigned.statusCode).toBe(401);
    const { payment } = await startDoku();
    const link = new URL(payment.url_payment!);
    const forged = `${link.pathname}?t=${link.searchParams.get("t")!.replace(/\.[\w-]+$/, ".forged")}`;
    expect((await api.app.inject(forged)).statusCode).toBe(404);
  });
});

describe("POST payment/doku/notify guards", () => {
  it("a wrong signature (other secret, other client, altered body) is a 401 and changes nothing", async () => {
    const { order, payment } = await startDoku();
    const body = notification(payment.payment_invoice, payment.nominal);
    const before = await logCount(order.id);
    expect((await notify(body, { secret: "another-secret-key" })).statusCode).toBe(401);
    expect((await notify(body, { clientId: "MCH-SOMEONE-ELSE" })).statusCode).toBe(401);
    // Signed over one body, sent with another.
    const signedFor = JSON.stringify(notification(payment.payment_invoice, 1));
    const headers = signedHeaders(SIMULATOR_SECRET_KEY, {
      clientId: SIMULATOR_CLIENT_ID,
      requestId: randomUUID(),
      timestamp: dokuTimestamp(new Date()),
      target: DOKU_NOTIFY_PATH,
      body: signedFor,
    });
    const altered = await api.app.inject({
      method: "POST",
      url: DOKU_NOTIFY_PATH,
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
    expect(altered.statusCode).toBe(401);
    const unsigned = await api.app.inject({
      method: "POST",
      url: DOKU_NOTIFY_PATH,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await statusOf(api.handle.db, order.id)).toBe("pending_payment");
    expect((await paymentRow(payment.id)).status).toBe("pending");
    expect(await logCount(order.id)).toBe(before);
  });

  it("a replay (same Request-Id, or any notification once final) is acknowledged and changes nothing", async () => {
    const { order, payment } = await startDoku();
    const requestId = randomUUID();
    const first = await notify(notification(payment.payment_invoice, payment.nominal), { requestId });
    expect(first.statusCode, first.body).toBe(200);
    expect(await statusOf(api.handle.db, order.id)).toBe("paid");
    const after = await logCount(order.id);

    const replay = await notify(notification(payment.payment_invoice, payment.nominal, "FAILED"), { requestId });
    expect(replay.statusCode).toBe(200);
    const late = await notify(notification(payment.payment_invoice, payment.nominal, "EXPIRED"));
    expect(late.statusCode).toBe(200);
    expect(await statusOf(api.handle.db, order.id)).toBe("paid");
    expect((await paymentRow(payment.id)).status).toBe("success");
    expect(await logCount(order.id)).toBe(after);
    const taken = await api.handle.db
      .select({ outcome: paymentNotifications.outcome })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, payment.id));
    expect(taken.map((row) => row.outcome).sort()).toEqual(["payment already final", "taken"]);
  });

  it("an amount that differs (409) and an invoice we never issued (404) change nothing", async () => {
    const { order, payment } = await startDoku();
    const before = await logCount(order.id);
    expect((await notify(notification(payment.payment_invoice, payment.nominal - 1))).statusCode).toBe(409);
    expect((await notify(notification("INV-NOT-OURS-1", payment.nominal))).statusCode).toBe(404);
    // Another order's invoice with this order's amount: that other order is not this one's business.
    const otherOrder = await startDoku();
    expect(
      (await notify(notification(otherOrder.payment.payment_invoice, otherOrder.payment.nominal + 5))).statusCode,
    ).toBe(409);
    expect(await statusOf(api.handle.db, order.id)).toBe("pending_payment");
    expect(await statusOf(api.handle.db, otherOrder.order.id)).toBe("pending_payment");
    expect((await paymentRow(payment.id)).status).toBe("pending");
    expect(await logCount(order.id)).toBe(before);
  });

  it("a notification for an earlier attempt of the order changes nothing", async () => {
    const { order, payment } = await startDoku();
    expect((await notify(notification(payment.payment_invoice, payment.nominal, "EXPIRED"))).statusCode).toBe(200);
    const second = await api.app.inject(start(demo, order.id));
    expect(second.statusCode).toBe(200);
    // Doku now says the first (expired) attempt was paid: too late, the new attempt is the live one.
    const late = await notify(notification(payment.payment_invoice, payment.nominal, "SUCCESS"));
    expect(late.statusCode).toBe(200);
    expect(await statusOf(api.handle.db, order.id)).toBe("pending_payment");
    expect((await paymentRow(payment.id)).status).toBe("expired");
  });
});

describe("the provider down", () => {
  it("answers 502 with an Indonesian message and changes nothing", async () => {
    const down = await startApi({
      shopOrigin: "http://shop.test",
      payment: (app) =>
        simulatedPaymentSetup(app, {
          provider: createDokuProvider({
            baseUrl: "http://doku.test/doku-sim",
            clientId: SIMULATOR_CLIENT_ID,
            secretKey: SIMULATOR_SECRET_KEY,
            fetch: (async () => {
              throw new Error("connect ECONNREFUSED");
            }) as typeof fetch,
          }),
        }),
    });
    try {
      const buyer = await loginAs(down, DEMO_LOGIN);
      const order = await buildOrder(down.handle.db, { buyerId: buyer.id, status: "document" });
      const answer = await down.app.inject(start(buyer, order.id));
      expect(answer.statusCode).toBe(502);
      expect(answer.json().message).toBe("Layanan pembayaran sedang bermasalah, silahkan coba beberapa saat lagi");
      expect(await statusOf(down.handle.db, order.id)).toBe("document");
      expect(await down.handle.db.select().from(payments).where(eq(payments.transactionId, order.id))).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
