// The seller console's orders (issue #11): the table with its waiting badge, the detail with the
// actions the lifecycle allows, and confirm / negotiate / cancel / process with their refusals (409,
// nothing changed), field messages (400) and the mail each sends the buyer.
import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  sellerOrderActionResponse,
  sellerOrderListResponse,
  sellerOrderMessages,
  sellerOrderResponse,
  sellerWaitingOrdersResponse,
  todayInWita,
} from "../../server/contract/seller-orders";
import { transactionResponse } from "../../server/contract/transaction";
import {
  customers,
  negotiations,
  paymentProofs,
  payments,
  products,
  transactionDetails,
  transactionLogs,
  transactions,
} from "../../server/db/schema";
import { createMemoryMailer } from "../../server/providers/mail";
import { roundDeadlineTexts } from "../../server/modules/order/round-deadline";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder, statusOf } from "../helpers/order-builder";
import { spkRow } from "../helpers/spk";
import { formRequest, getRequest } from "./buyer-session";
import { call, expectError, onTable, statementsDuring } from "./support";

const mailer = createMemoryMailer();
const { api, demo, other, seller } = useApiSuite({ seller: true, api: { mailer, chatMailSweepMs: 0 } });
const db = () => api.handle.db;

const tomorrow = () => todayInWita(new Date(Date.now() + 86_400_000));
const mailsTo = (email: string) => mailer.messages.filter((message) => message.to === email);
const emailOf = async (customerId: number) => {
  const [row] = await db().select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  return row.email;
};
const logCount = async (id: number) =>
  (await db().select({ id: transactionLogs.id }).from(transactionLogs).where(eq(transactionLogs.transactionId, id)))
    .length;
const orderRow = async (id: number) => (await db().select().from(transactions).where(eq(transactions.id, id)))[0];

describe("GET /api/admin/order", () => {
  it("lists every buyer's orders newest first, filters by status, searches invoice or buyer, and counts those waiting", async () => {
    const mine = await buildOrder(db(), { buyerId: demo.id });
    const theirs = await buildOrder(db(), {
      buyerId: other.id,
      status: "pending_payment",
      payment: { service: "BPD", status: "reviewed" },
    });
    const { body } = await call(api.app, sellerOrderListResponse, getRequest(seller, "/api/admin/order?per_page=100"));
    const ids = body.data.data.map((row) => row.id);
    expect(ids.indexOf(theirs.id)).toBeLessThan(ids.indexOf(mine.id));
    expect(body.data.data.find((row) => row.id === mine.id)?.waiting).toBe(true);
    expect(body.data.data.find((row) => row.id === theirs.id)?.waiting).toBe(true);

    const [{ count }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(transactions)
      .where(
        // The seller's steps: answer a request, prepare once the SPK is saved, dispatch, verify a proof.
        sql`status in ('pending', 'processed', 'partial delivery')
          or (status = 'process' and exists (select 1 from spks s where s.transaction_id = transactions.id))
          or (status = 'pending_payment' and exists (select 1 from payments p where p.transaction_id = transactions.id and p.status = 'reviewed'))`,
      );
    expect(body.data.waiting).toBe(count);

    const filtered = await call(
      api.app,
      sellerOrderListResponse,
      getRequest(seller, "/api/admin/order?status=Pending_Payment&per_page=100"),
    );
    expect(filtered.body.data.data.every((row) => row.status === "pending_payment")).toBe(true);
    expect(filtered.body.data.data.map((row) => row.id)).toContain(theirs.id);

    const byInvoice = await call(
      api.app,
      sellerOrderListResponse,
      getRequest(seller, `/api/admin/order?search=${encodeURIComponent(mine.invoice)}`),
    );
    expect(byInvoice.body.data.data.map((row) => row.id)).toEqual([mine.id]);
    const byEmail = await call(
      api.app,
      sellerOrderListResponse,
      getRequest(seller, `/api/admin/order?search=${encodeURIComponent(await emailOf(other.id))}&per_page=100`),
    );
    expect(byEmail.body.data.data.length).toBeGreaterThan(0);
    expect(byEmail.body.data.data.every((row) => row.buyer.id === other.id)).toBe(true);

    const paged = await call(
      api.app,
      sellerOrderListResponse,
      getRequest(seller, "/api/admin/order?per_page=5&page=2"),
    );
    expect(paged.body.data).toMatchObject({ current_page: 2, per_page: 5 });
    expect(paged.body.data.last_page).toBe(Math.ceil(paged.body.data.total / 5));
  });

  it("answers 400 with field messages for a bad filter", async () => {
    const error = await expectError(api.app, getRequest(seller, "/api/admin/order?status=nope&per_page=7"), 400);
    expect(error.data).toEqual({
      status: [sellerOrderMessages.status],
      per_page: ["Jumlah data per halaman harus 5, 10, 25, 50 atau 100"],
    });
  });
});

describe("GET /api/admin/order/waiting", () => {
  it("counts the orders waiting for the seller as the table does, with one query", async () => {
    await buildOrder(db(), {
      buyerId: other.id,
      status: "pending_payment",
      payment: { service: "BPD", status: "reviewed" },
    });
    const list = await call(api.app, sellerOrderListResponse, getRequest(seller, "/api/admin/order?per_page=5"));
    let answer: { waiting: number } | undefined;
    const statements = await statementsDuring(api, async () => {
      answer = (await call(api.app, sellerWaitingOrdersResponse, getRequest(seller, "/api/admin/order/waiting"))).body
        .data;
    });
    expect(answer).toEqual({ waiting: list.body.data.waiting });
    expect(list.body.data.waiting).toBeGreaterThan(0);
    expect(onTable(statements, "transactions")).toHaveLength(1);
  });

  it("is the seller's alone (401 for a buyer token)", async () => {
    await expectError(api.app, getRequest(demo, "/api/admin/order/waiting"), 401);
  });
});

describe("GET /api/admin/order/:id", () => {
  it("shows lines, buyer, delivery, payments, shipments, timeline and exactly the actions the status allows", async () => {
    const expectations: [Parameters<typeof buildOrder>[1], string[]][] = [
      [{ buyerId: demo.id }, ["confirm", "negotiate", "cancel"]],
      [{ buyerId: demo.id, rounds: 1 }, ["confirm", "negotiate", "cancel"]],
      // The seller's own round (no deadline) still waits for the buyer.
      [{ buyerId: demo.id, rounds: 2 }, ["confirm", "cancel"]],
      [{ buyerId: demo.id, status: "confirmed" }, ["cancel"]],
      // The goods are prepared only once the buyer has saved the SPK.
      [{ buyerId: demo.id, status: "process", spk: false }, ["cancel"]],
      [{ buyerId: demo.id, status: "process", spk: true }, ["cancel", "process"]],
      [{ buyerId: demo.id, status: "processed", shipments: 2 }, ["cancel", "dispatch"]],
      [{ buyerId: demo.id, status: "partial delivery", shipments: 2 }, ["dispatch"]],
      [{ buyerId: demo.id, status: "shipped" }, []],
      [{ buyerId: demo.id, status: "document" }, []],
      [{ buyerId: demo.id, status: "pending_payment" }, []],
      [
        { buyerId: demo.id, status: "pending_payment", payment: { service: "BPD", status: "reviewed" } },
        ["verify_payment"],
      ],
      [{ buyerId: demo.id, status: "paid" }, []],
      [{ buyerId: demo.id, status: "cancel" }, []],
    ];
    for (const [spec, actions] of expectations) {
      const order = await buildOrder(db(), spec);
      const { body } = await call(api.app, sellerOrderResponse, getRequest(seller, `/api/admin/order/${order.id}`));
      expect(body.data.actions, JSON.stringify(spec)).toEqual(actions);
    }
    const order = await buildOrder(db(), { buyerId: other.id, status: "processed", shipments: 2 });
    const { body } = await call(api.app, sellerOrderResponse, getRequest(seller, `/api/admin/order/${order.id}`));
    expect(body.data).toMatchObject({
      id: order.id,
      invoice: order.invoice,
      status: "processed",
      buyer: { id: other.id },
    });
    expect(body.data.lines.map((line) => line.id)).toEqual(order.detailIds);
    expect(body.data.shipments.map((shipment) => [shipment.partial_id, shipment.status])).toEqual([
      [1, "pending"],
      [2, "pending"],
    ]);
    expect(body.data.payments).toHaveLength(0);
    expect(body.data.log.map((entry) => entry.new_value)).toEqual(order.path.map((move) => move.to));
    await expectError(api.app, getRequest(seller, "/api/admin/order/99999999"), 404);
  });

  it("shows the SPK and every payment with all its proofs, oldest first, reading the SPK once", async () => {
    const order = await buildOrder(db(), { buyerId: other.id, status: "paid", spk: true });
    const [latest] = await db().select().from(payments).where(eq(payments.transactionId, order.id));
    const [older] = await db()
      .insert(payments)
      .values({
        transactionId: order.id,
        paymentService: "BPD",
        nominal: latest.nominal,
        status: "failed",
        notes: "Bukti tidak terbaca",
        createdAt: new Date(latest.createdAt.getTime() - 3_600_000),
      })
      .returning({ id: payments.id });
    const proof = (paymentId: number, file: string) => ({
      paymentId,
      accountNumber: "123",
      accountName: "Dinas",
      bankName: "BPD",
      file,
      mime: "application/pdf",
    });
    const proofs = await db()
      .insert(paymentProofs)
      .values([proof(older.id, "a.pdf"), proof(latest.id, "b.pdf"), proof(older.id, "c.pdf")])
      .returning({ id: paymentProofs.id });
    let body:
      { data: { spk: unknown; payments: { id: number; status: string; proofs: { id: number }[] }[] } } | undefined;
    const statements = await statementsDuring(api, async () => {
      body = (await call(api.app, sellerOrderResponse, getRequest(seller, `/api/admin/order/${order.id}`))).body;
    });
    const { transactionId: _order, ...spk } = spkRow(order.id);
    expect(body?.data.spk).toEqual({
      satuan_kerja: spk.satuanKerja,
      lembaga: spk.lembaga,
      paket_kerja: spk.paketKerja,
      tahun_anggaran: spk.tahunAnggaran,
      sumber_dana: spk.sumberDana,
      kode_rekening: spk.kodeRekening,
      pagu_anggaran: spk.paguAnggaran,
      official_type: spk.officialType,
      official_name: spk.officialName,
      official_nip: spk.officialNip,
      treasurer_type: spk.treasurerType,
      treasurer_name: spk.treasurerName,
      treasurer_nip: spk.treasurerNip,
    });
    expect(
      body?.data.payments.map((payment) => [payment.id, payment.status, payment.proofs.map((entry) => entry.id)]),
    ).toEqual([
      [older.id, "failed", [proofs[0].id, proofs[2].id]],
      [latest.id, latest.status, [proofs[1].id]],
    ]);
    expect(onTable(statements, "spks").length).toBeLessThanOrEqual(1);
  });
});

describe("POST /api/admin/order/:id/confirm", () => {
  it("confirms a pending order, writes the timeline and mails the buyer once with the amount and the order link", async () => {
    const order = await buildOrder(db(), { buyerId: demo.id });
    const before = mailsTo(await emailOf(demo.id)).length;
    const { response, body } = await call(
      api.app,
      sellerOrderActionResponse,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/confirm`, {}),
    );
    expect(response.statusCode).toBe(200);
    expect(body.data).toEqual({ id: order.id, status: "confirmed" });
    const [entry] = await db()
      .select()
      .from(transactionLogs)
      .where(eq(transactionLogs.transactionId, order.id))
      .orderBy(desc(transactionLogs.id))
      .limit(1);
    expect(entry).toMatchObject({
      sectionChange: "status",
      oldValue: "pending",
      newValue: "confirmed",
      actor: "seller",
      actorId: seller.id,
    });
    const mails = mailsTo(await emailOf(demo.id)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Pesanan ${order.invoice} telah dikonfirmasi`);
    expect(mails[0].text).toContain(`http://localhost:3000/profil/detailtransaksi?id_transaksi=${order.id}`);
    expect(mails[0].text).toMatch(/Rp\. [\d.]+/);
  });

  it("answers 409 with an Indonesian message on a status that does not allow it, and changes nothing", async () => {
    const order = await buildOrder(db(), { buyerId: demo.id, status: "paid" });
    const logs = await logCount(order.id);
    const mails = mailer.messages.length;
    const error = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/confirm`, {}),
      409,
    );
    expect(error.message).toBe('Status pesanan tidak dapat diubah dari "paid" ke "confirmed"');
    expect(await statusOf(db(), order.id)).toBe("paid");
    expect(await logCount(order.id)).toBe(logs);
    expect(mailer.messages.length).toBe(mails);
  });
});

describe("POST /api/admin/order/:id/negotiate", () => {
  it("adds the seller's round with its deadline, reprices the order, logs it and mails the buyer the deadline in WITA", async () => {
    const order = await buildOrder(db(), {
      buyerId: demo.id,
      lines: [
        { qty: 2, price: 100_000 },
        { qty: 1, price: 50_000 },
      ],
      rounds: 1,
    });
    const validUntil = tomorrow();
    const before = mailsTo(await emailOf(demo.id)).length;
    const { body } = await call(
      api.app,
      sellerOrderActionResponse,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/negotiate`, {
        "lines[0][transaction_detail_id]": order.detailIds[0],
        "lines[0][new_price]": 90_000,
        "lines[1][transaction_detail_id]": order.detailIds[1],
        "lines[1][new_price]": 45_000,
        shipping_cost: 40_000,
        note: "Harga terbaik kami",
        valid_until: validUntil,
      }),
    );
    expect(body.data).toEqual({ id: order.id, status: "pending" });

    const row = await orderRow(order.id);
    const items = 2 * 90_000 + 45_000;
    const vat = Math.round((2 * 90_000 * 11) / 100) + Math.round((45_000 * 11) / 100);
    expect(row).toMatchObject({
      negoStep: 2,
      shippingCostNego: 40_000,
      totalPriceNego: items,
      totalPpn: vat,
      grandTotal: items + vat + 40_000,
    });

    const detail = await call(api.app, sellerOrderResponse, getRequest(seller, `/api/admin/order/${order.id}`));
    const round = detail.body.data.negotiations.at(-1)!;
    expect(round).toMatchObject({
      nego_step: 2,
      is_admin: true,
      note: "Harga terbaik kami",
      expired: false,
      shipping_cost_negotiation: { new_price: 40_000 },
    });
    expect(round.valid_until).toBe(new Date(`${validUntil}T23:59:59.999+08:00`).toISOString());
    expect(detail.body.data.lines.map((line) => line.price_nego)).toEqual([90_000, 45_000]);
    // The seller's own round now waits for the buyer.
    expect(detail.body.data.actions).toEqual(["confirm", "cancel"]);
    const priceEntries = detail.body.data.log.filter(
      (entry) => entry.section_change === "price" && entry.section_nego === 2,
    );
    expect(priceEntries.map((entry) => [entry.old_value, entry.new_value])).toEqual([
      ["100000", "90000"],
      ["50000", "45000"],
    ]);
    expect(
      detail.body.data.log.some((entry) => entry.section_change === "shipping cost" && entry.new_value === "40000"),
    ).toBe(true);

    // The buyer's order page gains the deadline (additive fields).
    const buyerView = await call(api.app, transactionResponse, getRequest(demo, `/api/transaction/${order.id}`));
    expect(buyerView.body.data.negotiations.at(-1)).toMatchObject({
      is_admin: true,
      valid_until: round.valid_until,
      expired: false,
    });

    const mails = mailsTo(await emailOf(demo.id)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Penawaran baru dari penjual untuk pesanan ${order.invoice}`);
    expect(mails[0].text).toContain(`/profil/detailtransaksi?id_transaksi=${order.id}&tab=negosiasi`);
    expect(mails[0].text).toContain("23.59 WITA");
    expect(mails[0].text).toContain(`Rp. ${new Intl.NumberFormat("id-ID").format(items + vat + 40_000)}`);

    // A second round before the buyer answered: 409, nothing changed.
    const rounds = (await db().select().from(negotiations).where(eq(negotiations.transactionId, order.id))).length;
    const again = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/negotiate`, {
        "lines[0][transaction_detail_id]": order.detailIds[0],
        "lines[0][new_price]": 80_000,
        "lines[1][transaction_detail_id]": order.detailIds[1],
        "lines[1][new_price]": 40_000,
        shipping_cost: 30_000,
        valid_until: validUntil,
      }),
      409,
    );
    expect(again.message).toBe("Penawaran Anda sebelumnya masih menunggu jawaban pembeli");
    expect((await db().select().from(negotiations).where(eq(negotiations.transactionId, order.id))).length).toBe(
      rounds,
    );
  });

  it("answers 400 with a message beside each bad field, and 409 on an order past pending", async () => {
    const order = await buildOrder(db(), { buyerId: demo.id });
    const error = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/negotiate`, {
        "lines[0][transaction_detail_id]": order.detailIds[0],
        "lines[0][new_price]": "",
        shipping_cost: "abc",
        valid_until: "2020-01-01",
      }),
      400,
    );
    expect(error.data).toEqual({
      "lines.0.new_price": [sellerOrderMessages.price],
      shipping_cost: [sellerOrderMessages.shippingNumber],
      valid_until: [sellerOrderMessages.validUntilPast],
    });
    const missingLine = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/negotiate`, {
        "lines[0][transaction_detail_id]": 999_999,
        "lines[0][new_price]": 1000,
        shipping_cost: 0,
        valid_until: tomorrow(),
      }),
      400,
    );
    expect(missingLine.data).toEqual({ lines: ["Harga baru wajib diisi untuk setiap produk pesanan"] });

    const confirmed = await buildOrder(db(), { buyerId: demo.id, status: "confirmed" });
    const logs = await logCount(confirmed.id);
    const conflictError = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/order/${confirmed.id}/negotiate`, {
        "lines[0][transaction_detail_id]": confirmed.detailIds[0],
        "lines[0][new_price]": 1000,
        shipping_cost: 0,
        valid_until: tomorrow(),
      }),
      409,
    );
    expect(conflictError.message).toContain("Negosiasi hanya dapat dilakukan pada pesanan berstatus pending");
    expect(await logCount(confirmed.id)).toBe(logs);
    expect((await orderRow(confirmed.id)).negoStep).toBe(0);
  });

  it("lets the buyer not accept a deal whose seller round has expired (409), and accept one still open", async () => {
    const expired = await buildOrder(db(), { buyerId: demo.id, status: "confirmed", rounds: 2 });
    await db()
      .update(negotiations)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(negotiations.transactionId, expired.id));
    const buyerView = await call(api.app, transactionResponse, getRequest(demo, `/api/transaction/${expired.id}`));
    expect(buyerView.body.data.negotiations.at(-1)).toMatchObject({ is_admin: true, expired: true });
    const refused = await expectError(
      api.app,
      formRequest(demo, "POST", `/api/admin-transaction/update/${expired.id}`, { _method: "PUT", status: "process" }),
      409,
    );
    expect(refused.message).toBe(roundDeadlineTexts.expired);
    expect(await statusOf(db(), expired.id)).toBe("confirmed");

    const open = await buildOrder(db(), { buyerId: demo.id, status: "confirmed", rounds: 2 });
    await db()
      .update(negotiations)
      .set({ validUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(negotiations.transactionId, open.id));
    const accepted = await api.app.inject(
      formRequest(demo, "POST", `/api/admin-transaction/update/${open.id}`, { _method: "PUT", status: "process" }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await statusOf(db(), open.id)).toBe("process");
  });
});

describe("POST /api/admin/order/:id/cancel", () => {
  it("cancels before the first dispatch with the reason, gives the stock back, and refuses once goods left", async () => {
    const order = await buildOrder(db(), { buyerId: demo.id, status: "processed", lines: [{ qty: 3 }] });
    const [line] = await db()
      .select({ productId: transactionDetails.productId })
      .from(transactionDetails)
      .where(eq(transactionDetails.transactionId, order.id));
    const [{ stock }] = await db()
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, line.productId));
    const required = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/cancel`, { reason: "  " }),
      400,
    );
    expect(required.data).toEqual({ reason: [sellerOrderMessages.reason] });
    const { body } = await call(
      api.app,
      sellerOrderActionResponse,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/cancel`, { reason: "Stok habis di gudang" }),
    );
    expect(body.data).toEqual({ id: order.id, status: "cancel" });
    expect((await orderRow(order.id)).cancelReason).toBe("Stok habis di gudang");
    const [{ stock: after }] = await db()
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, line.productId));
    expect(after).toBe(stock + 3);

    for (const status of ["partial delivery", "shipped", "document", "paid"] as const) {
      const late = await buildOrder(db(), { buyerId: demo.id, status, shipments: 2 });
      const logs = await logCount(late.id);
      await expectError(
        api.app,
        formRequest(seller, "POST", `/api/admin/order/${late.id}/cancel`, { reason: "Terlambat" }),
        409,
      );
      expect(await statusOf(db(), late.id)).toBe(status);
      expect(await logCount(late.id)).toBe(logs);
      expect((await orderRow(late.id)).cancelReason).toBeNull();
    }
  });
});

describe("POST /api/admin/order/:id/process", () => {
  it("moves an order whose SPK is saved to processed, and refuses one without an SPK or still pending", async () => {
    const order = await buildOrder(db(), { buyerId: demo.id, status: "process", spk: true });
    const { body } = await call(
      api.app,
      sellerOrderActionResponse,
      formRequest(seller, "POST", `/api/admin/order/${order.id}/process`, {}),
    );
    expect(body.data.status).toBe("processed");
    const noSpk = await buildOrder(db(), { buyerId: demo.id, status: "process", spk: false });
    const refused = await expectError(
      api.app,
      formRequest(seller, "POST", `/api/admin/order/${noSpk.id}/process`, {}),
      409,
    );
    expect(refused.message).toBe("Pesanan belum dapat diproses: pembeli belum menyimpan SPK");
    expect(await statusOf(db(), noSpk.id)).toBe("process");
    const pending = await buildOrder(db(), { buyerId: demo.id });
    await expectError(api.app, formRequest(seller, "POST", `/api/admin/order/${pending.id}/process`, {}), 409);
    expect(await statusOf(db(), pending.id)).toBe("pending");
  });
});
