// Orders for API tests, made the way the API makes them: a purchase request moved to the wanted status
// through the lifecycle's transition() (the shortest path the table allows, each move by the actor the
// table names), so tests name what they need instead of a seeded invoice.
//
//   const order = await buildOrder(api.handle.db, { buyerId: demo.id, status: "document", rounds: 2 });
import { membershipOf } from "../../server/modules/team/membership";
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { ORDER_MOVES, type OrderMove, type OrderStatus } from "../../server/contract/order-status";
import type { Db } from "../../server/db/client";
import {
  admins,
  negotiations,
  payments,
  products,
  receipts,
  shipmentItems,
  shipments,
  spks,
  transactionDetails,
  transactions,
} from "../../server/db/schema";
import { transition } from "../../server/modules/order/lifecycle";
import { spkRow } from "./spk";

export type OrderSpec = {
  buyerId: number;
  /** Where the order ends up (default pending). */
  status?: OrderStatus;
  /** Product lines (default one line of the first enabled product, 2 units). */
  lines?: { productId?: number; qty: number; price?: number }[];
  /** Negotiation rounds, alternating buyer then seller (so an even count ends with the seller's). */
  rounds?: number;
  /** A payment row; default one for every status past pending_payment. */
  payment?: { service: "BPD" | "Doku"; status: "pending" | "reviewed" | "failed" | "expired" | "success" } | null;
  /** Delivery batches (default 1); lines travel with batch 1. */
  shipments?: number;
  /** A saved SPK; default one for every status from processed on. */
  spk?: boolean;
};

export type BuiltOrder = { id: number; invoice: string; detailIds: number[]; path: OrderMove[] };

/** The moves from `from` to `to`, fewest first (breadth-first over the table). */
export function pathTo(to: OrderStatus, from: OrderStatus = "pending"): OrderMove[] {
  const queue: { status: OrderStatus; moves: OrderMove[] }[] = [{ status: from, moves: [] }];
  const seen = new Set<OrderStatus>([from]);
  while (queue.length > 0) {
    const { status, moves } = queue.shift()!;
    if (status === to) return moves;
    // The shipped → paid move serves only orders paid before delivery under the old flow.
    const next = ORDER_MOVES.filter((candidate) => candidate.from === status && !isLegacyMove(candidate));
    for (const move of next) {
      if (seen.has(move.to)) continue;
      seen.add(move.to);
      queue.push({ status: move.to, moves: [...moves, move] });
    }
  }
  throw new Error(`no path in ORDER_MOVES from ${from} to ${to}`);
}

const isLegacyMove = (move: OrderMove) => move.from === "shipped" && move.to === "paid";

/** Statuses whose goods are all received: the claim is payable or paid. */
const RECEIVED = new Set<OrderStatus>([
  "document",
  "pending_payment",
  "payment_process",
  "payment_expired",
  "payment_failed",
  "paid",
]);
const DISPATCHED_ALL = new Set<OrderStatus>(["shipped", ...RECEIVED]);
const SPK_SAVED = new Set<OrderStatus>(["processed", "partial delivery", ...DISPATCHED_ALL]);

const paymentFor = (status: OrderStatus): OrderSpec["payment"] =>
  status === "paid"
    ? { service: "BPD", status: "success" }
    : status === "pending_payment" || status === "payment_process"
      ? { service: "BPD", status: "pending" }
      : status === "payment_expired"
        ? { service: "Doku", status: "expired" }
        : status === "payment_failed"
          ? { service: "Doku", status: "failed" }
          : null;

export async function buildOrder(db: Db, spec: OrderSpec): Promise<BuiltOrder> {
  const status = spec.status ?? "pending";
  const [firstProduct] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, "enabled"))
    .orderBy(asc(products.id))
    .limit(1);
  const lines = spec.lines ?? [{ qty: 2 }];
  const rows = await Promise.all(
    lines.map(async (line) => {
      const [product] = await db
        .select({ id: products.id, name: products.name, price: products.price })
        .from(products)
        .where(eq(products.id, line.productId ?? firstProduct.id));
      const price = line.price ?? product.price;
      return { product, qty: line.qty, price, subtotal: price * line.qty };
    }),
  );
  const batches = spec.shipments ?? 1;
  const shippingCost = 50_000 * batches;
  const totalPrice = rows.reduce((sum, row) => sum + row.subtotal, 0);
  const totalPpn = rows.reduce((sum, row) => sum + Math.round((row.subtotal * 11) / 100), 0);
  const invoice = `INV/TEST/${randomBytes(6).toString("hex")}`;

  const [order] = await db
    .insert(transactions)
    .values({
      customerId: spec.buyerId,
      workUnitId: (await membershipOf(db, spec.buyerId)).workUnitId,
      invoice,
      status: "pending",
      idempotencyKey: invoice,
      shippingCourier: "jne",
      shippingService: "REG",
      shippingCost,
      totalQty: rows.reduce((sum, row) => sum + row.qty, 0),
      totalPrice,
      totalPpn,
      grandTotal: totalPrice + totalPpn + shippingCost,
      negoStep: spec.rounds ?? 0,
      satker: "Bagian Umum",
      nameReceipt: "Penerima Uji",
      phoneReceipt: "081200000000",
      address: "Jl. Uji No. 1",
      subDistrict: "Panakkukang",
      district: "Kota Makassar",
      province: "Sulawesi Selatan",
      postalCode: "90231",
    })
    .returning({ id: transactions.id });
  const details = await db
    .insert(transactionDetails)
    .values(
      rows.map((row) => ({
        transactionId: order.id,
        productId: row.product.id,
        nameProduct: row.product.name,
        unit: "Unit",
        qty: row.qty,
        price: row.price,
        priceAfterDiscount: row.price,
        subtotal: row.subtotal,
      })),
    )
    .returning({ id: transactionDetails.id });
  const dispatched = (partialId: number) =>
    DISPATCHED_ALL.has(status) || (status === "partial delivery" && partialId === 1);
  for (let partialId = 1; partialId <= batches; partialId++) {
    const [shipment] = await db
      .insert(shipments)
      .values({
        transactionId: order.id,
        partialId,
        shippingCost: 50_000,
        etd: "2-3",
        ...(dispatched(partialId)
          ? { status: "shipped", courier: "jne", noAirwaybill: `RESI${partialId}`, dateDelivery: new Date() }
          : {}),
      })
      .returning({ id: shipments.id });
    if (partialId === 1) {
      const items = await db
        .insert(shipmentItems)
        .values(
          details.map((detail, index) => ({
            shipmentId: shipment.id,
            transactionDetailId: detail.id,
            qty: rows[index].qty,
          })),
        )
        .returning({ id: shipmentItems.id, detailId: shipmentItems.transactionDetailId, qty: shipmentItems.qty });
      if (RECEIVED.has(status))
        await db.insert(receipts).values(
          items.map((item) => ({
            transactionDetailId: item.detailId,
            shipmentItemId: item.id,
            dateReceipt: new Date().toISOString().slice(0, 10),
            unitDelivery: item.qty,
            unitReceipt: item.qty,
            nameReceipt: "Penerima Uji",
          })),
        );
    }
  }
  if (spec.spk ?? SPK_SAVED.has(status)) await db.insert(spks).values(spkRow(order.id));
  for (let step = 1; step <= (spec.rounds ?? 0); step++) {
    await db.insert(negotiations).values({ transactionId: order.id, negoStep: step, isAdmin: step % 2 === 0 });
  }
  const payment = spec.payment === undefined ? paymentFor(status) : spec.payment;
  if (payment) {
    await db.insert(payments).values({
      transactionId: order.id,
      paymentService: payment.service,
      nominal: totalPrice + totalPpn + shippingCost,
      status: payment.status,
      expiredDate: new Date(Date.now() + 86_400_000),
    });
  }

  const path = pathTo(status);
  const [seller] = path.some((move) => move.actor === "seller")
    ? await db.select({ id: admins.id }).from(admins).orderBy(asc(admins.id)).limit(1)
    : [];
  for (const move of path) {
    await transition(db, {
      transactionId: order.id,
      to: move.to,
      actor: move.actor,
      actorId: move.actor === "buyer" ? spec.buyerId : move.actor === "seller" ? seller.id : null,
    });
  }
  return { id: order.id, invoice, detailIds: details.map((detail) => detail.id), path };
}

/** The order's status as stored. */
export async function statusOf(db: Db, transactionId: number): Promise<string> {
  const [row] = await db
    .select({ status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId)));
  return row.status;
}
