// Orders for the goods-receipt tests: one line split over two delivery batches (3 + 2 units) beside a
// second line that travels whole with batch 1, built through the lifecycle to `processed`, and the
// seller's dispatch of a batch through its API (the way batches really leave).
import { and, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { shipmentItems, shipments } from "../../server/db/schema";
import type { TestApi } from "../api/support";
import type { SellerSession } from "../api/seller-session";
import { formRequest } from "../api/buyer-session";
import { todayInWita } from "../../server/contract/seller-orders";
import { buildOrder, type BuiltOrder, type OrderSpec } from "./order-builder";

export type SplitOrder = BuiltOrder & {
  /** Outgoing details (shipment item ids): the split line in batch 1 and 2, the whole line in batch 1. */
  split1: number;
  split2: number;
  whole: number;
};

export type SplitSpec = Omit<OrderSpec, "lines" | "shipments"> & {
  /** The split line's units in batch 1 and batch 2 (default 3 + 2) and its unit price (default 200.000). */
  split?: [number, number];
  splitPrice?: number;
  /** The whole line (default 2 × 150.000). */
  whole?: { qty: number; price: number };
};

export async function buildSplitOrder(db: Db, spec: SplitSpec): Promise<SplitOrder> {
  const { split = [3, 2], splitPrice = 200_000, whole: wholeLine = { qty: 2, price: 150_000 }, ...rest } = spec;
  const order = await buildOrder(db, {
    status: "processed",
    ...rest,
    lines: [{ qty: split[0] + split[1], price: splitPrice }, wholeLine],
    shipments: 2,
  });
  const batches = await db.select().from(shipments).where(eq(shipments.transactionId, order.id));
  const first = batches.find((batch) => batch.partialId === 1)!;
  const second = batches.find((batch) => batch.partialId === 2)!;
  const [split1] = await db
    .update(shipmentItems)
    .set({ qty: split[0] })
    .where(and(eq(shipmentItems.shipmentId, first.id), eq(shipmentItems.transactionDetailId, order.detailIds[0])))
    .returning({ id: shipmentItems.id });
  const [split2] = await db
    .insert(shipmentItems)
    .values({ shipmentId: second.id, transactionDetailId: order.detailIds[0], qty: split[1] })
    .returning({ id: shipmentItems.id });
  const [whole] = await db
    .select({ id: shipmentItems.id })
    .from(shipmentItems)
    .where(and(eq(shipmentItems.shipmentId, first.id), eq(shipmentItems.transactionDetailId, order.detailIds[1])));
  return { ...order, split1: split1.id, split2: split2.id, whole: whole.id };
}

/** The seller dispatches batch `partialId` today. */
export async function dispatch(api: TestApi, seller: SellerSession, transactionId: number, partialId: number) {
  const response = await api.app.inject(
    formRequest(seller, "POST", `/api/admin/order/${transactionId}/dispatch`, {
      partial_id: String(partialId),
      courier: "JNE",
      no_airwaybill: `AWB${transactionId}${partialId}`,
      date_delivery: todayInWita(),
    }),
  );
  if (response.statusCode !== 200) throw new Error(`dispatch failed: ${response.body}`);
}
