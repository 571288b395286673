// Orders of the demo buyers in every status of the lifecycle, in the treasury's order (decision 0120):
// purchase request, deal, SPK, the goods prepared, dispatched and received, and only then the payment.
// Each is made as a purchase request and moved to its status through the lifecycle's transition(), as
// the API moves real orders, never by writing its status; its rows (SPK, batches, receipts, payment,
// reviews) and its timeline are what the commands of that history leave. Totals follow the domain
// rules: VAT 11% of each line's (negotiated) subtotal, rounded per line; grand total = items + VAT +
// shipping (negotiated where negotiated).
import { membershipOf } from "../../modules/team/membership";
import { TEAM_ROLES, type TeamRole } from "../../contract/team";
import { asc, eq } from "drizzle-orm";
import { ORDER_STATUSES, type Actor, type OrderStatus, type PaymentStatus } from "../../contract/order-status";
import { transition, type StepActor } from "../../modules/order/lifecycle";
import type { Db } from "../client";
import {
  complaints,
  customerAddresses,
  customers,
  districts,
  negotiationItems,
  negotiations,
  payments,
  productImages,
  products,
  provinces,
  receipts,
  reviews,
  shipmentItems,
  shipments,
  spks,
  subDistricts,
  transactionDetails,
  transactionLogs,
  transactions,
  units,
} from "../schema";
import { SEED_TIME } from "./catalogue";

type Line = {
  product: string;
  qty: number;
  discount?: number;
  priceNego?: number;
  notes?: string;
  partials?: number[];
};
type Round = { isAdmin: boolean; prices: (number | null)[]; shipping?: number; note?: string };

type OrderPlan = {
  invoice: string;
  status: OrderStatus;
  day: number;
  buyer: "demo" | "other";
  address: number;
  courier: "jne" | "pos" | "tiki";
  service: string;
  /** Shipping cost per delivery batch. */
  batches: number[];
  shippingNego?: number;
  lines: Line[];
  rounds?: Round[];
  /** process only: the buyer has saved the SPK (every order past process has one, none before). */
  spk?: boolean;
  /** partial delivery only: the batches (partial ids) dispatched so far, not all of them. */
  dispatched?: number[];
  /** partial delivery and shipped: the dispatched batches the buyer has recorded, not all of them. */
  received?: number[];
  /** From pending_payment on: the one payment attempt; its status follows the order's. */
  payment?: { service: "BPD" | "Doku"; expiresInDays: number };
  /** paid only, as the review and complaint pages allow. */
  review?: { line: number; star: number; notes: string; respon?: string };
  complaint?: { line: number; text: string; respon?: string };
};

const plans: OrderPlan[] = [
  {
    invoice: "INV/20260903/0001",
    status: "paid",
    day: 2,
    buyer: "demo",
    address: 0,
    courier: "jne",
    service: "REG",
    batches: [185_000],
    lines: [
      { product: "Kertas HVS A4 70 gsm", qty: 20, notes: "Kirim ke ruang arsip" },
      { product: "Pulpen Gel 0,5 mm Hitam", qty: 5, discount: 10 },
    ],
    payment: { service: "BPD", expiresInDays: 1 },
    review: {
      line: 0,
      star: 5,
      notes: "Kertas tebal dan rapi, pengiriman tepat waktu.",
      respon: "Terima kasih atas kepercayaannya.",
    },
    complaint: {
      line: 1,
      text: "Dua pulpen dalam satu pak tidak keluar tintanya.",
      respon: "Mohon maaf, penggantinya kami kirim bersama pesanan berikutnya.",
    },
  },
  // The first batch left and was received; the second waits (the seller console's no-JS journey
  // dispatches it).
  {
    invoice: "INV/20260905/0002",
    status: "partial delivery",
    day: 4,
    buyer: "demo",
    address: 1,
    courier: "tiki",
    service: "ECO",
    batches: [240_000, 240_000],
    lines: [
      { product: "Laptop 14 Inci Core i5 RAM 8 GB", qty: 4, partials: [2, 2] },
      { product: "Mouse Nirkabel", qty: 4 },
    ],
    dispatched: [1],
    received: [1],
  },
  {
    invoice: "INV/20260910/0003",
    status: "pending",
    day: 9,
    buyer: "demo",
    address: 0,
    courier: "jne",
    service: "YES",
    batches: [320_000],
    shippingNego: 280_000,
    lines: [
      { product: "Kursi Kerja Ergonomis", qty: 10, priceNego: 1_250_000 },
      { product: "Meja Kerja 120 cm", qty: 10 },
    ],
    rounds: [
      {
        isAdmin: false,
        prices: [1_200_000, null],
        shipping: 250_000,
        note: "Mohon harga khusus untuk pengadaan 10 set.",
      },
      { isAdmin: true, prices: [1_250_000, null], shipping: 280_000, note: "Harga terbaik kami untuk 10 unit." },
    ],
  },
  {
    invoice: "INV/20260912/0004",
    status: "confirmed",
    day: 11,
    buyer: "demo",
    address: 0,
    courier: "pos",
    service: "Pos Reguler",
    batches: [95_000],
    lines: [{ product: "Printer Laser Monokrom", qty: 2 }],
  },
  // Every batch received: the claim is payable.
  {
    invoice: "INV/20260915/0005",
    status: "document",
    day: 14,
    buyer: "demo",
    address: 0,
    courier: "jne",
    service: "REG",
    batches: [60_000],
    lines: [
      { product: "Masker Medis 3 Lapis", qty: 30 },
      { product: "Sabun Cuci Tangan 500 ml", qty: 24 },
    ],
  },
  {
    invoice: "INV/20260918/0006",
    status: "pending_payment",
    day: 17,
    buyer: "demo",
    address: 0,
    courier: "jne",
    service: "REG",
    batches: [150_000],
    lines: [{ product: "Proyektor 3.600 Lumen", qty: 1 }],
    // Far enough ahead that the demo payment stays payable.
    payment: { service: "BPD", expiresInDays: 730 },
  },
  {
    invoice: "INV/20260920/0007",
    status: "payment_expired",
    day: 19,
    buyer: "demo",
    address: 1,
    courier: "pos",
    service: "Pos Reguler",
    batches: [45_000],
    lines: [{ product: "Flashdisk 64 GB", qty: 10 }],
    payment: { service: "Doku", expiresInDays: 1 },
  },
  {
    invoice: "INV/20260922/0008",
    status: "cancel",
    day: 21,
    buyer: "demo",
    address: 0,
    courier: "tiki",
    service: "REG",
    batches: [35_000],
    lines: [{ product: "Lampu LED 18 Watt", qty: 12 }],
  },
  {
    invoice: "INV/20260923/0009",
    status: "pending",
    day: 22,
    buyer: "other",
    address: 2,
    courier: "jne",
    service: "REG",
    batches: [70_000],
    lines: [{ product: "Kertas HVS F4 80 gsm", qty: 15 }],
  },
  // More orders of the second buyer (the no-JS e2e buyer): more than one page of the transaction
  // list and the remaining badge colours.
  {
    invoice: "INV/20260924/0010",
    status: "confirmed",
    day: 23,
    buyer: "other",
    address: 2,
    courier: "jne",
    service: "REG",
    batches: [55_000],
    lines: [{ product: "Pulpen Gel 0,5 mm Hitam", qty: 20 }],
  },
  // A negotiated deal the buyer accepted; the SPK is not saved yet.
  {
    invoice: "INV/20260925/0011",
    status: "process",
    day: 24,
    buyer: "other",
    address: 2,
    courier: "pos",
    service: "Pos Reguler",
    batches: [40_000],
    shippingNego: 35_000,
    lines: [{ product: "Masker Medis 3 Lapis", qty: 12, priceNego: 36_000 }],
    rounds: [
      { isAdmin: false, prices: [34_000], shipping: 30_000, note: "Mohon potongan untuk 12 kotak." },
      { isAdmin: true, prices: [36_000], shipping: 35_000, note: "Harga khusus instansi." },
    ],
  },
  {
    invoice: "INV/20260926/0012",
    status: "document",
    day: 25,
    buyer: "other",
    address: 2,
    courier: "jne",
    service: "REG",
    batches: [45_000],
    lines: [{ product: "Flashdisk 64 GB", qty: 6 }],
  },
  // The provider is processing the payment: the seller has nothing to do.
  {
    invoice: "INV/20260927/0013",
    status: "payment_process",
    day: 26,
    buyer: "other",
    address: 2,
    courier: "tiki",
    service: "REG",
    batches: [38_000],
    lines: [{ product: "Lampu LED 18 Watt", qty: 8 }],
    payment: { service: "Doku", expiresInDays: 730 },
  },
  {
    invoice: "INV/20260928/0014",
    status: "payment_failed",
    day: 27,
    buyer: "other",
    address: 2,
    courier: "jne",
    service: "REG",
    batches: [30_000],
    lines: [{ product: "Sabun Cuci Tangan 500 ml", qty: 10 }],
    payment: { service: "Doku", expiresInDays: 1 },
  },
  // Both batches left, the first is received.
  {
    invoice: "INV/20260929/0015",
    status: "shipped",
    day: 28,
    buyer: "other",
    address: 2,
    courier: "jne",
    service: "REG",
    batches: [35_000, 30_000],
    lines: [{ product: "Mouse Nirkabel", qty: 3, partials: [2, 1] }],
    received: [1],
  },
  // Paid orders with nothing reviewed or complained about yet, one per e2e buyer and a second for
  // the no-JS buyer: the review and complaint pages need something to choose.
  {
    invoice: "INV/20260930/0016",
    status: "paid",
    day: 29,
    buyer: "demo",
    address: 0,
    courier: "jne",
    service: "REG",
    batches: [95_000],
    lines: [
      { product: "Flashdisk 64 GB", qty: 10 },
      { product: "Sabun Cuci Tangan 500 ml", qty: 24 },
    ],
    payment: { service: "BPD", expiresInDays: 1 },
  },
  {
    invoice: "INV/20260930/0017",
    status: "paid",
    day: 29,
    buyer: "other",
    address: 2,
    courier: "jne",
    service: "REG",
    batches: [80_000],
    lines: [
      { product: "Masker Medis 3 Lapis", qty: 30 },
      { product: "Lampu LED 18 Watt", qty: 6 },
    ],
    payment: { service: "Doku", expiresInDays: 1 },
  },
  {
    invoice: "INV/20261001/0018",
    status: "paid",
    day: 30,
    buyer: "other",
    address: 2,
    courier: "tiki",
    service: "REG",
    batches: [60_000],
    lines: [{ product: "Printer Laser Monokrom", qty: 2 }],
    payment: { service: "BPD", expiresInDays: 1 },
  },
  // Processed (SPK saved, goods prepared), nothing dispatched, a split line: the goods-receipt journey
  // (issue #13) has the seller console dispatch both batches, then the buyer records each. One per e2e
  // buyer.
  ...(["demo", "other"] as const).map((buyer, index): OrderPlan => ({
    invoice: `INV/20261002/${String(31 + index).padStart(4, "0")}`,
    status: "processed",
    day: 31,
    buyer,
    address: buyer === "demo" ? 0 : 2,
    courier: "jne",
    service: "REG",
    batches: [70_000, 45_000],
    lines: [
      { product: "Kertas HVS F4 80 gsm", qty: 10, partials: [6, 4] },
      { product: "Pulpen Gel 0,5 mm Hitam", qty: 12 },
    ],
  })),
  // Paid, two lines, nothing reviewed or complained about: the order page's Komplain and Ulasan dialogs
  // (issue #16) file on these, one per e2e buyer; no other journey names them.
  ...(["demo", "other"] as const).map((buyer, index): OrderPlan => ({
    invoice: `INV/20261003/${String(33 + index).padStart(4, "0")}`,
    status: "paid",
    day: 32,
    buyer,
    address: buyer === "demo" ? 0 : 2,
    courier: "jne",
    service: "REG",
    batches: [55_000],
    lines: [
      { product: "Proyektor 3.600 Lumen", qty: 1 },
      { product: "Meja Kerja 120 cm", qty: 2 },
    ],
    payment: { service: "BPD", expiresInDays: 1 },
  })),
  // Shipped in two batches, nothing received yet: a receipt journey from the buyer's side (record both
  // batches, then the order is payable), one per e2e buyer; no other journey names them.
  ...(["demo", "other"] as const).map((buyer, index): OrderPlan => ({
    invoice: `INV/20261004/${String(35 + index).padStart(4, "0")}`,
    status: "shipped",
    day: 33,
    buyer,
    address: buyer === "demo" ? 0 : 2,
    courier: "jne",
    service: "REG",
    batches: [60_000, 40_000],
    lines: [
      { product: "Sabun Cuci Tangan 500 ml", qty: 20, partials: [12, 8] },
      { product: "Masker Medis 3 Lapis", qty: 10 },
    ],
  })),
  // Confirmed after a negotiation: the buyer's next step is to accept the deal.
  {
    invoice: "INV/20261005/0037",
    status: "confirmed",
    day: 34,
    buyer: "demo",
    address: 0,
    courier: "jne",
    service: "REG",
    batches: [60_000],
    shippingNego: 50_000,
    lines: [{ product: "Mouse Nirkabel", qty: 20, priceNego: 115_000 }],
    rounds: [
      { isAdmin: false, prices: [110_000], shipping: 45_000, note: "Mohon harga khusus untuk 20 unit." },
      { isAdmin: true, prices: [115_000], shipping: 50_000, note: "Harga terbaik kami untuk 20 unit." },
    ],
  },
  // No negotiation, the SPK saved (which moved it to process): the seller's next step is to process it.
  {
    invoice: "INV/20261005/0038",
    status: "process",
    day: 34,
    buyer: "other",
    address: 2,
    courier: "jne",
    service: "REG",
    batches: [50_000],
    lines: [{ product: "Kertas HVS F4 80 gsm", qty: 20 }],
    spk: true,
  },
];

const day = (days: number, minutes = 0) => new Date(SEED_TIME.getTime() + days * 86_400_000 + minutes * 60_000);
const vat = (amount: number) => Math.round((amount * 11) / 100);
/** The calendar day in WITA (UTC+8), as the shop shows and stores dates. */
const witaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
/** The start of that WITA day, as the seller's dispatch stores the day it names. */
const witaMidnight = (at: Date) => new Date(`${witaDay(at)}T00:00:00+08:00`);

const rank = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);
/** The order went through `status` on its way (cancel goes through nothing past pending). */
const reached = (plan: OrderPlan, status: OrderStatus) => plan.status !== "cancel" && rank(plan.status) >= rank(status);

/** What the payment attempt of an order in each status says (a Doku one in process is still pending). */
const paymentStatusOf: Partial<Record<OrderStatus, PaymentStatus>> = {
  pending_payment: "pending",
  payment_process: "pending",
  payment_expired: "expired",
  payment_failed: "failed",
  paid: "success",
};

const everyBatch = (plan: OrderPlan) => plan.batches.map((_, index) => index + 1);

/** The batches (partial ids) that left the seller, and those the buyer received, as the status says. */
function deliveryOf(plan: OrderPlan): { dispatched: number[]; received: number[] } {
  const dispatched = reached(plan, "shipped")
    ? everyBatch(plan)
    : plan.status === "partial delivery"
      ? [...(plan.dispatched ?? [])].sort((a, b) => a - b)
      : [];
  const received = reached(plan, "document") ? everyBatch(plan) : [...(plan.received ?? [])].sort((a, b) => a - b);
  return { dispatched, received };
}

/** A plan that contradicts its status is a mistake in this file: the seed refuses it. */
function checkPlan(plan: OrderPlan) {
  const fail = (why: string) => {
    throw new Error(`seed order ${plan.invoice} (${plan.status}): ${why}`);
  };
  const batches = everyBatch(plan);
  if (plan.spk !== undefined && plan.status !== "process") fail("spk is only chosen in process");
  if (plan.dispatched !== undefined) {
    if (plan.status !== "partial delivery") fail("dispatched is only chosen in partial delivery");
    if (plan.dispatched.length === 0 || plan.dispatched.length >= batches.length) fail("some batches, not all");
    if (plan.dispatched.some((batch) => !batches.includes(batch))) fail("an unknown batch is dispatched");
  }
  if (plan.status === "partial delivery" && plan.dispatched === undefined) fail("which batches left?");
  if (plan.received !== undefined) {
    if (plan.status !== "partial delivery" && plan.status !== "shipped") fail("received is chosen only in delivery");
    const { dispatched } = deliveryOf({ ...plan, received: undefined });
    if (plan.received.some((batch) => !dispatched.includes(batch))) fail("a batch is received before it left");
    if (plan.received.length >= batches.length) fail("every batch received is document");
  }
  if (reached(plan, "pending_payment") !== (plan.payment !== undefined))
    fail("a payment exists from pending_payment on");
  if ((plan.status === "payment_process" || plan.status === "payment_failed") && plan.payment?.service !== "Doku")
    fail("only the provider processes or fails a payment");
  if ((plan.review || plan.complaint) && plan.status !== "paid") fail("reviews and complaints open once paid");
  if (plan.status === "cancel" && plan.rounds) fail("the seed cancels purchase requests only");
}

export type OrderContext = { buyerId: number; otherBuyerId: number; sellerId: number; addressIds: number[] };

export async function seedOrders(db: Db, context: OrderContext): Promise<void> {
  for (const plan of plans) await seedOrder(db, plan, context);
}

type Log = typeof transactionLogs.$inferInsert;
/** Who took a step: the seller, the system, or the buyer in one of their unit's roles (decision 0152). */
type Who = Exclude<Actor, "buyer"> | TeamRole;
/** A status move; `entry` names the event when the move is the event's one timeline entry. */
type Move = { to: OrderStatus; by: Who; at: Date; entry?: string };
type Stamp = StepActor | { actor: Actor; actorId: number | null };
type EntryFields = Omit<Log, "transactionId" | "createdAt" | "actor" | "actorId" | "actorName" | "actorRole">;

async function seedOrder(db: Db, plan: OrderPlan, context: OrderContext) {
  checkPlan(plan);
  const customerId = plan.buyer === "demo" ? context.buyerId : context.otherBuyerId;
  const [address] = await db
    .select({
      name: customerAddresses.name,
      receiptName: customerAddresses.receiptName,
      receiptPhoneNumber: customerAddresses.receiptPhoneNumber,
      address: customerAddresses.address,
      subDistrict: subDistricts.name,
      postalCode: subDistricts.postalCode,
      districtType: districts.type,
      district: districts.name,
      province: provinces.name,
    })
    .from(customerAddresses)
    .innerJoin(subDistricts, eq(subDistricts.id, customerAddresses.subDistrictId))
    .innerJoin(districts, eq(districts.id, customerAddresses.districtId))
    .innerJoin(provinces, eq(provinces.id, customerAddresses.provinceId))
    .where(eq(customerAddresses.id, context.addressIds[plan.address]));

  const lines = await Promise.all(plan.lines.map((line) => loadProduct(db, line)));
  const priced = lines.map(({ line, product }) => {
    const discount = line.discount ?? 0;
    const priceAfterDiscount = Math.round((product.price * (100 - discount)) / 100);
    const subtotal = priceAfterDiscount * line.qty;
    const subtotalNego = line.priceNego === undefined ? null : line.priceNego * line.qty;
    return { line, product, discount, priceAfterDiscount, subtotal, subtotalNego };
  });
  const totalPrice = priced.reduce((sum, row) => sum + row.subtotal, 0);
  const negotiated = priced.some((row) => row.subtotalNego !== null);
  const totalPriceNego = negotiated ? priced.reduce((sum, row) => sum + (row.subtotalNego ?? row.subtotal), 0) : null;
  const totalPpn = priced.reduce((sum, row) => sum + vat(row.subtotalNego ?? row.subtotal), 0);
  const shippingCost = plan.batches.reduce((sum, cost) => sum + cost, 0);
  const grandTotal = (totalPriceNego ?? totalPrice) + totalPpn + (plan.shippingNego ?? shippingCost);
  const createdAt = day(plan.day);

  const [transaction] = await db
    .insert(transactions)
    .values({
      customerId,
      workUnitId: (await membershipOf(db, customerId)).workUnitId,
      invoice: plan.invoice,
      status: "pending",
      idempotencyKey: `seed-${plan.invoice}`,
      shippingCourier: plan.courier,
      shippingService: plan.service,
      shippingCost,
      shippingCostNego: plan.shippingNego ?? null,
      totalQty: plan.lines.reduce((sum, line) => sum + line.qty, 0),
      totalPrice,
      totalPriceNego,
      totalPpn,
      grandTotal,
      negoStep: plan.rounds?.length ?? 0,
      satker: address.name,
      nameReceipt: address.receiptName,
      phoneReceipt: address.receiptPhoneNumber,
      address: address.address,
      subDistrict: address.subDistrict,
      district: `${address.districtType} ${address.district}`,
      province: address.province,
      postalCode: address.postalCode,
      createdAt,
      updatedAt: day(plan.day, 60),
    })
    .returning({ id: transactions.id });

  const details = await db
    .insert(transactionDetails)
    .values(
      priced.map((row) => ({
        transactionId: transaction.id,
        productId: row.product.id,
        nameProduct: row.product.name,
        unit: row.product.unit,
        image: row.product.image,
        webp: row.product.webp,
        qty: row.line.qty,
        price: row.product.price,
        discount: row.discount,
        priceAfterDiscount: row.priceAfterDiscount,
        priceNego: row.line.priceNego ?? null,
        isNego: row.line.priceNego !== undefined,
        subtotal: row.subtotal,
        subtotalNego: row.subtotalNego,
        notes: row.line.notes ?? null,
        isPartial: (row.line.partials?.length ?? 0) > 1,
      })),
    )
    .returning({ id: transactionDetails.id });

  // The history, in the order it happened: the status moves (made through transition() at the end) and
  // the other timeline entries, each at the time the command that made it would have written it.
  const moves: Move[] = [];
  // A buyer's steps carry the buyer's name and the role they took them in, as the commands write them.
  const [buyer] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
  const stampOf = (who: Who): Stamp =>
    (TEAM_ROLES as readonly string[]).includes(who)
      ? { actor: "buyer", actorId: customerId, actorName: buyer.name, actorRole: who as TeamRole }
      : { actor: who as Actor, actorId: who === "seller" ? context.sellerId : null };
  const logs: Log[] = [
    {
      transactionId: transaction.id,
      sectionChange: "make order",
      nameSectionChange: "Pesanan dibuat",
      newValue: "pending",
      ...stampOf("pp"),
      createdAt,
    },
  ];
  const entry = (at: Date, who: Who, fields: EntryFields) =>
    logs.push({ transactionId: transaction.id, createdAt: at, ...stampOf(who), ...fields });

  for (const [index, round] of (plan.rounds ?? []).entries()) {
    const step = index + 1;
    const previous = index === 0 ? null : (plan.rounds ?? [])[index - 1];
    const at = day(plan.day, 30 + index * 120);
    const [negotiation] = await db
      .insert(negotiations)
      .values({
        transactionId: transaction.id,
        negoStep: step,
        isAdmin: round.isAdmin,
        shippingOldPrice: round.shipping === undefined ? null : (previous?.shipping ?? shippingCost),
        shippingNewPrice: round.shipping ?? null,
        createdAt: at,
      })
      .returning({ id: negotiations.id });
    const items = round.prices.flatMap((price, line) =>
      price === null
        ? []
        : [
            {
              negotiationId: negotiation.id,
              transactionDetailId: details[line].id,
              oldPrice: previous?.prices[line] ?? priced[line].priceAfterDiscount,
              newPrice: price,
              note: round.note ?? null,
            },
          ],
    );
    if (items.length > 0) await db.insert(negotiationItems).values(items);
    for (const item of items) {
      logs.push({
        transactionId: transaction.id,
        transactionDetailId: item.transactionDetailId,
        sectionChange: "price",
        nameSectionChange: round.isAdmin ? "Penawaran harga dari penjual" : "Pengajuan harga dari pembeli",
        oldValue: String(item.oldPrice),
        newValue: String(item.newPrice),
        sectionNego: step,
        ...(round.isAdmin ? stampOf("seller") : stampOf("pp")),
        createdAt: at,
      });
    }
    if (round.shipping !== undefined) {
      logs.push({
        transactionId: transaction.id,
        sectionChange: "shipping cost",
        nameSectionChange: round.isAdmin
          ? "Penawaran ongkos kirim dari penjual"
          : "Pengajuan ongkos kirim dari pembeli",
        oldValue: String(previous?.shipping ?? shippingCost),
        newValue: String(round.shipping),
        sectionNego: step,
        ...(round.isAdmin ? stampOf("seller") : stampOf("pp")),
        createdAt: at,
      });
    }
  }

  // The deal: the seller confirms; the buyer accepts a negotiated one, or saves the SPK of one without
  // rounds (which moves it to process too); the seller prepares the goods once the SPK is saved.
  if (plan.status === "cancel") moves.push({ to: "cancel", by: "seller", at: day(plan.day, 540) });
  if (reached(plan, "confirmed")) moves.push({ to: "confirmed", by: "seller", at: day(plan.day, 480) });
  const spkAt = day(plan.day + 1, 60);
  if (reached(plan, "process")) {
    const negotiatedDeal = (plan.rounds?.length ?? 0) > 0;
    moves.push(
      negotiatedDeal
        ? { to: "process", by: "ppk", at: day(plan.day, 600) }
        : { to: "process", by: "ppk", at: spkAt, entry: "SPK disimpan" },
    );
  }
  if (reached(plan, "processed") || (plan.status === "process" && plan.spk)) {
    // After an accepted deal the SPK is saved in process: an entry of its own (order/save-spk.ts).
    if ((plan.rounds?.length ?? 0) > 0)
      entry(spkAt, "ppk", {
        sectionChange: "status",
        nameSectionChange: "SPK disimpan",
        oldValue: "process",
        newValue: "process",
      });
    await db.insert(spks).values({
      transactionId: transaction.id,
      satuanKerja: address.name,
      lembaga: "Pemerintah Kota Makassar",
      paketKerja: `Pengadaan ${priced[0].product.name}`,
      tahunAnggaran: "2026",
      sumberDana: "APBD",
      kodeRekening: "5210201001",
      paguAnggaran: Math.ceil((grandTotal * 1.1) / 1_000_000) * 1_000_000,
      officialType: "ppk",
      officialName: "Hj. Sitti Rahmawati",
      officialNip: "197805152005012004",
      treasurerType: "bendahara_pengeluaran",
      treasurerName: "Nurdin Saleh",
      treasurerNip: "198011212006041007",
      createdAt: spkAt,
      updatedAt: spkAt,
    });
  }
  if (reached(plan, "processed")) moves.push({ to: "processed", by: "seller", at: day(plan.day + 1, 240) });

  // Delivery: batch N holds the N-th partial of every split line; unsplit lines travel with batch 1.
  // Batch N leaves on day +1+N and is received two days later, the receipt of every item of it at once.
  const { dispatched, received } = deliveryOf(plan);
  const dispatchAt = (partialId: number) => day(plan.day + 1 + partialId, 60);
  const receiptAt = (partialId: number) => day(plan.day + 3 + partialId, 120);
  const airwaybill = (partialId: number) => `SEED${plan.invoice.slice(-4)}${partialId}`;
  const courier = plan.courier.toUpperCase();
  const batchItems = new Map<number, { id: number; transactionDetailId: number; qty: number }[]>();
  for (const [batchIndex, cost] of plan.batches.entries()) {
    const partialId = batchIndex + 1;
    const left = dispatched.includes(partialId);
    const [shipment] = await db
      .insert(shipments)
      .values({
        transactionId: transaction.id,
        partialId,
        shippingCost: cost,
        etd: "2-3",
        courier: left ? courier : null,
        noAirwaybill: left ? airwaybill(partialId) : null,
        status: left ? "shipped" : "pending",
        dateDelivery: left ? witaMidnight(dispatchAt(partialId)) : null,
        createdAt,
      })
      .returning({ id: shipments.id });
    const items = priced.flatMap((row, index) => {
      const partials = row.line.partials ?? [row.line.qty];
      const qty = partials.length > 1 ? partials[batchIndex] : partialId === 1 ? row.line.qty : 0;
      return qty > 0 ? [{ shipmentId: shipment.id, transactionDetailId: details[index].id, qty }] : [];
    });
    batchItems.set(partialId, items.length > 0 ? await db.insert(shipmentItems).values(items).returning() : []);
  }
  for (const [index, partialId] of dispatched.entries()) {
    const at = dispatchAt(partialId);
    const status: OrderStatus = index === plan.batches.length - 1 ? "shipped" : "partial delivery";
    const text = `Pengiriman ${partialId} dikirim (${courier}, resi ${airwaybill(partialId)})`;
    // A dispatch that moves the status is that move's entry; one that does not writes its own.
    if (index === 0 || status === "shipped") moves.push({ to: status, by: "seller", at, entry: text });
    else entry(at, "seller", { sectionChange: "status", nameSectionChange: text, oldValue: status, newValue: status });
  }
  for (const partialId of received) {
    const at = receiptAt(partialId);
    for (const item of batchItems.get(partialId) ?? []) {
      const line = priced[details.findIndex((detail) => detail.id === item.transactionDetailId)];
      await db.insert(receipts).values({
        transactionDetailId: item.transactionDetailId,
        shipmentItemId: item.id,
        noAirwaybill: airwaybill(partialId),
        dateDelivery: witaDay(dispatchAt(partialId)),
        dateReceipt: witaDay(at),
        unitDelivery: item.qty,
        unitReceipt: item.qty,
        nameReceipt: address.receiptName,
        createdAt: at,
        updatedAt: at,
      });
      entry(at, "penerima", {
        transactionDetailId: item.transactionDetailId,
        sectionChange: "receipt",
        nameSectionChange: `Penerimaan barang dicatat: ${line.product.name} (Pengiriman ${partialId}), ${item.qty} ${line.product.unit} diterima oleh ${address.receiptName}`,
        newValue: String(item.qty),
      });
    }
  }
  // The receipt of the last batch makes the claim payable.
  if (reached(plan, "document"))
    moves.push({
      to: "document",
      by: "penerima",
      at: receiptAt(plan.batches.length),
      entry: "Seluruh barang diterima: dokumen tagihan lengkap",
    });

  // The payment, started the day after the last receipt.
  const paidAt = await seedPayment(db, plan, { transactionId: transaction.id, grandTotal, moves, entry });

  if (plan.review && paidAt) {
    const at = new Date(paidAt.getTime() + 2 * 86_400_000);
    await db.insert(reviews).values({
      productId: priced[plan.review.line].product.id,
      customerId,
      transactionDetailId: details[plan.review.line].id,
      star: plan.review.star,
      notes: plan.review.notes,
      responNotes: plan.review.respon ?? null,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (plan.complaint && paidAt) {
    const at = new Date(paidAt.getTime() + 86_400_000);
    await db.insert(complaints).values({
      transactionDetailId: details[plan.complaint.line].id,
      customerId,
      descriptionComplaint: plan.complaint.text,
      responAdmin: plan.complaint.respon ?? null,
      createdAt: at,
      updatedAt: at,
    });
  }

  await db.insert(transactionLogs).values(logs);

  for (const [index, move] of moves.entries()) {
    if (index > 0 && move.at < moves[index - 1].at) throw new Error(`seed order ${plan.invoice}: moves out of order`);
    await transition(db, {
      transactionId: transaction.id,
      to: move.to,
      ...stampOf(move.by),
      at: move.at,
      entry: move.entry,
    });
  }
}

type PaymentHistory = {
  transactionId: number;
  grandTotal: number;
  moves: Move[];
  entry: (at: Date, who: Who, fields: EntryFields) => void;
};

/** The order's one payment attempt and its history, as the payment commands write them; answers when it was paid. */
async function seedPayment(db: Db, plan: OrderPlan, history: PaymentHistory): Promise<Date | null> {
  if (!plan.payment) return null;
  const { service, expiresInDays } = plan.payment;
  const { moves, entry } = history;
  const status = paymentStatusOf[plan.status];
  if (!status) throw new Error(`seed order ${plan.invoice}: no payment in ${plan.status}`);
  const paymentDay = plan.day + 4 + plan.batches.length;
  const startedAt = day(paymentDay, 60);
  const expiredDate = new Date(startedAt.getTime() + expiresInDays * 86_400_000);
  const bpd = service === "BPD";

  entry(startedAt, "bendahara", {
    sectionChange: "request payment",
    nameSectionChange: "Permintaan pembayaran",
    newValue: service,
  });
  moves.push({ to: "pending_payment", by: "bendahara", at: startedAt });
  let settledAt: Date | null = null;
  if (plan.status === "payment_process") {
    moves.push({ to: "payment_process", by: "system", at: day(paymentDay, 90) });
  } else if (status === "success" && bpd) {
    // The buyer's transfer proof, accepted by the seller.
    entry(day(paymentDay, 120), "bendahara", {
      sectionChange: "upload payment",
      nameSectionChange: "Bukti pembayaran diunggah",
      oldValue: "pending",
      newValue: "reviewed",
    });
    settledAt = day(paymentDay, 300);
    entry(settledAt, "seller", {
      sectionChange: "update status payment",
      nameSectionChange: "Bukti pembayaran diterima penjual",
      oldValue: "reviewed",
      newValue: "success",
    });
    moves.push({ to: "paid", by: "seller", at: settledAt });
  } else if (status === "success" || status === "failed") {
    // The provider's notification.
    settledAt = day(paymentDay, status === "success" ? 300 : 180);
    entry(settledAt, "system", {
      sectionChange: "payment",
      nameSectionChange: status === "success" ? "Pembayaran berhasil" : "Pembayaran gagal",
      oldValue: "pending",
      newValue: status,
    });
    moves.push({ to: status === "success" ? "paid" : "payment_failed", by: "system", at: settledAt });
  } else if (status === "expired") {
    settledAt = expiredDate;
    entry(settledAt, "system", {
      sectionChange: "update status payment",
      nameSectionChange: "Pembayaran kedaluwarsa",
      oldValue: "pending",
      newValue: "expired",
    });
    moves.push({ to: "payment_expired", by: "system", at: settledAt });
  }

  const paid = status === "success";
  await db.insert(payments).values({
    transactionId: history.transactionId,
    paymentService: service,
    paymentType: bpd ? "bank transfer" : paid || status === "failed" ? "virtual account" : null,
    bankName: bpd ? "Bank Sulselbar" : null,
    accountName: bpd && paid ? "Dinas Pendidikan Kota Makassar" : null,
    accountNumber: bpd && paid ? "1500123456789" : null,
    paymentDate: paid ? settledAt : null,
    nominal: history.grandTotal,
    status,
    urlPayment: bpd ? null : `https://sandbox.doku.test/checkout/${encodeURIComponent(plan.invoice)}`,
    expiredDate,
    // The provider's invoice of the first attempt, as the payment start names it.
    paymentInvoice: `${plan.invoice.replace(/[^A-Za-z0-9-]/g, "-")}-1`,
    createdAt: startedAt,
    updatedAt: settledAt ?? startedAt,
  });
  return paid ? settledAt : null;
}

async function loadProduct(db: Db, line: Line) {
  const [product] = await db
    .select({ id: products.id, name: products.name, price: products.price, unit: units.name })
    .from(products)
    .innerJoin(units, eq(units.id, products.unitId))
    .where(eq(products.name, line.product))
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) throw new Error(`seed order refers to unknown product ${line.product}`);
  const [image] = await db
    .select({ image: productImages.image, webp: productImages.webp })
    .from(productImages)
    .where(eq(productImages.productId, product.id))
    .orderBy(asc(productImages.sort))
    .limit(1);
  return { line, product: { ...product, image: image?.image ?? null, webp: image?.webp ?? null } };
}
