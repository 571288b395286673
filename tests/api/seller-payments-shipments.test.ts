// Payment verification and batch dispatch in the seller console (issue #11), and the seller's part of an
// order walked from pending to shipped with two delivery batches, the buyer getting one mail per event in
// the outbox folder.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  sellerOrderActionResponse,
  sellerOrderMessages,
  sellerOrderResponse,
  todayInWita,
} from "../../server/contract/seller-orders";
import { customers, paymentProofs, payments, spks, transactionLogs } from "../../server/db/schema";
import { createOutboxMailer } from "../../server/providers/mail";
import { privateStorageDir } from "../../server/providers/storage";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder, statusOf } from "../helpers/order-builder";
import { formRequest, getRequest } from "./buyer-session";
import { call, expectError } from "./support";
import { spkRow } from "../helpers/spk";

const outboxRoot = await mkdtemp(path.join(os.tmpdir(), "seller-outbox-"));
const outbox = path.join(outboxRoot, "outbox");
const { api, demo, other, seller } = useApiSuite({
  seller: true,
  api: { mailer: createOutboxMailer({ dir: outbox }), chatMailSweepMs: 0 },
});
afterAll(() => rm(outboxRoot, { recursive: true, force: true }));
const db = () => api.handle.db;

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

type Mail = { to: string; subject: string; text: string };
async function outboxMails(): Promise<Mail[]> {
  const names = await readdir(outbox).catch(() => []);
  return Promise.all(
    names.sort().map(async (name) => {
      const eml = decodeQuotedPrintable(await readFile(path.join(outbox, name), "utf8"));
      return {
        to: /^To: (.*)$/m.exec(eml)?.[1] ?? "",
        subject: /^Subject: (.*)$/m.exec(eml)?.[1] ?? "",
        text: eml,
      };
    }),
  );
}
const emailOf = async (customerId: number) =>
  (await db().select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)))[0].email;

/** The outbox grows as the background sends land: wait for `count` mails to the address. */
const waitForMails = (to: string, count: number) =>
  vi.waitFor(
    async () => {
      const mails = (await outboxMails()).filter((mail) => mail.to === to);
      expect(mails.length).toBe(count);
      return mails;
    },
    { timeout: 5000, interval: 50 },
  );

const paymentOf = async (transactionId: number) =>
  (await db().select().from(payments).where(eq(payments.transactionId, transactionId)).orderBy(desc(payments.id)))[0];

const today = () => todayInWita();

describe("accepting and rejecting a bank-transfer proof", () => {
  it("accepts: payment success, order paid, a timeline entry and a mail", async () => {
    const order = await buildOrder(db(), {
      buyerId: other.id,
      status: "pending_payment",
      payment: { service: "BPD", status: "reviewed" },
    });
    const payment = await paymentOf(order.id);
    const email = await emailOf(other.id);
    const already = (await outboxMails()).filter((mail) => mail.to === email).length;
    const { body } = await call(
      api.app,
      sellerOrderActionResponse,
      formRequest(seller, "POST", `/api/admin/payment/${payment.id}/accept`, {}),
    );
    expect(body.data).toEqual({ id: order.id, status: "paid" });
    expect((await paymentOf(order.id)).status).toBe("success");
    const entries = await db().select().from(transactionLogs).where(eq(transactionLogs.transactionId, order.id));
    expect(
      entries.some((entry) => entry.sectionChange === "update status payment" && entry.newValue === "success"),
    ).toBe(true);
    const mails = await waitForMails(email, already + 1);
    expect(mails.at(-1)!.subject).toBe(`Pembayaran pesanan ${order.invoice} diterima`);
    expect(mails.at(-1)!.text).toContain(`/profil/detailtransaksi?id_transaksi=${order.id}`);

    // Accepting twice: the proof is no longer under review.
    const again = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/payment/${payment.id}/accept`, {}),
      409,
    );
    expect(again.message).toContain("Pending Payment");
  });

  it("rejects with a note: payment failed, order still pending_payment (the buyer may upload again); a note is required", async () => {
    const order = await buildOrder(db(), {
      buyerId: other.id,
      status: "pending_payment",
      payment: { service: "BPD", status: "reviewed" },
    });
    const payment = await paymentOf(order.id);
    const bad = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/payment/${payment.id}/reject`, { note: "" }),
      400,
    );
    expect(bad.data).toEqual({ note: [sellerOrderMessages.rejectNote] });
    expect((await paymentOf(order.id)).status).toBe("reviewed");

    const email = await emailOf(other.id);
    const already = (await outboxMails()).filter((mail) => mail.to === email).length;
    const { body } = await call(
      api.app,
      sellerOrderActionResponse,
      formRequest(seller, "POST", `/api/admin/payment/${payment.id}/reject`, { note: "Nominal tidak sesuai" }),
    );
    expect(body.data).toEqual({ id: order.id, status: "pending_payment" });
    expect(await paymentOf(order.id)).toMatchObject({ status: "failed", notes: "Nominal tidak sesuai" });
    const detail = await call(api.app, sellerOrderResponse, getRequest(seller, `/api/admin/order/${order.id}`));
    expect(detail.body.data.actions).not.toContain("verify_payment");
    const mails = await waitForMails(email, already + 1);
    expect(mails.at(-1)!.subject).toBe(`Bukti pembayaran pesanan ${order.invoice} ditolak`);
    expect(mails.at(-1)!.text).toContain("Nominal tidak sesuai");
    expect(mails.at(-1)!.text).toContain("WITA");

    // A proof not under review any more cannot be rejected again.
    await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/payment/${payment.id}/reject`, { note: "Lagi" }),
      409,
    );
    await expectError(api.app, formRequest(seller, "POST", "/api/admin/payment/99999999/reject", { note: "x" }), 404);
  });

  it("serves a proof's bytes to the seller only, never from the public storage", async () => {
    const order = await buildOrder(db(), {
      buyerId: other.id,
      status: "pending_payment",
      payment: { service: "BPD", status: "reviewed" },
    });
    const payment = await paymentOf(order.id);
    const bytes = Buffer.from("%PDF-1.4 bukti transfer");
    await mkdir(path.join(privateStorageDir(api.publicDir), "payments"), { recursive: true });
    await writeFile(path.join(privateStorageDir(api.publicDir), "payments", `proof-${order.id}.pdf`), bytes);
    const [proof] = await db()
      .insert(paymentProofs)
      .values({
        paymentId: payment.id,
        accountNumber: "123",
        accountName: "Dinas",
        bankName: "BPD",
        file: `proof-${order.id}.pdf`,
        mime: "application/pdf",
      })
      .returning({ id: paymentProofs.id });
    const detail = await call(api.app, sellerOrderResponse, getRequest(seller, `/api/admin/order/${order.id}`));
    expect(detail.body.data.payments[0].proofs).toEqual([
      expect.objectContaining({ id: proof.id, mime: "application/pdf" }),
    ]);
    const response = await api.app.inject(getRequest(seller, `/api/admin/payment-proof/${proof.id}`));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.rawPayload.equals(bytes)).toBe(true);
    await expectError(api.app, getRequest(other, `/api/admin/payment-proof/${proof.id}`), 401);
    await expectError(api.app, getRequest(seller, "/api/admin/payment-proof/99999999"), 404);
  });
});

describe("dispatching delivery batches", () => {
  it("needs every field, refuses an order not processed yet (409) and a batch sent twice", async () => {
    const order = await buildOrder(db(), { buyerId: other.id, status: "processed", shipments: 2 });
    const bad = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/dispatch`, {}),
      400,
    );
    expect(bad.data).toEqual({
      partial_id: [sellerOrderMessages.partial],
      courier: [sellerOrderMessages.courier],
      no_airwaybill: [sellerOrderMessages.awb],
      date_delivery: [sellerOrderMessages.dispatchDate],
    });
    const unknown = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/dispatch`, {
        partial_id: 9,
        courier: "JNE",
        no_airwaybill: "X",
        date_delivery: today(),
      }),
      400,
    );
    expect(unknown.data).toEqual({ partial_id: ["Pengiriman tidak ditemukan pada pesanan ini"] });

    const paid = await buildOrder(db(), { buyerId: other.id, status: "process", spk: true });
    const refused = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/order/${paid.id}/dispatch`, {
        partial_id: 1,
        courier: "JNE",
        no_airwaybill: "X",
        date_delivery: today(),
      }),
      409,
    );
    expect(refused.message).toContain("Pengiriman hanya dapat dilakukan setelah pesanan diproses");
    expect(await statusOf(db(), paid.id)).toBe("process");

    await call(
      api.app,
      sellerOrderActionResponse,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/dispatch`, {
        partial_id: 1,
        courier: "JNE",
        no_airwaybill: "JNE001",
        date_delivery: today(),
      }),
    );
    const twice = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/dispatch`, {
        partial_id: 1,
        courier: "JNE",
        no_airwaybill: "JNE002",
        date_delivery: today(),
      }),
      409,
    );
    expect(twice.message).toBe("Pengiriman 1 sudah dikirim");
    expect(await statusOf(db(), order.id)).toBe("partial delivery");
  });
});

describe("a whole order, pending to shipped with two batches", () => {
  it("walks every seller step through the API and mails the buyer once per event", async () => {
    const email = await emailOf(demo.id);
    const already = (await outboxMails()).filter((mail) => mail.to === email).length;
    const order = await buildOrder(db(), { buyerId: demo.id, shipments: 2, rounds: 1 });
    const post = (url: string, fields: Record<string, string | number> = {}) =>
      call(api.app, sellerOrderActionResponse, formRequest(seller, "POST", url, fields));

    // pending: the seller answers the buyer's round, then confirms.
    await post(`/api/admin/order/${order.id}/negotiate`, {
      "lines[0][transaction_detail_id]": order.detailIds[0],
      "lines[0][new_price]": 10_000,
      shipping_cost: 20_000,
      valid_until: todayInWita(new Date(Date.now() + 3 * 86_400_000)),
    });
    expect((await post(`/api/admin/order/${order.id}/confirm`)).body.data.status).toBe("confirmed");

    // The buyer accepts the deal through its own route and saves the SPK (payment-walk.test.ts walks the
    // buyer's steps through the API); the seller may then prepare the goods.
    const accepted = await api.app.inject(
      formRequest(demo, "POST", `/api/admin-transaction/update/${order.id}`, { _method: "PUT", status: "process" }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    await db().insert(spks).values(spkRow(order.id));
    expect((await post(`/api/admin/order/${order.id}/process`)).body.data.status).toBe("processed");
    const first = await post(`/api/admin/order/${order.id}/dispatch`, {
      partial_id: 1,
      courier: "JNE",
      no_airwaybill: "JNE0001",
      date_delivery: today(),
    });
    expect(first.body.data.status).toBe("partial delivery");
    const second = await post(`/api/admin/order/${order.id}/dispatch`, {
      partial_id: 2,
      courier: "TIKI",
      no_airwaybill: "TIKI0002",
      date_delivery: today(),
    });
    expect(second.body.data.status).toBe("shipped");

    const detail = await call(api.app, sellerOrderResponse, getRequest(seller, `/api/admin/order/${order.id}`));
    expect(detail.body.data.actions).toEqual([]);
    expect(
      detail.body.data.shipments.map((batch) => [
        batch.partial_id,
        batch.status,
        batch.courier,
        batch.no_airwaybill,
        batch.date_delivery,
      ]),
    ).toEqual([
      [1, "shipped", "JNE", "JNE0001", today()],
      [2, "shipped", "TIKI", "TIKI0002", today()],
    ]);
    // One timeline entry per event: a dispatch that moves the status is that move's entry.
    const statusEntries = detail.body.data.log
      .filter((entry) => entry.section_change === "status")
      .map((entry) => [entry.new_value, entry.name_section_change]);
    expect(statusEntries).toEqual([
      ["confirmed", "Perubahan status pesanan"],
      ["process", "Perubahan status pesanan"],
      ["processed", "Perubahan status pesanan"],
      ["partial delivery", "Pengiriman 1 dikirim (JNE, resi JNE0001)"],
      ["shipped", "Pengiriman 2 dikirim (TIKI, resi TIKI0002)"],
    ]);

    // Mails are sent in the background: one per event, in whatever order the sends land.
    const mails = (await waitForMails(email, already + 4)).slice(already);
    const expected = [
      `Penawaran baru dari penjual untuk pesanan ${order.invoice}`,
      `Pesanan ${order.invoice} telah dikonfirmasi`,
      `Pengiriman 1 pesanan ${order.invoice} telah dikirim`,
      `Pengiriman 2 pesanan ${order.invoice} telah dikirim`,
    ];
    expect(mails.map((mail) => mail.subject).sort()).toEqual([...expected].sort());
    for (const mail of mails)
      expect(mail.text).toContain(`http://localhost:3000/profil/detailtransaksi?id_transaksi=${order.id}`);
    const bySubject = (subject: string) => mails.find((mail) => mail.subject === subject)!;
    expect(bySubject(expected[2]).text).toContain("JNE0001");
    expect(bySubject(expected[2]).text).not.toContain(today());
    expect(bySubject(expected[3]).text).toContain("Seluruh pengiriman pesanan ini telah dikirim.");
  });
});
