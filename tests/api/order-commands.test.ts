// Each of the order's named commands (decision 0120), through the API as the shop calls it: the status it
// leaves, exactly one timeline entry per event, exactly one mail per person waiting on it, the stock it
// moves, and a second identical call that changes nothing and mails nobody.
import { randomUUID } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import type { InjectOptions } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { checkoutResponse, type Checkout } from "../../server/contract/checkout";
import { todayInWita } from "../../server/contract/seller-orders";
import type { OrderStatus } from "../../server/contract/order-status";
import { admins, customers, payments, products, shipmentItems, transactionLogs } from "../../server/db/schema";
import { expireOverduePayments } from "../../server/modules/order/expire";
import { SIMULATOR_CLIENT_ID, SIMULATOR_SECRET_KEY } from "../../server/modules/payment/setup";
import { createMemoryMailer } from "../../server/providers/mail";
import { DOKU_NOTIFY_PATH } from "../../server/providers/payment/doku";
import { dokuTimestamp, signedHeaders } from "../../server/providers/payment/doku-signature";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder, statusOf, type OrderSpec } from "../helpers/order-builder";
import {
  addressesOf,
  checkoutFor,
  chooseService,
  formRequest,
  getRequest,
  jsonRequest,
  multipartRequest,
  plainProducts,
} from "./buyer-session";
import { spkFields } from "../helpers/spk";

const mailer = createMemoryMailer();
const { api, demo, seller } = useApiSuite({ seller: true, api: { shopOrigin: "http://shop.test", mailer } });
const db = () => api.handle.db;

type Request = InjectOptions;
type Snapshot = { status: string; entries: number; payments: string[] };

async function snapshot(transactionId: number): Promise<Snapshot> {
  const [entries] = await db()
    .select({ n: count() })
    .from(transactionLogs)
    .where(eq(transactionLogs.transactionId, transactionId));
  const paid = await db()
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.transactionId, transactionId))
    .orderBy(desc(payments.id));
  return {
    status: await statusOf(db(), transactionId),
    entries: entries.n,
    payments: paid.map((row) => row.status),
  };
}

const stockOf = async (productId: number) =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;

/** Mails sent since `from`, as `recipient: subject`, once the background sends have landed. */
async function mailsSince(from: number, expected: number, about?: string): Promise<string[]> {
  return vi.waitFor(
    () => {
      const sent = mailer.messages
        .slice(from)
        .filter((mail) => about === undefined || mail.subject.includes(about))
        .map((mail) => `${mail.to}: ${mail.subject}`);
      expect(sent).toHaveLength(expected);
      return sent;
    },
    { timeout: 3000, interval: 20 },
  );
}

const buyerEmail = async () =>
  (await db().select({ email: customers.email }).from(customers).where(eq(customers.id, demo.id)))[0].email;
const sellerEmails = async () => (await db().select({ email: admins.email }).from(admins)).map((row) => row.email);

type Case = {
  name: string;
  /** The order before the command, and the request that runs it. */
  prepare: () => Promise<{ id: number; invoice: string; request: () => Request | Promise<Request> }>;
  status: OrderStatus;
  /** Timeline entries the command writes. */
  entries: number;
  /** Mail subjects by recipient: the buyer, or every seller. */
  mails: { to: "buyer" | "sellers"; subject: (invoice: string) => string }[];
  /** The second identical call's answer. */
  again: number;
};

const sellerForm =
  (url: string, fields: Record<string, string | number> = {}) =>
  () =>
    formRequest(seller, "POST", url, fields);

const built = async (spec: Omit<OrderSpec, "buyerId">, request: (id: number) => () => Request | Promise<Request>) => {
  const order = await buildOrder(db(), { buyerId: demo.id, ...spec });
  return { id: order.id, invoice: order.invoice, request: request(order.id), detailIds: order.detailIds };
};

const receiptRequest = (outgoingDetailId: number) =>
  multipartRequest(demo, `/api/transaction-support-document/create/${outgoingDetailId}`, {
    name_receipt: "Andi Penerima",
    unit_receipt: "2",
    date_receipt: todayInWita(),
  });

async function proofRequest(transactionId: number): Promise<Request> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  return multipartRequest(demo, "/api/transaction/payment/proof-of-payment", {
    id: String(transactionId),
    account_name: "Dinas Pendidikan",
    account_number: "1500123456789",
    bank_name: "Bank Sulselbar",
    image: [png, "bukti.png"],
  });
}

const paymentIdOf = async (transactionId: number) =>
  (
    await db()
      .select({ id: payments.id, invoice: payments.paymentInvoice, nominal: payments.nominal })
      .from(payments)
      .where(eq(payments.transactionId, transactionId))
      .orderBy(desc(payments.id))
  )[0];

/** Doku's signed notification for the order's open payment; the same request id when sent again. */
async function dokuNotification(transactionId: number, status: string) {
  const payment = await paymentIdOf(transactionId);
  const raw = JSON.stringify({
    order: { invoice_number: payment.invoice, amount: payment.nominal },
    transaction: { status, date: dokuTimestamp(new Date()), original_request_id: randomUUID() },
  });
  const requestId = randomUUID();
  return (): Request => ({
    method: "POST",
    url: DOKU_NOTIFY_PATH,
    headers: {
      ...signedHeaders(SIMULATOR_SECRET_KEY, {
        clientId: SIMULATOR_CLIENT_ID,
        requestId,
        timestamp: dokuTimestamp(new Date()),
        target: DOKU_NOTIFY_PATH,
        body: raw,
      }),
      "content-type": "application/json",
    },
    payload: raw,
  });
}

/** A payable order with a Doku payment started (pending_payment). */
async function withDokuPayment() {
  const order = await buildOrder(db(), { buyerId: demo.id, status: "document" });
  const started = await api.app.inject(
    formRequest(demo, "POST", "/api/transaction/payment", {
      transaction_id: order.id,
      payment_success_url: "http://shop.test/profil/respon",
      payment_service: "Doku",
    }),
  );
  expect(started.statusCode, started.body).toBe(200);
  return order;
}

const cases: Case[] = [
  {
    name: "confirm",
    prepare: () => built({ status: "pending", rounds: 2 }, (id) => sellerForm(`/api/admin/order/${id}/confirm`)),
    status: "confirmed",
    entries: 1,
    mails: [{ to: "buyer", subject: (inv) => `Pesanan ${inv} telah dikonfirmasi` }],
    again: 409,
  },
  {
    name: "negotiate (the seller's round)",
    prepare: async () => {
      const order = await buildOrder(db(), { buyerId: demo.id, status: "pending", rounds: 1 });
      return {
        ...order,
        request: sellerForm(`/api/admin/order/${order.id}/negotiate`, {
          "lines[0][transaction_detail_id]": order.detailIds[0],
          "lines[0][new_price]": 10_000,
          shipping_cost: 20_000,
          valid_until: todayInWita(new Date(Date.now() + 3 * 86_400_000)),
        }),
      };
    },
    status: "pending",
    // A price entry per line and one for the shipping cost: the round's own entries.
    entries: 2,
    mails: [{ to: "buyer", subject: (inv) => `Penawaran baru dari penjual untuk pesanan ${inv}` }],
    again: 409,
  },
  {
    name: "counter-offer (the buyer's round)",
    prepare: async () => {
      const order = await buildOrder(db(), { buyerId: demo.id, status: "pending", rounds: 2 });
      return {
        ...order,
        request: () =>
          jsonRequest(demo, `/api/transaction/store-negotiation/${order.id}`, {
            transaction_id: order.id,
            transaction_detail_id: [order.detailIds[0]],
            old_price: [1],
            new_price: [9_000],
            notes: "Mohon dipertimbangkan",
          }),
      };
    },
    status: "pending",
    entries: 1,
    mails: [],
    again: 409,
  },
  {
    name: "accept the deal",
    prepare: () =>
      built(
        { status: "confirmed", rounds: 2 },
        (id) => () =>
          formRequest(demo, "POST", `/api/admin-transaction/update/${id}`, { _method: "PUT", status: "Process" }),
      ),
    status: "process",
    entries: 1,
    mails: [],
    again: 409,
  },
  {
    name: "save the SPK (confirmed, no rounds)",
    prepare: () =>
      built(
        { status: "confirmed" },
        (id) => () => formRequest(demo, "POST", "/api/transaction/store-spk", spkFields(id)),
      ),
    status: "process",
    entries: 1,
    mails: [{ to: "sellers", subject: (inv) => `SPK pesanan ${inv} telah disimpan` }],
    // Saved again while the order is still in process, it replaces the first: one more entry, no mail.
    again: 201,
  },
  {
    name: "process",
    prepare: () => built({ status: "process", spk: true }, (id) => sellerForm(`/api/admin/order/${id}/process`)),
    status: "processed",
    entries: 1,
    mails: [],
    again: 409,
  },
  {
    name: "dispatch the last batch",
    prepare: () =>
      built({ status: "processed" }, (id) =>
        sellerForm(`/api/admin/order/${id}/dispatch`, {
          partial_id: 1,
          courier: "JNE",
          no_airwaybill: "JNE0001",
          date_delivery: todayInWita(),
        }),
      ),
    status: "shipped",
    entries: 1,
    mails: [{ to: "buyer", subject: (inv) => `Pengiriman 1 pesanan ${inv} telah dikirim` }],
    again: 409,
  },
  {
    name: "record the receipt of the last item",
    prepare: async () => {
      const order = await buildOrder(db(), { buyerId: demo.id, status: "shipped" });
      const [item] = await db()
        .select({ id: shipmentItems.id })
        .from(shipmentItems)
        .where(eq(shipmentItems.transactionDetailId, order.detailIds[0]));
      return { ...order, request: () => receiptRequest(item.id) };
    },
    status: "document",
    // The receipt's entry and the move's entry.
    entries: 2,
    mails: [{ to: "buyer", subject: (inv) => `Pesanan ${inv} siap dibayar` }],
    again: 409,
  },
  {
    name: "start a payment",
    prepare: () =>
      built(
        { status: "document" },
        (id) => () =>
          formRequest(demo, "POST", "/api/transaction/payment", {
            transaction_id: id,
            payment_success_url: `http://shop.test/example/bpd-payment?id_transaksi=${id}`,
            payment_service: "BPD",
          }),
      ),
    status: "pending_payment",
    // "request payment" and the move.
    entries: 2,
    mails: [{ to: "buyer", subject: (inv) => `Instruksi pembayaran pesanan ${inv}` }],
    again: 409,
  },
  {
    name: "upload a proof",
    prepare: () =>
      built(
        { status: "pending_payment", payment: { service: "BPD", status: "pending" } },
        (id) => () => proofRequest(id),
      ),
    status: "pending_payment",
    entries: 1,
    mails: [],
    // A second proof replaces the first while it waits for the seller (spec: reviewed may upload again).
    again: 200,
  },
  {
    name: "accept a proof",
    prepare: async () => {
      const order = await buildOrder(db(), {
        buyerId: demo.id,
        status: "pending_payment",
        payment: { service: "BPD", status: "reviewed" },
      });
      const payment = await paymentIdOf(order.id);
      return { ...order, request: sellerForm(`/api/admin/payment/${payment.id}/accept`) };
    },
    status: "paid",
    entries: 2,
    mails: [{ to: "buyer", subject: (inv) => `Pembayaran pesanan ${inv} diterima` }],
    again: 409,
  },
  {
    name: "reject a proof",
    prepare: async () => {
      const order = await buildOrder(db(), {
        buyerId: demo.id,
        status: "pending_payment",
        payment: { service: "BPD", status: "reviewed" },
      });
      const payment = await paymentIdOf(order.id);
      return { ...order, request: sellerForm(`/api/admin/payment/${payment.id}/reject`, { note: "Tidak terbaca" }) };
    },
    status: "pending_payment",
    entries: 1,
    mails: [{ to: "buyer", subject: (inv) => `Bukti pembayaran pesanan ${inv} ditolak` }],
    again: 409,
  },
  {
    name: "provider notified: paid",
    prepare: async () => {
      const order = await withDokuPayment();
      return { ...order, request: await dokuNotification(order.id, "SUCCESS") };
    },
    status: "paid",
    entries: 2,
    mails: [{ to: "buyer", subject: (inv) => `Pembayaran pesanan ${inv} berhasil` }],
    // A replay is acknowledged and changes nothing.
    again: 200,
  },
  {
    name: "provider notified: failed",
    prepare: async () => {
      const order = await withDokuPayment();
      return { ...order, request: await dokuNotification(order.id, "FAILED") };
    },
    status: "payment_failed",
    entries: 2,
    mails: [{ to: "buyer", subject: (inv) => `Pembayaran pesanan ${inv} gagal` }],
    again: 200,
  },
  {
    name: "cancel",
    prepare: () =>
      built({ status: "processed", lines: [{ qty: 3 }] }, (id) =>
        sellerForm(`/api/admin/order/${id}/cancel`, { reason: "Stok habis di gudang" }),
      ),
    status: "cancel",
    entries: 1,
    mails: [{ to: "buyer", subject: (inv) => `Pesanan ${inv} dibatalkan` }],
    again: 409,
  },
];

describe("each order command", () => {
  it.each(cases.map((entry) => [entry.name, entry] as const))("%s", async (_name, entry) => {
    const order = await entry.prepare();
    const before = await snapshot(order.id);
    const mailMark = mailer.messages.length;
    const first = await api.app.inject(await order.request());
    expect(first.statusCode, first.body).toBeLessThan(300);
    const after = await snapshot(order.id);
    expect(after.status).toBe(entry.status);
    expect(after.entries - before.entries).toBe(entry.entries);

    const buyer = await buyerEmail();
    const sellers = await sellerEmails();
    const expected = entry.mails.flatMap((mail) =>
      (mail.to === "buyer" ? [buyer] : sellers).map((to) => `${to}: ${mail.subject(order.invoice)}`),
    );
    expect((await mailsSince(mailMark, expected.length)).sort()).toEqual(expected.sort());

    // The same call again: refused, or a repeat that moves nothing and mails nobody.
    const second = await api.app.inject(await order.request());
    expect(second.statusCode, second.body).toBe(entry.again);
    const repeated = await snapshot(order.id);
    expect(repeated.status).toBe(entry.status);
    expect(repeated.payments).toEqual(after.payments);
    if (entry.again >= 400) expect(repeated.entries).toBe(after.entries);
    await mailsSince(mailMark, expected.length);
  });
});

describe("submit (the purchase request)", () => {
  it("takes the stock once, writes one entry, mails the buyer and every seller once; a repeat answers the same order", async () => {
    const [product] = await plainProducts(api, 1, 30);
    const [, address] = await addressesOf(api, demo);
    const checkoutId = await checkoutFor(api, demo, [{ productId: product.id, qty: 2 }]);
    await chooseService(api, demo, checkoutId, address.id);
    const checkout: Checkout = checkoutResponse.parse(
      (await api.app.inject(getRequest(demo, `/api/transaction/checkout/detail-checkout/${checkoutId}`))).json(),
    ).data;
    const payload = {
      checkout_id: checkout.id,
      total_ppn: checkout.summary.total_ppn,
      partial: checkout.checkout_detail.map((line) => ({ id: line.id, partial_qty: [line.qty] })),
      idempotency_key: checkout.idempotency_key,
    };
    const stock = await stockOf(product.id);
    const mailMark = mailer.messages.length;
    const first = await api.app.inject(jsonRequest(demo, "/api/transaction/create", payload));
    expect(first.statusCode, first.body).toBe(200);
    const id = (first.json() as { data: { id: number } }).data.id;
    expect(await stockOf(product.id)).toBe(stock - 2);
    const after = await snapshot(id);
    expect(after).toMatchObject({ status: "pending", entries: 1, payments: [] });
    const invoice = (
      (await api.app.inject(getRequest(demo, `/api/transaction/${id}`))).json() as {
        data: { data: { invoice: string } };
      }
    ).data.data.invoice;
    const buyer = await buyerEmail();
    const sellers = await sellerEmails();
    const expected = [
      `${buyer}: Permintaan pembelian ${invoice} telah dikirim`,
      ...sellers.map((email) => `${email}: Permintaan pembelian baru ${invoice}`),
    ];
    expect((await mailsSince(mailMark, expected.length)).sort()).toEqual(expected.sort());

    const again = await api.app.inject(jsonRequest(demo, "/api/transaction/create", payload));
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as { data: { id: number } }).data.id).toBe(id);
    expect(await stockOf(product.id)).toBe(stock - 2);
    expect(await snapshot(id)).toEqual(after);
    await mailsSince(mailMark, expected.length);
  });
});

describe("cancel", () => {
  it("gives the stock back once", async () => {
    const order = await buildOrder(db(), { buyerId: demo.id, status: "confirmed", lines: [{ qty: 3 }] });
    const productId = (
      (await api.app.inject(getRequest(demo, `/api/transaction/${order.id}`))).json() as {
        data: { data: { transaction_detail: { product_id: number }[] } };
      }
    ).data.data.transaction_detail[0].product_id;
    const stock = await stockOf(productId);
    const cancel = () => formRequest(seller, "POST", `/api/admin/order/${order.id}/cancel`, { reason: "Stok habis" });
    expect((await api.app.inject(cancel())).statusCode).toBe(200);
    expect(await stockOf(productId)).toBe(stock + 3);
    expect((await api.app.inject(cancel())).statusCode).toBe(409);
    expect(await stockOf(productId)).toBe(stock + 3);
  });
});

describe("expire", () => {
  it("expires an overdue payment once, mails the buyer once", async () => {
    const order = await buildOrder(db(), { buyerId: demo.id, status: "document" });
    const started = await api.app.inject(
      formRequest(demo, "POST", "/api/transaction/payment", {
        transaction_id: order.id,
        payment_success_url: `http://shop.test/example/bpd-payment?id_transaksi=${order.id}`,
        payment_service: "BPD",
      }),
    );
    expect(started.statusCode, started.body).toBe(200);
    const deadline = Date.parse((started.json() as { data: { expired_date: string } }).data.expired_date);
    const before = await snapshot(order.id);
    const mailMark = mailer.messages.length;
    const later = new Date(deadline + 1000);
    await expireOverduePayments(api.app.appDeps, api.app.log, later);
    const after = await snapshot(order.id);
    expect(after).toMatchObject({ status: "payment_expired", payments: ["expired"] });
    expect(after.entries - before.entries).toBe(2);
    const buyer = await buyerEmail();
    // The sweep expires every overdue payment of the database: this order's mail is the one that counts.
    expect(await mailsSince(mailMark, 1, order.invoice)).toEqual([
      `${buyer}: Batas waktu pembayaran pesanan ${order.invoice} telah berakhir`,
    ]);
    await expireOverduePayments(api.app.appDeps, api.app.log, later);
    expect(await snapshot(order.id)).toEqual(after);
    await mailsSince(mailMark, 1, order.invoice);
  });
});
