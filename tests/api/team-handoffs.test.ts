// The unit's hand-offs (issue 25, decision 0152): each step of an order taken by the member whose role
// it is, named on the timeline with that role; each step that waits for a role mails its holders and
// shows on their waiting list; a role change shows on the user answer at once.
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { todayInWita } from "../../server/contract/seller-orders";
import { userResponse } from "../../server/contract/auth";
import { transactionLogResponse } from "../../server/contract/order";
import { waitingResponse, waitingSteps, type WaitingOrder } from "../../server/contract/team";
import { negotiations, payments, shipmentItems } from "../../server/db/schema";
import type { ExportKind } from "../../server/contract/receipt";
import { expireOverduePayments } from "../../server/modules/order/expire";
import { currentPaper } from "../../server/modules/receipt/exports";
import { createMemoryMailer } from "../../server/providers/mail";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder, statusOf } from "../helpers/order-builder";
import { spkFields } from "../helpers/spk";
import { workUnits, type Person } from "../helpers/work-unit";
import { formRequest, getRequest, jsonRequest, multipartRequest, type Buyer } from "./buyer-session";

const mailer = createMemoryMailer();
const { api, demo, seller } = useApiSuite({
  seller: true,
  // The user answer is kept per customer (decision 0135): the role change must drop it.
  api: { shopOrigin: "http://shop.test", mailer, sessionCacheMs: 60_000 },
});
const db = () => api.handle.db;
const units = workUnits(api, mailer);

/** A unit whose owner is its PP, with a PPK, a Bendahara and a receiver. */
const fourPeople = () => units.unit({ ppk: ["ppk"], bendahara: ["bendahara"], penerima: ["penerima"] }, ["pp"]);

async function ok(request: InjectOptions) {
  const response = await api.app.inject(request);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** Who got a mail about `invoice` since `mark`, as `email: subject`, sorted. */
async function mailedSince(mark: number, invoice: string, expected: number): Promise<string[]> {
  return vi.waitFor(
    () => {
      const sent = mailer.messages
        .slice(mark)
        .filter((mail) => mail.subject.includes(invoice))
        .map((mail) => `${mail.to}: ${mail.subject}`)
        .sort();
      expect(sent).toHaveLength(expected);
      return sent;
    },
    { timeout: 3000, interval: 20 },
  );
}

async function waiting(who: Buyer): Promise<WaitingOrder[]> {
  const response = await api.app.inject(getRequest(who, "/api/team/waiting"));
  expect(response.statusCode, response.body).toBe(200);
  return waitingResponse.parse(response.json()).data.orders;
}

/** What each person waits for on `orderId`: `step (role)` per label, or nothing. */
async function waitsOn(people: Record<string, Buyer>, orderId: number): Promise<Record<string, string[]>> {
  const answer: Record<string, string[]> = {};
  for (const [label, who] of Object.entries(people))
    answer[label] = (await waiting(who))
      .filter((order) => order.id === orderId)
      .map((order) => `${order.step} (${order.role})`);
  return answer;
}

const sellerForm = (url: string, fields: Record<string, string | number> = {}) =>
  formRequest(seller, "POST", url, fields);

async function proof(transactionId: number, who: Buyer) {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  return multipartRequest(who, "/api/transaction/payment/proof-of-payment", {
    id: String(transactionId),
    account_name: "Dinas Pendidikan",
    account_number: "1500123456789",
    bank_name: "Bank Sulselbar",
    image: [png, "bukti.png"],
  });
}

const latestPayment = async (transactionId: number) =>
  (await db().select().from(payments).where(eq(payments.transactionId, transactionId)).orderBy(payments.id)).at(-1)!;

describe("an order passed from hand to hand", () => {
  it("mails each step's role holders, lists it as theirs, and names who took each step", async () => {
    const { owner, members } = await fourPeople();
    const { ppk, bendahara, penerima } = members;
    const people = { pp: owner, ppk, bendahara, penerima, other: demo };
    const nobody = { pp: [], ppk: [], bendahara: [], penerima: [], other: [] };
    const to = (person: Person, subject: string) => `${person.email}: ${subject}`;
    // A purchase request of the PP with their own round: the seller answers with an offer.
    const order = await buildOrder(db(), { buyerId: owner.id, status: "pending", rounds: 1 });
    const { invoice } = order;
    const validUntil = todayInWita(new Date(Date.now() + 3 * 86_400_000));

    let mark = mailer.messages.length;
    await ok(
      sellerForm(`/api/admin/order/${order.id}/negotiate`, {
        "lines[0][transaction_detail_id]": order.detailIds[0],
        "lines[0][new_price]": 10_000,
        shipping_cost: 20_000,
        valid_until: validUntil,
      }),
    );
    const offer = `Penawaran baru dari penjual untuk pesanan ${invoice}`;
    expect(await mailedSince(mark, invoice, 2)).toEqual([to(owner, offer), to(ppk, offer)].sort());
    const [round] = await db()
      .select({ validUntil: negotiations.validUntil })
      .from(negotiations)
      .where(eq(negotiations.transactionId, order.id))
      .orderBy(negotiations.negoStep)
      .then((rows) => rows.slice(-1));
    expect(await waitsOn(people, order.id)).toEqual({ ...nobody, pp: ["Tanggapi penawaran penjual (pp)"] });
    expect((await waiting(owner)).find((entry) => entry.id === order.id)?.deadline).toBe(
      round.validUntil?.toISOString(),
    );

    // The PP counters; the PPK may not.
    const counter = (who: Buyer) =>
      jsonRequest(who, `/api/transaction/store-negotiation/${order.id}`, {
        transaction_id: order.id,
        transaction_detail_id: [order.detailIds[0]],
        old_price: [1],
        new_price: [9_000],
      });
    expect((await api.app.inject(counter(ppk))).statusCode).toBe(403);
    await ok(counter(owner));
    expect(await waitsOn(people, order.id)).toEqual(nobody);

    mark = mailer.messages.length;
    await ok(sellerForm(`/api/admin/order/${order.id}/confirm`));
    expect(await mailedSince(mark, invoice, 1)).toEqual([to(ppk, `Pesanan ${invoice} telah dikonfirmasi`)]);
    expect(await waitsOn(people, order.id)).toEqual({ ...nobody, ppk: ["Setujui hasil negosiasi (ppk)"] });

    await ok(
      formRequest(ppk, "POST", `/api/admin-transaction/update/${order.id}`, { _method: "PUT", status: "Process" }),
    );
    expect(await waitsOn(people, order.id)).toEqual({ ...nobody, ppk: ["Lengkapi SPK (ppk)"] });
    await ok(formRequest(ppk, "POST", "/api/transaction/store-spk", spkFields(order.id)));
    expect(await waitsOn(people, order.id)).toEqual(nobody);
    await ok(sellerForm(`/api/admin/order/${order.id}/process`));

    mark = mailer.messages.length;
    await ok(
      sellerForm(`/api/admin/order/${order.id}/dispatch`, {
        partial_id: 1,
        courier: "JNE",
        no_airwaybill: "JNE0001",
        date_delivery: todayInWita(),
      }),
    );
    expect(await mailedSince(mark, invoice, 1)).toEqual([
      to(penerima, `Pengiriman 1 pesanan ${invoice} telah dikirim`),
    ]);
    expect(await waitsOn(people, order.id)).toEqual({ ...nobody, penerima: ["Catat penerimaan barang (penerima)"] });

    const [item] = await db()
      .select({ id: shipmentItems.id })
      .from(shipmentItems)
      .where(eq(shipmentItems.transactionDetailId, order.detailIds[0]));
    mark = mailer.messages.length;
    await ok(
      await multipartRequest(penerima, `/api/transaction-support-document/create/${item.id}`, {
        name_receipt: "Andi Penerima",
        unit_receipt: "2",
        date_receipt: todayInWita(),
      }),
    );
    expect(await statusOf(db(), order.id)).toBe("document");
    expect(await mailedSince(mark, invoice, 1)).toEqual([to(bendahara, `Pesanan ${invoice} siap dibayar`)]);
    expect(await waitsOn(people, order.id)).toEqual({ ...nobody, bendahara: ["Lakukan pembayaran (bendahara)"] });

    mark = mailer.messages.length;
    await ok(
      formRequest(bendahara, "POST", "/api/transaction/payment", {
        transaction_id: order.id,
        payment_success_url: `http://shop.test/example/bpd-payment?id_transaksi=${order.id}`,
        payment_service: "BPD",
      }),
    );
    expect(await mailedSince(mark, invoice, 1)).toEqual([to(bendahara, `Instruksi pembayaran pesanan ${invoice}`)]);
    const started = await latestPayment(order.id);
    expect(await waiting(bendahara)).toContainEqual({
      id: order.id,
      invoice,
      status: "pending_payment",
      role: "bendahara",
      step: waitingSteps.finishPayment.step,
      deadline: started.expiredDate?.toISOString(),
    });

    await ok(await proof(order.id, bendahara));
    // The proof waits for the seller.
    expect(await waitsOn(people, order.id)).toEqual(nobody);
    mark = mailer.messages.length;
    await ok(sellerForm(`/api/admin/payment/${started.id}/reject`, { note: "Tidak terbaca" }));
    expect(await mailedSince(mark, invoice, 1)).toEqual([to(bendahara, `Bukti pembayaran pesanan ${invoice} ditolak`)]);
    expect(await waitsOn(people, order.id)).toEqual({ ...nobody, bendahara: ["Selesaikan pembayaran (bendahara)"] });
    await ok(await proof(order.id, bendahara));
    mark = mailer.messages.length;
    await ok(sellerForm(`/api/admin/payment/${started.id}/accept`));
    expect(await mailedSince(mark, invoice, 1)).toEqual([to(bendahara, `Pembayaran pesanan ${invoice} diterima`)]);
    expect(await waitsOn(people, order.id)).toEqual(nobody);

    // The timeline names each buyer step's member and role, as they were named then; the seller's none.
    const log = await api.app.inject(getRequest(ppk, `/api/transaction/log/${order.id}`));
    const entries = transactionLogResponse.parse(log.json()).data.log;
    const named = entries
      .filter((entry) => entry.actor_name !== null)
      .map((entry) => `${entry.name_section_change}: ${entry.actor_name} (${entry.actor_role})`);
    expect(named).toEqual([
      `Penawaran harga dari pembeli: ${owner.name} (pp)`,
      `Perubahan status pesanan: ${ppk.name} (ppk)`,
      `SPK disimpan: ${ppk.name} (ppk)`,
      expect.stringMatching(new RegExp(`^Penerimaan barang dicatat: .*: ${penerima.name} \\(penerima\\)$`)),
      `Seluruh barang diterima: dokumen tagihan lengkap: ${penerima.name} (penerima)`,
      `Permintaan pembayaran: ${bendahara.name} (bendahara)`,
      `Perubahan status pesanan: ${bendahara.name} (bendahara)`,
      `Bukti pembayaran diunggah: ${bendahara.name} (bendahara)`,
      `Bukti pembayaran diunggah: ${bendahara.name} (bendahara)`,
    ]);
    const bySeller = entries.filter((entry) => entry.name_section_change.includes("penjual"));
    expect(bySeller.length).toBeGreaterThan(0);
    expect(bySeller.every((entry) => entry.actor_name === null && entry.actor_role === null)).toBe(true);

    // The papers name the members from the same snapshots.
    const paper = async (kind: ExportKind) => {
      const model = await currentPaper(db(), order.id, kind, 1);
      return model!.sections.flatMap((section) => [
        ...(section.facts ?? []).map(([label, value]) => `${label}: ${value}`),
        ...(section.paragraphs ?? []),
      ]);
    };
    expect(await paper("spk")).toContain(`Disetujui oleh: ${ppk.name} (PPK)`);
    expect(await paper("bast")).toContain(`Penerimaan dicatat oleh ${penerima.name} (Penerima Barang).`);
    expect(await paper("receipt")).toContain(`Dibayar oleh: ${bendahara.name} (Bendahara)`);
  });

  it("mails a cancel to every member and an expired payment to the Bendahara alone", async () => {
    const { owner, members } = await fourPeople();
    const everyone = [owner, members.ppk, members.bendahara, members.penerima];
    const cancelled = await buildOrder(db(), { buyerId: owner.id, status: "process", spk: true });
    let mark = mailer.messages.length;
    await ok(sellerForm(`/api/admin/order/${cancelled.id}/cancel`, { reason: "Stok habis" }));
    const subject = `Pesanan ${cancelled.invoice} dibatalkan`;
    expect(await mailedSince(mark, cancelled.invoice, 4)).toEqual(
      everyone.map((person) => `${person.email}: ${subject}`).sort(),
    );

    const payable = await buildOrder(db(), { buyerId: owner.id, status: "document" });
    await ok(
      formRequest(members.bendahara, "POST", "/api/transaction/payment", {
        transaction_id: payable.id,
        payment_success_url: `http://shop.test/example/bpd-payment?id_transaksi=${payable.id}`,
        payment_service: "BPD",
      }),
    );
    const { expiredDate } = await latestPayment(payable.id);
    mark = mailer.messages.length;
    await expireOverduePayments(api.app.appDeps, api.app.log, new Date(expiredDate!.getTime() + 1000));
    expect(await mailedSince(mark, payable.invoice, 1)).toEqual([
      `${members.bendahara.email}: Batas waktu pembayaran pesanan ${payable.invoice} telah berakhir`,
    ]);
    expect(await waiting(members.bendahara)).toContainEqual(
      expect.objectContaining({ id: payable.id, step: waitingSteps.pay.step, deadline: null }),
    );
  });
});

describe("the waiting list", () => {
  it("lists the nearest deadline first and those without one last, and only steps the API would take", async () => {
    const { owner } = await units.unit({});
    const day = 86_400_000;
    const offer = await buildOrder(db(), { buyerId: owner.id, status: "pending", rounds: 2 });
    await db()
      .update(negotiations)
      .set({ validUntil: new Date(Date.now() + 2 * day) })
      .where(eq(negotiations.transactionId, offer.id));
    const paying = await buildOrder(db(), { buyerId: owner.id, status: "pending_payment" });
    await db()
      .update(payments)
      .set({ expiredDate: new Date(Date.now() + day) })
      .where(eq(payments.transactionId, paying.id));
    const spk = await buildOrder(db(), { buyerId: owner.id, status: "confirmed" });
    const payable = await buildOrder(db(), { buyerId: owner.id, status: "document" });
    // Not the unit's steps: an expired offer cannot be accepted, an SPK saved waits for the seller, a
    // proof under review for the seller, a purchase request without an offer for the seller.
    const expired = await buildOrder(db(), { buyerId: owner.id, status: "confirmed", rounds: 2 });
    await db()
      .update(negotiations)
      .set({ validUntil: new Date(Date.now() - day) })
      .where(eq(negotiations.transactionId, expired.id));
    await buildOrder(db(), { buyerId: owner.id, status: "process", spk: true });
    await buildOrder(db(), {
      buyerId: owner.id,
      status: "pending_payment",
      payment: { service: "BPD", status: "reviewed" },
    });
    await buildOrder(db(), { buyerId: owner.id, status: "pending" });
    await buildOrder(db(), { buyerId: owner.id, status: "paid" });

    expect((await waiting(owner)).map((order) => [order.id, order.step])).toEqual([
      [paying.id, waitingSteps.finishPayment.step],
      [offer.id, waitingSteps.answerRound.step],
      [payable.id, waitingSteps.pay.step],
      [spk.id, waitingSteps.fillSpk.step],
    ]);
    expect((await waiting(demo)).map((order) => order.id)).not.toContain(paying.id);
  });
});

describe("roles changed by the owner", () => {
  it("show on the member's user answer at once, as do joining and leaving", async () => {
    const owner = await units.newAccount("pemilik");
    const colleague = await units.newAccount("rekan");
    const rolesOf = async (who: Buyer) =>
      userResponse.parse((await api.app.inject(getRequest(who, "/api/user"))).json()).data.my_roles;
    expect(await rolesOf(colleague)).toEqual(["pp", "ppk", "bendahara", "penerima"]);
    await units.join(owner, colleague, ["ppk"]);
    expect(await rolesOf(colleague)).toEqual(["ppk"]);
    await ok(jsonRequest(owner, "/api/team/member/roles", { customer_id: colleague.id, roles: ["ppk", "penerima"] }));
    expect(await rolesOf(colleague)).toEqual(["ppk", "penerima"]);
    expect(await rolesOf(owner)).toEqual(["pp", "ppk", "bendahara", "penerima"]);
    await ok(jsonRequest(owner, "/api/team/member/roles", { customer_id: owner.id, roles: ["pp", "bendahara"] }));
    expect(await rolesOf(owner)).toEqual(["pp", "bendahara"]);
  });
});
