// Paying by bank transfer (BPD): starting a payment, the payment pages' record, the proof (rules,
// sniffed types, size, private storage, owner only), the statuses and owners that may not, and expiry
// followed by a new payment.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  PAYMENT_PROOF_MAX_BYTES,
  buyerPaymentResponse,
  paymentMessages,
  startPaymentResponse,
} from "../../server/contract/payment";
import { transactionResponse } from "../../server/contract/transaction";
import { paymentProofs, payments, transactionLogs } from "../../server/db/schema";
import { expireOverduePayments } from "../../server/modules/order/expire";
import { privateStorageDir } from "../../server/providers/storage";
import { createMemoryMailer } from "../../server/providers/mail";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder, statusOf } from "../helpers/order-builder";
import { formRequest, getRequest, type Buyer } from "./buyer-session";
import { call, expectError } from "./support";

const mailer = createMemoryMailer();
const { api, demo, other } = useApiSuite({ api: { mailer, shopOrigin: "http://shop.test" } });
const RETURN_URL = "http://shop.test/confirmation-payment";
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#a71313" } })
    .png()
    .toBuffer();
});

const start = (who: Buyer, id: number, service = "BPD", url = RETURN_URL) =>
  formRequest(who, "POST", "/api/transaction/payment", {
    transaction_id: id,
    payment_success_url: url,
    payment_service: service,
  });

type Part = [string, string | Blob, string?];
async function proofRequest(who: Buyer, parts: Part[]) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, filename);
  }
  const encoded = new Response(form);
  return {
    method: "POST" as const,
    url: "/api/transaction/payment/proof-of-payment",
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { ...who.headers, "content-type": encoded.headers.get("content-type") ?? "" },
  };
}
const proofParts = (id: number, file: Buffer | null, name = "bukti.png"): Part[] => [
  ["id", String(id)],
  ["account_name", "Dinas Pendidikan"],
  ["account_number", "1500123456789"],
  ["bank_name", "Bank Sulselbar"],
  ...(file ? ([["image", new Blob([new Uint8Array(file)]), name]] as Part[]) : []),
];

/** Every file the private storage holds (spool folder included): a refused proof leaves none. */
const storedFiles = () => {
  const root = privateStorageDir(api.publicDir);
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        )
      : [];
  return walk(root).sort();
};

const paymentsOf = (id: number) =>
  api.handle.db.select().from(payments).where(eq(payments.transactionId, id)).orderBy(desc(payments.id));

describe("POST transaction/payment (BPD)", () => {
  it("starts a bank transfer on a document order: pending_payment, VA, QRIS, deadline, timeline, mail", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "document" });
    const before = Date.now();
    const { response, body } = await call(api.app, startPaymentResponse, start(demo, order.id, "bpd"));
    expect(response.statusCode, response.body).toBe(200);
    const payment = body.data;
    expect(payment).toMatchObject({
      payment_service: "BPD",
      payment_type: "bank transfer",
      status: "pending",
      url_payment: null,
      va_number: `8808${String(order.id).padStart(10, "0")}`,
      proof: null,
      transaction: { id: order.id, invoice: order.invoice, status: "pending_payment" },
    });
    expect(payment.nominal).toBe(payment.transaction.grand_total);
    expect(payment.qris_payload).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);
    const deadline = Date.parse(payment.expired_date!);
    expect(deadline - before).toBeGreaterThanOrEqual(1_440 * 60_000 - 5_000);
    expect(deadline - before).toBeLessThanOrEqual(1_440 * 60_000 + 60_000);
    expect(await statusOf(api.handle.db, order.id)).toBe("pending_payment");

    const logs = await api.handle.db.select().from(transactionLogs).where(eq(transactionLogs.transactionId, order.id));
    expect(logs.map((log) => log.sectionChange)).toEqual(expect.arrayContaining(["request payment", "status"]));

    await expect
      .poll(() => mailer.messages.some((m) => m.subject === `Instruksi pembayaran pesanan ${order.invoice}`))
      .toBe(true);
    const mail = mailer.messages.find((m) => m.subject === `Instruksi pembayaran pesanan ${order.invoice}`)!;
    expect(mail.text).toContain(payment.va_number!);
    expect(mail.text).toContain("WITA");
    expect(mail.text).toContain(`http://shop.test/example/bpd-payment?id_transaksi=${order.id}`);

    // The pages' reads: status, detail, and the order's Pembayaran tab.
    for (const url of [
      `/api/transaction/payment/status?id=${order.id}`,
      `/api/transaction/payment/detail/${order.id}`,
    ]) {
      const read = await call(api.app, buyerPaymentResponse, getRequest(demo, url));
      expect(read.response.statusCode).toBe(200);
      expect(read.body.data).toEqual(payment);
    }
    const detail = await call(api.app, transactionResponse, getRequest(demo, `/api/transaction/${order.id}`));
    expect(detail.body.data.payment).toEqual(payment);
  });

  it("refuses a return URL off the shop (400), another buyer's order (404) and a status that forbids it (409)", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "document" });
    const offsite = await expectError(api.app, start(demo, order.id, "BPD", "https://evil.test/x"), 400);
    expect(offsite.data).toEqual({ payment_success_url: ["Alamat kembali pembayaran harus berada di toko ini"] });
    const others = await buildOrder(api.handle.db, { buyerId: other.id, status: "document" });
    await expectError(api.app, start(demo, others.id), 404);
    expect(await paymentsOf(others.id)).toEqual([]);
    for (const status of ["confirmed", "process", "pending_payment", "paid"] as const) {
      const blocked = await buildOrder(api.handle.db, {
        buyerId: demo.id,
        status,
        rounds: status === "process" ? 2 : 0,
      });
      const count = (await paymentsOf(blocked.id)).length;
      await expectError(api.app, start(demo, blocked.id), 409);
      expect(await statusOf(api.handle.db, blocked.id)).toBe(status);
      expect((await paymentsOf(blocked.id)).length).toBe(count);
    }
    expect((await expectError(api.app, start(demo, order.id, "Tunai"), 400)).data).toEqual({
      payment_service: [paymentMessages.service],
    });
  });

  it("answers 404 for the payment of an order without one or of another buyer", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "document" });
    await expectError(api.app, getRequest(demo, `/api/transaction/payment/detail/${order.id}`), 404);
    const others = await buildOrder(api.handle.db, { buyerId: other.id, status: "pending_payment" });
    await expectError(api.app, getRequest(demo, `/api/transaction/payment/status?id=${others.id}`), 404);
  });
});

describe("POST transaction/payment/proof-of-payment", () => {
  async function pendingBpd(who: Buyer = demo) {
    const order = await buildOrder(api.handle.db, { buyerId: who.id, status: "document" });
    await call(api.app, startPaymentResponse, start(who, order.id));
    return order;
  }

  it("stores the proof privately, makes the payment reviewed, logs it; only its buyer reads it", async () => {
    const order = await pendingBpd();
    const before = storedFiles();
    const { response, body } = await call(
      api.app,
      buyerPaymentResponse,
      await proofRequest(demo, proofParts(order.id, png)),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(body.message).toBe("Selamat File Anda telah dikirim");
    expect(body.data).toMatchObject({
      status: "reviewed",
      account_name: "Dinas Pendidikan",
      account_number: "1500123456789",
      bank_name: "Bank Sulselbar",
      proof: { mime: "image/png" },
    });
    const added = storedFiles().filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    expect(added[0]).toContain(`${path.sep}payments${path.sep}`);
    expect(added[0].startsWith(api.publicDir + path.sep)).toBe(false);

    const proofUrl = `/api/transaction/payment/proof/${body.data.proof!.id}`;
    const file = await api.app.inject(getRequest(demo, proofUrl));
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["content-disposition"]).toBe(`inline; filename="bukti-pembayaran-${body.data.proof!.id}.png"`);
    expect(file.rawPayload.equals(png)).toBe(true);
    await expectError(api.app, getRequest(other, proofUrl), 404);

    const [log] = await api.handle.db
      .select()
      .from(transactionLogs)
      .where(eq(transactionLogs.transactionId, order.id))
      .orderBy(desc(transactionLogs.id))
      .limit(1);
    expect(log).toMatchObject({ sectionChange: "upload payment", newValue: "reviewed" });
  });

  it("takes a PDF by its content", async () => {
    const order = await pendingBpd();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const { response, body } = await call(
      api.app,
      buyerPaymentResponse,
      await proofRequest(demo, proofParts(order.id, pdf, "bukti.pdf")),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(body.data.proof?.mime).toBe("application/pdf");
  });

  it("refuses an HTML file named .jpg, a file over 2,048,000 bytes and an empty submit with the spec's texts, storing nothing", async () => {
    const order = await pendingBpd();
    const before = storedFiles();

    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const format = await expectError(api.app, await proofRequest(demo, proofParts(order.id, html, "bukti.jpg")), 422);
    expect(format.message).toBe("Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp, .pdf)");
    expect(format.data).toEqual({ image: [format.message] });

    const big = Buffer.concat([png, Buffer.alloc(PAYMENT_PROOF_MAX_BYTES + 1 - png.length)]);
    const size = await expectError(api.app, await proofRequest(demo, proofParts(order.id, big)), 413);
    expect(size.message).toBe("Ukuran format Gambar anda lebih dari 2mb");

    const empty = await expectError(
      api.app,
      await proofRequest(demo, [
        ["id", String(order.id)],
        ["account_name", ""],
        ["account_number", ""],
        ["bank_name", ""],
        ["image", new Blob([]), ""],
      ]),
      400,
    );
    expect(empty.message).toBe("mohon untuk mengisi data terlebih dahulu");
    expect(empty.data).toEqual({
      account_name: ["Atas Nama Wajib Diisi"],
      account_number: ["No Rekening Wajib Diisi"],
      bank_name: ["Nama Bank Wajib Diisi"],
      image: ["Anda belum Memasukkan Bukti Pembayaran"],
    });

    const noFile = await expectError(api.app, await proofRequest(demo, proofParts(order.id, null)), 400);
    expect(noFile.message).toBe("Anda belum Memasukkan Bukti Pembayaran");
    const letters = await expectError(
      api.app,
      await proofRequest(demo, [
        ...proofParts(order.id, png).filter(([name]) => name !== "account_number"),
        ["account_number", "15-00"],
      ]),
      400,
    );
    expect(letters.message).toBe(paymentMessages.accountNumberDigits);

    expect(storedFiles()).toEqual(before);
    const [payment] = await paymentsOf(order.id);
    expect(payment.status).toBe("pending");
    expect(await api.handle.db.select().from(paymentProofs).where(eq(paymentProofs.paymentId, payment.id))).toEqual([]);
  });

  it("refuses another buyer's order (404) and a status that forbids it (409), storing nothing", async () => {
    const others = await pendingBpd(other);
    const before = storedFiles();
    await expectError(api.app, await proofRequest(demo, proofParts(others.id, png)), 404);
    const paid = await buildOrder(api.handle.db, { buyerId: demo.id, status: "paid" });
    await expectError(api.app, await proofRequest(demo, proofParts(paid.id, png)), 409);
    const document = await buildOrder(api.handle.db, { buyerId: demo.id, status: "document" });
    await expectError(api.app, await proofRequest(demo, proofParts(document.id, png)), 409);
    const doku = await buildOrder(api.handle.db, {
      buyerId: demo.id,
      status: "pending_payment",
      payment: { service: "Doku", status: "pending" },
    });
    expect((await expectError(api.app, await proofRequest(demo, proofParts(doku.id, png)), 409)).message).toMatch(
      /BPD/,
    );
    expect(storedFiles()).toEqual(before);
    expect((await paymentsOf(others.id))[0].status).toBe("pending");
  });
});

describe("expiry", () => {
  it("expires an overdue payment (order payment_expired); the buyer then starts a new one", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "document" });
    const first = (await call(api.app, startPaymentResponse, start(demo, order.id))).body.data;
    const deadline = new Date(first.expired_date!);
    // Other files' orders may fall due too: this order's status is what counts.
    await expireOverduePayments(api.app.appDeps, api.app.log, new Date(deadline.getTime() - 1000));
    expect(await statusOf(api.handle.db, order.id)).toBe("pending_payment");

    expect(
      await expireOverduePayments(api.app.appDeps, api.app.log, new Date(deadline.getTime() + 1000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await statusOf(api.handle.db, order.id)).toBe("payment_expired");
    const expired = await call(
      api.app,
      buyerPaymentResponse,
      getRequest(demo, `/api/transaction/payment/status?id=${order.id}`),
    );
    expect(expired.body.data).toMatchObject({ id: first.id, status: "expired" });

    const again = await call(api.app, startPaymentResponse, start(demo, order.id));
    expect(again.response.statusCode, again.response.body).toBe(200);
    expect(again.body.data.id).not.toBe(first.id);
    expect(again.body.data.payment_invoice).not.toBe(first.payment_invoice);
    expect(await statusOf(api.handle.db, order.id)).toBe("pending_payment");
    // A second start while that one is live is refused.
    await expectError(api.app, start(demo, order.id), 409);
  });

  it("leaves a proof under review alone", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "document" });
    const started = (await call(api.app, startPaymentResponse, start(demo, order.id))).body.data;
    await call(api.app, buyerPaymentResponse, await proofRequest(demo, proofParts(order.id, png)));
    await expireOverduePayments(api.app.appDeps, api.app.log, new Date(Date.parse(started.expired_date!) + 1000));
    expect(await statusOf(api.handle.db, order.id)).toBe("pending_payment");
    expect((await paymentsOf(order.id))[0].status).toBe("reviewed");
  });
});
