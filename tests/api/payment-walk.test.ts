// One order walked by buyer and seller through the API in the treasury's order (decision 0120), with
// two delivery batches: pending → rounds → confirmed → process (deal accepted) → SPK → processed →
// partial delivery → shipped → every batch received → document → pending_payment → (a proof rejected,
// a second accepted) → paid. Before every batch is received the payment is refused (409); each event
// writes one timeline entry and mails each person waiting on it once.
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { buyerNegotiationResponse } from "../../server/contract/negotiation";
import { buyerPaymentResponse, startPaymentResponse } from "../../server/contract/payment";
import { orderUpdateResponse } from "../../server/contract/seller";
import { sellerOrderActionResponse, todayInWita } from "../../server/contract/seller-orders";
import { storeSpkResponse } from "../../server/contract/spk";
import { receiptSaveResponse } from "../../server/contract/receipt";
import { admins, customers, shipmentItems, shipments, transactionLogs } from "../../server/db/schema";
import { createMemoryMailer } from "../../server/providers/mail";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder, statusOf } from "../helpers/order-builder";
import { dispatch } from "../helpers/receipt-order";
import { spkFields } from "../helpers/spk";
import { formRequest, jsonRequest, multipartRequest } from "./buyer-session";
import { call, expectError } from "./support";

const mailer = createMemoryMailer();
const { api, demo, seller } = useApiSuite({ seller: true, api: { shopOrigin: "http://shop.test", mailer } });

async function receive(outgoingDetailId: number, units: number) {
  const request = await multipartRequest(demo, `/api/transaction-support-document/create/${outgoingDetailId}`, {
    name_receipt: "Andi Penerima",
    unit_receipt: String(units),
    date_receipt: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
  });
  const { response } = await call(api.app, receiptSaveResponse, request);
  expect(response.statusCode, response.body).toBe(200);
}

async function proof(id: number, image: Buffer) {
  return call(
    api.app,
    buyerPaymentResponse,
    await multipartRequest(demo, "/api/transaction/payment/proof-of-payment", {
      id: String(id),
      account_name: "Dinas Pendidikan",
      account_number: "1500123456789",
      bank_name: "Bank Sulselbar",
      image: [image, "bukti.png"],
    }),
  );
}

describe("the buyer's negotiation, SPK and BPD payment, end to end", () => {
  it("walks pending → paid with two batches, payable only once every batch is received", async () => {
    const db = api.handle.db;
    const order = await buildOrder(db, {
      buyerId: demo.id,
      status: "pending",
      lines: [{ qty: 4, price: 25_000 }],
      shipments: 2,
    });
    const [line] = order.detailIds;
    // The line is split 2 + 2 over the two batches.
    const batches = await db.select().from(shipments).where(eq(shipments.transactionId, order.id));
    const batch = (partialId: number) => batches.find((entry) => entry.partialId === partialId)!;
    const [item1] = await db
      .update(shipmentItems)
      .set({ qty: 2 })
      .where(and(eq(shipmentItems.shipmentId, batch(1).id), eq(shipmentItems.transactionDetailId, line)))
      .returning({ id: shipmentItems.id });
    const [item2] = await db
      .insert(shipmentItems)
      .values({ shipmentId: batch(2).id, transactionDetailId: line, qty: 2 })
      .returning({ id: shipmentItems.id });
    const [buyer] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, demo.id));
    const sellerEmails = (await db.select({ email: admins.email }).from(admins)).map((row) => row.email);
    const mailsBefore = mailer.messages.length;
    const sellerPost = async (url: string, fields: Record<string, string | number> = {}) => {
      const { response, body } = await call(
        api.app,
        sellerOrderActionResponse,
        formRequest(seller, "POST", url, fields),
      );
      expect(response.statusCode, response.body).toBe(200);
      return body.data;
    };
    const validUntil = todayInWita(new Date(Date.now() + 3 * 86_400_000));

    // Round 1 (seller), round 2 (buyer), round 3 (seller), then the seller confirms.
    await sellerPost(`/api/admin/order/${order.id}/negotiate`, {
      "lines[0][transaction_detail_id]": line,
      "lines[0][new_price]": 24_000,
      shipping_cost: 45_000,
      valid_until: validUntil,
    });
    const counter = await call(
      api.app,
      buyerNegotiationResponse,
      jsonRequest(demo, `/api/transaction/store-negotiation/${order.id}`, {
        transaction_id: order.id,
        transaction_detail_id: [line],
        old_price: [24_000],
        new_price: [22_000],
        old_shipping_price: 45_000,
        new_shipping_price: 40_000,
        notes: "Mohon dipertimbangkan",
      }),
    );
    expect(counter.body.data.nego_step).toBe(2);
    await sellerPost(`/api/admin/order/${order.id}/negotiate`, {
      "lines[0][transaction_detail_id]": line,
      "lines[0][new_price]": 23_000,
      shipping_cost: 40_000,
      valid_until: validUntil,
    });
    expect((await sellerPost(`/api/admin/order/${order.id}/confirm`)).status).toBe("confirmed");

    // The buyer accepts the deal, then saves the SPK.
    const accepted = await call(
      api.app,
      orderUpdateResponse,
      formRequest(demo, "POST", `/api/admin-transaction/update/${order.id}`, { _method: "PUT", status: "Process" }),
    );
    expect(accepted.body.data.status).toBe("process");
    const spk = await call(
      api.app,
      storeSpkResponse,
      formRequest(demo, "POST", "/api/transaction/store-spk", spkFields(order.id)),
    );
    expect(spk.response.statusCode).toBe(201);
    expect(spk.body.data.status).toBe("process");

    const paymentRequest = () =>
      formRequest(demo, "POST", "/api/transaction/payment", {
        transaction_id: order.id,
        payment_success_url: `http://shop.test/example/bpd-payment?id_transaksi=${order.id}`,
        payment_service: "BPD",
      });
    // Not payable before the goods are delivered and received.
    await expectError(api.app, paymentRequest(), 409);

    expect((await sellerPost(`/api/admin/order/${order.id}/process`)).status).toBe("processed");
    await dispatch(api, seller, order.id, 1);
    expect(await statusOf(db, order.id)).toBe("partial delivery");
    await receive(item1.id, 2);
    expect(await statusOf(db, order.id)).toBe("partial delivery");
    await expectError(api.app, paymentRequest(), 409);
    await dispatch(api, seller, order.id, 2);
    expect(await statusOf(db, order.id)).toBe("shipped");
    await expectError(api.app, paymentRequest(), 409);
    await receive(item2.id, 2);
    expect(await statusOf(db, order.id)).toBe("document");

    // BPD: 4 × 23,000 = 92,000 + VAT 10,120 + shipping 40,000.
    const started = await call(api.app, startPaymentResponse, paymentRequest());
    expect(started.body.data).toMatchObject({ nominal: 142_120, status: "pending" });
    expect(await statusOf(db, order.id)).toBe("pending_payment");

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await proof(order.id, png)).body.data.status).toBe("reviewed");
    await sellerPost(`/api/admin/payment/${started.body.data.id}/reject`, { note: "Bukti tidak terbaca" });
    const second = await proof(order.id, png);
    // The rejection note belonged to the first proof.
    expect(second.body.data).toMatchObject({ status: "reviewed", notes: null });
    expect((await sellerPost(`/api/admin/payment/${started.body.data.id}/accept`)).status).toBe("paid");
    expect(await statusOf(db, order.id)).toBe("paid");

    const kinds = new Set(
      (await db.select().from(transactionLogs).where(eq(transactionLogs.transactionId, order.id))).map(
        (log) => log.sectionChange,
      ),
    );
    for (const kind of [
      "price",
      "shipping cost",
      "status",
      "receipt",
      "request payment",
      "upload payment",
      "update status payment",
    ])
      expect(kinds, kind).toContain(kind);

    // One status entry per move, in the treasury's order.
    const moves = (
      await db
        .select()
        .from(transactionLogs)
        .where(and(eq(transactionLogs.transactionId, order.id), eq(transactionLogs.sectionChange, "status")))
        .orderBy(transactionLogs.id)
    ).map((log) => `${log.oldValue}→${log.newValue}`);
    expect(moves).toEqual([
      "pending→confirmed",
      "confirmed→process",
      "process→process",
      "process→processed",
      "processed→partial delivery",
      "partial delivery→shipped",
      "shipped→document",
      "document→pending_payment",
      "pending_payment→paid",
    ]);

    // Each person waiting on a step is told once.
    const subjects = await vi.waitFor(() => {
      const sent = mailer.messages.slice(mailsBefore).filter((mail) => mail.subject.includes(order.invoice));
      expect(sent.length).toBe(9 + sellerEmails.length);
      return sent.map((mail) => `${mail.to}: ${mail.subject}`);
    });
    const inv = order.invoice;
    expect(subjects.sort()).toEqual(
      [
        `${buyer.email}: Penawaran baru dari penjual untuk pesanan ${inv}`,
        `${buyer.email}: Penawaran baru dari penjual untuk pesanan ${inv}`,
        `${buyer.email}: Pesanan ${inv} telah dikonfirmasi`,
        ...sellerEmails.map((email) => `${email}: SPK pesanan ${inv} telah disimpan`),
        `${buyer.email}: Pengiriman 1 pesanan ${inv} telah dikirim`,
        `${buyer.email}: Pengiriman 2 pesanan ${inv} telah dikirim`,
        `${buyer.email}: Pesanan ${inv} siap dibayar`,
        `${buyer.email}: Instruksi pembayaran pesanan ${inv}`,
        `${buyer.email}: Bukti pembayaran pesanan ${inv} ditolak`,
        `${buyer.email}: Pembayaran pesanan ${inv} diterima`,
      ].sort(),
    );
  });
});
