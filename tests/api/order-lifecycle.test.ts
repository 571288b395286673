// The order lifecycle's table (decision 0120): every allowed move of ORDER_MOVES writes its status and
// one timeline entry; a forbidden move is a 409 that changes nothing; the generic door
// `admin-transaction/update/{id}` makes only the buyer's Process (each command is tested in
// order-commands.test.ts).
import { count, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderUpdateResponse } from "../../server/contract/seller";
import {
  nextStatuses,
  ORDER_MOVES,
  ORDER_STATUSES,
  type Actor,
  type OrderStatus,
} from "../../server/contract/order-status";
import { transactionRouteTexts } from "../../server/modules/transaction/routes";
import { transactionLogs, transactions } from "../../server/db/schema";
import { transition } from "../../server/modules/order/lifecycle";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder, statusOf } from "../helpers/order-builder";
import { formRequest } from "./buyer-session";
import { call, expectError } from "./support";

const { api, demo, other, seller } = useApiSuite({ seller: true });

const updateUrl = (id: number) => `/api/admin-transaction/update/${id}`;
/** As the spec sends it: POST with _method=PUT and the status capitalised. */
const updateRequest = (who: { id: number; headers: { authorization: string } }, id: number, status: string) =>
  formRequest(who, "POST", updateUrl(id), { _method: "PUT", status: status[0].toUpperCase() + status.slice(1) });

async function logCount(id: number) {
  const [row] = await api.handle.db
    .select({ n: count() })
    .from(transactionLogs)
    .where(eq(transactionLogs.transactionId, id));
  return row.n;
}

async function lastLog(id: number) {
  const [row] = await api.handle.db
    .select()
    .from(transactionLogs)
    .where(eq(transactionLogs.transactionId, id))
    .orderBy(desc(transactionLogs.id))
    .limit(1);
  return row;
}

describe("every allowed move", () => {
  it.each(ORDER_MOVES.map((move) => [`${move.from} → ${move.to} by the ${move.actor}`, move] as const))(
    "%s writes the status and one timeline entry",
    async (_name, move) => {
      const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: move.from });
      expect(await statusOf(api.handle.db, order.id)).toBe(move.from);
      const before = await logCount(order.id);
      const actorId = move.actor === "buyer" ? demo.id : move.actor === "seller" ? seller.id : null;
      await transition(api.handle.db, { transactionId: order.id, to: move.to, actor: move.actor, actorId });
      expect(await statusOf(api.handle.db, order.id)).toBe(move.to);
      expect(await logCount(order.id)).toBe(before + 1);
      expect(await lastLog(order.id)).toMatchObject({
        sectionChange: "status",
        oldValue: move.from,
        newValue: move.to,
        actor: move.actor,
        actorId,
      });
    },
  );
});

describe("forbidden moves", () => {
  // The old order (payment before delivery) and other shortcuts.
  const forbidden: { from: OrderStatus; to: OrderStatus; actor: Actor }[] = [
    { from: "pending", to: "paid", actor: "seller" },
    { from: "pending", to: "process", actor: "seller" },
    { from: "confirmed", to: "process", actor: "seller" },
    { from: "confirmed", to: "document", actor: "buyer" },
    { from: "process", to: "document", actor: "buyer" },
    { from: "process", to: "processed", actor: "buyer" },
    { from: "paid", to: "processed", actor: "seller" },
    { from: "processed", to: "document", actor: "buyer" },
    { from: "partial delivery", to: "document", actor: "buyer" },
    { from: "partial delivery", to: "cancel", actor: "seller" },
    { from: "shipped", to: "cancel", actor: "seller" },
    { from: "document", to: "cancel", actor: "seller" },
    { from: "cancel", to: "pending", actor: "seller" },
    { from: "paid", to: "cancel", actor: "seller" },
    { from: "pending", to: "confirmed", actor: "buyer" },
    { from: "document", to: "paid", actor: "buyer" },
    { from: "paid", to: "pending_payment", actor: "system" },
    { from: "shipped", to: "processed", actor: "system" },
  ];

  it.each(forbidden.map((move) => [`${move.from} → ${move.to} by the ${move.actor}`, move] as const))(
    "%s is a 409 that changes nothing",
    async (_name, move) => {
      const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: move.from });
      const before = await logCount(order.id);
      const actorId = move.actor === "buyer" ? demo.id : move.actor === "seller" ? seller.id : null;
      await expect(
        transition(api.handle.db, { transactionId: order.id, to: move.to, actor: move.actor, actorId }),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: expect.stringMatching(/^Status pesanan tidak dapat diubah dari ".+" ke ".+"$/),
      });
      expect(await statusOf(api.handle.db, order.id)).toBe(move.from);
      expect(await logCount(order.id)).toBe(before);
    },
  );
});

describe("the generic door admin-transaction/update/{id}", () => {
  it.each(ORDER_STATUSES.map((status) => [status] as const))(
    "refuses the seller every move from %s (409), changing nothing",
    async (from) => {
      const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: from });
      const before = await logCount(order.id);
      for (const to of nextStatuses(from, "seller").concat(["paid", "cancel", "processed"])) {
        const error = await expectError(api.app, updateRequest(seller, order.id, to), 409);
        expect(error.message).toBe(transactionRouteTexts.genericDoor);
      }
      expect(await statusOf(api.handle.db, order.id)).toBe(from);
      expect(await logCount(order.id)).toBe(before);
    },
  );

  it("lets the buyer make only the spec's move: Process on a confirmed, negotiated order", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "confirmed", rounds: 2 });
    for (const to of ["document", "pending_payment", "paid", "cancel", "shipped"]) {
      const error = await expectError(api.app, updateRequest(demo, order.id, to), 409);
      expect(error.message).toBe(transactionRouteTexts.genericDoor);
    }
    expect(await statusOf(api.handle.db, order.id)).toBe("confirmed");
    const { body } = await call(api.app, orderUpdateResponse, updateRequest(demo, order.id, "process"));
    expect(body.data).toEqual({ id: order.id, status: "process" });
    expect(await lastLog(order.id)).toMatchObject({ oldValue: "confirmed", newValue: "process", actor: "buyer" });
    // Sent again, it is a move the table no longer allows.
    await expectError(api.app, updateRequest(demo, order.id, "process"), 409);
    expect(await statusOf(api.handle.db, order.id)).toBe("process");
  });

  it("answers 404 on another buyer's order and changes nothing", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: other.id, status: "confirmed", rounds: 2 });
    await expectError(api.app, updateRequest(demo, order.id, "process"), 404);
    expect(await statusOf(api.handle.db, order.id)).toBe("confirmed");
  });

  it("rejects a status the lifecycle does not know (400) and a missing token (401)", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "pending" });
    const invalid = await expectError(api.app, updateRequest(seller, order.id, "selesai"), 400);
    expect(invalid.data).toEqual({ status: ["Status pesanan tidak valid"] });
    await expectError(
      api.app,
      formRequest(null, "POST", updateUrl(order.id), { _method: "PUT", status: "confirmed" }),
      401,
    );
    expect(await statusOf(api.handle.db, order.id)).toBe("pending");
  });

  it("lets only one of two concurrent moves from the same status pass", async () => {
    // The same move twice: whichever takes the order's lock second finds it moved already. (Two different
    // moves could both pass in turn: processed → partial delivery, then partial delivery → shipped.)
    const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "processed" });
    const ship = () =>
      transition(api.handle.db, { transactionId: order.id, to: "shipped", actor: "seller", actorId: seller.id });
    const results = await Promise.allSettled([ship(), ship()]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.find((result) => result.status === "rejected")).toMatchObject({ reason: { statusCode: 409 } });
    expect(await logCount(order.id)).toBe(order.path.length + 1);
  });

  it("keeps the status column to the lifecycle's statuses (a database check)", async () => {
    const order = await buildOrder(api.handle.db, { buyerId: demo.id });
    await expect(
      api.handle.db.update(transactions).set({ status: "selesai" }).where(eq(transactions.id, order.id)),
    ).rejects.toThrow();
    expect(ORDER_STATUSES).toContain(await statusOf(api.handle.db, order.id));
  });
});

describe("the seeded demo orders", () => {
  it("reached their status through the lifecycle: every status entry names its actor", async () => {
    const rows = await api.handle.db
      .select({ actor: transactionLogs.actor })
      .from(transactionLogs)
      .where(eq(transactionLogs.sectionChange, "status"));
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(["buyer", "seller", "system"]).toContain(row.actor);
  });
});
