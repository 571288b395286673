// The buyer's side of a negotiation: the counter-offer round (spec §5 "Counter-offer"), and accepting
// the deal through `admin-transaction/update/{id}` (only with rounds, not past the seller's deadline).
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buyerNegotiationResponse, negotiationMessages } from "../../server/contract/negotiation";
import { orderUpdateResponse } from "../../server/contract/seller";
import { transactionResponse } from "../../server/contract/transaction";
import { negotiations, transactionLogs } from "../../server/db/schema";
import { roundDeadlineTexts } from "../../server/modules/order/round-deadline";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder, statusOf } from "../helpers/order-builder";
import { formRequest, getRequest, jsonRequest, type Buyer } from "./buyer-session";
import { call, expectError } from "./support";

const { api, demo, other } = useApiSuite();

const offerUrl = (id: number) => `/api/transaction/store-negotiation/${id}`;
const roundsOf = (id: number) =>
  api.handle.db
    .select()
    .from(negotiations)
    .where(eq(negotiations.transactionId, id))
    .orderBy(desc(negotiations.negoStep));
const read = async (who: Buyer, id: number) =>
  (await call(api.app, transactionResponse, getRequest(who, `/api/transaction/${id}`))).body.data;

describe("POST transaction/store-negotiation/:id", () => {
  it("adds the buyer's round with the changed prices and shipping cost; totals follow", async () => {
    const order = await buildOrder(api.handle.db, {
      buyerId: demo.id,
      status: "pending",
      rounds: 2,
      lines: [
        { qty: 2, price: 10_000 },
        { qty: 1, price: 40_000 },
      ],
    });
    const [lineA, lineB] = order.detailIds;
    const { response, body } = await call(
      api.app,
      buyerNegotiationResponse,
      jsonRequest(demo, offerUrl(order.id), {
        transaction_id: order.id,
        old_shipping_price: 50_000,
        new_shipping_price: 30_000,
        transaction_detail_id: [lineA, lineB],
        old_price: [10_000, 40_000],
        new_price: [9_000, 40_000],
        notes: "Mohon harga terbaik",
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(body.message).toBe("Selamat Permohonan Nego Anda Berhasil diajukan, mohon menunggu proses selanjutnya");
    expect(body.data).toEqual({ id: order.id, status: "pending", nego_step: 3 });

    const answer = await read(demo, order.id);
    const round = answer.negotiations.at(-1)!;
    expect(round).toMatchObject({ nego_step: 3, is_admin: false, note: "Mohon harga terbaik" });
    // Only the line that changed is in the round.
    expect(
      round.product_negotiation.map((line) => [line.transaction_detail_id, line.old_price, line.new_price]),
    ).toEqual([[lineA, 10_000, 9_000]]);
    expect(round.shipping_cost_negotiation).toEqual({ old_price: 50_000, new_price: 30_000 });
    // 2 × 9,000 + 40,000 = 58,000; VAT 11% per line: 1,980 + 4,400; shipping 30,000.
    expect(answer.data).toMatchObject({
      total_price_nego: 58_000,
      total_ppn: 6_380,
      shipping_cost_nego: 30_000,
      grand_total: 94_380,
      nego_step: 3,
    });
    const logs = await api.handle.db.select().from(transactionLogs).where(eq(transactionLogs.transactionId, order.id));
    expect(
      logs
        .filter((log) => log.sectionNego === 3)
        .map((log) => log.sectionChange)
        .sort(),
    ).toEqual(["price", "shipping cost"]);
  });

  it("reads a form too, and answers 'mohon untuk mengisi data terlebih dahulu' when nothing changed", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "pending", rounds: 2 });
    const unchanged = await expectError(
      api.app,
      formRequest(demo, "POST", offerUrl(order.id), {
        "transaction_detail_id[]": order.detailIds[0],
        "new_price[]": "",
        notes: "tanpa perubahan",
      }),
      400,
    );
    expect(unchanged.message).toBe(negotiationMessages.empty);
    const empty = await expectError(api.app, jsonRequest(demo, offerUrl(order.id), {}), 400);
    expect(empty.message).toBe(negotiationMessages.empty);
    expect((await roundsOf(order.id)).length).toBe(2);
  });

  it("takes digits only and a line of this order only", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "pending", rounds: 2 });
    const letters = await expectError(
      api.app,
      jsonRequest(demo, offerUrl(order.id), { transaction_detail_id: [order.detailIds[0]], new_price: ["9.000"] }),
      400,
    );
    expect(letters.data).toEqual({ "new_price.0": [negotiationMessages.price] });
    const foreign = await buildOrder(api.handle.db, { buyerId: demo.id, status: "pending", rounds: 2 });
    const error = await expectError(
      api.app,
      jsonRequest(demo, offerUrl(order.id), { transaction_detail_id: [foreign.detailIds[0]], new_price: [1] }),
      400,
    );
    expect(error.data).toEqual({ transaction_detail_id: [negotiationMessages.lineId] });
    expect((await roundsOf(order.id)).length).toBe(2);
  });

  it("refuses another buyer's order (404), and a status or turn that forbids it (409), changing nothing", async () => {
    const others = await buildOrder(api.handle.db, { buyerId: other.id, status: "pending", rounds: 2 });
    await expectError(api.app, jsonRequest(demo, offerUrl(others.id), { new_shipping_price: 1 }), 404);
    expect((await roundsOf(others.id)).length).toBe(2);
    for (const [status, rounds] of [
      ["pending", 1], // the last round is the buyer's own
      ["pending", 0], // no seller round to answer
      ["confirmed", 2], // not exactly pending
    ] as const) {
      const order = await buildOrder(api.handle.db, { buyerId: demo.id, status, rounds });
      await expectError(api.app, jsonRequest(demo, offerUrl(order.id), { new_shipping_price: 1 }), 409);
      expect((await roundsOf(order.id)).length).toBe(rounds);
      expect(await statusOf(api.handle.db, order.id)).toBe(status);
    }
  });
});

describe("accepting the deal (POST admin-transaction/update/:id, _method=PUT, status=Process)", () => {
  const accept = (who: Buyer, id: number) =>
    formRequest(who, "POST", `/api/admin-transaction/update/${id}`, { _method: "PUT", status: "Process" });

  it("moves a confirmed order with rounds to process", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "confirmed", rounds: 2 });
    const { response, body } = await call(api.app, orderUpdateResponse, accept(demo, order.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(body.data).toEqual({ id: order.id, status: "process" });
  });

  it("refuses an order without rounds (409) and an expired seller round (409)", async () => {
    const plain = await buildOrder(api.handle.db, { buyerId: demo.id, status: "confirmed" });
    const error = await expectError(api.app, accept(demo, plain.id), 409);
    expect(error.message).toBe(roundDeadlineTexts.noRounds);
    expect(await statusOf(api.handle.db, plain.id)).toBe("confirmed");
    const stale = await buildOrder(api.handle.db, { buyerId: demo.id, status: "confirmed", rounds: 2 });
    await api.handle.db
      .update(negotiations)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(negotiations.transactionId, stale.id));
    expect((await expectError(api.app, accept(demo, stale.id), 409)).message).toBe(roundDeadlineTexts.expired);
    expect(await statusOf(api.handle.db, stale.id)).toBe("confirmed");
  });
});
