// Orders of the demo buyer in each stage of the lifecycle, so every tab of the profile area has
// content on a fresh database. Each is made as a purchase request and moved to its stage through the
// lifecycle's transition(), as the API moves real orders, never by writing its status. Totals follow the domain rules: VAT 11% of each line's (negotiated)
// subtotal, rounded per line; grand total = items + VAT + shipping (negotiated where negotiated).
import { asc, eq } from "drizzle-orm";
import { ORDER_MOVES, type OrderStatus } from "../../contract/order-status";
import { transition } from "../../modules/order/lifecycle";
import type { Db } from "../client";
import {
  complaints,
  customerAddresses,
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
  spk?: boolean;
  payment?: { service: "BPD" | "Doku"; status: string; paid?: boolean; expiresInDays: number };
  shipped?: number[];
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
    spk: true,
    payment: { service: "BPD", status: "success", paid: true, expiresInDays: 1 },
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
    spk: true,
    payment: { service: "Doku", status: "success", paid: true, expiresInDays: 1 },
    shipped: [1],
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
    spk: true,
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
    spk: true,
    // Far enough ahead that the demo payment stays payable.
    payment: { service: "BPD", status: "pending", expiresInDays: 730 },
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
    spk: true,
    payment: { service: "Doku", status: "expired", expiresInDays: 1 },
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
  {
    invoice: "INV/20260925/0011",
    status: "process",
    day: 24,
    buyer: "other",
    address: 2,
    courier: "pos",
    service: "Pos Reguler",
    batches: [40_000],
    lines: [{ product: "Masker Medis 3 Lapis", qty: 12 }],
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
    spk: true,
  },
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
    spk: true,
    payment: { service: "BPD", status: "reviewed", expiresInDays: 730 },
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
    spk: true,
    payment: { service: "Doku", status: "failed", expiresInDays: 1 },
  },
  {
    invoice: "INV/20260929/0015",
    status: "shipped",
    day: 28,
    buyer: "other",
    address: 2,
    courier: "jne",
    service: "REG",
    batches: [65_000],
    lines: [{ product: "Mouse Nirkabel", qty: 3 }],
    spk: true,
    payment: { service: "BPD", status: "success", paid: true, expiresInDays: 1 },
    shipped: [1],
  }, // Paid orders with nothing reviewed or complained about yet, one per e2e buyer and a second for
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
    spk: true,
    payment: { service: "BPD", status: "success", paid: true, expiresInDays: 1 },
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
    spk: true,
    payment: { service: "Doku", status: "success", paid: true, expiresInDays: 1 },
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
    spk: true,
    payment: { service: "BPD", status: "success", paid: true, expiresInDays: 1 },
  },
  // Paid and processed, nothing dispatched, a split line: the goods-receipt journey (issue #13) has the
  // seller console dispatch both batches, then the buyer records each. One per e2e buyer; processed
  // rather than paid so the review and complaint choosers keep their lists.
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
    spk: true,
    payment: { service: "BPD", status: "success", paid: true, expiresInDays: 1 },
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
    spk: true,
    payment: { service: "BPD", status: "success", paid: true, expiresInDays: 1 },
  })),
];

const day = (days: number, minutes = 0) => new Date(SEED_TIME.getTime() + days * 86_400_000 + minutes * 60_000);
const vat = (amount: number) => Math.round((amount * 11) / 100);

export type OrderContext = { buyerId: number; otherBuyerId: number; sellerId: number; addressIds: number[] };

export async function seedOrders(db: Db, context: OrderContext): Promise<void> {
  for (const plan of plans) await seedOrder(db, plan, context);
}

async function seedOrder(db: Db, plan: OrderPlan, context: OrderContext) {
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

  // Batch N holds the N-th partial of every split line; unsplit lines travel with batch 1.
  for (const [batchIndex, cost] of plan.batches.entries()) {
    const partialId = batchIndex + 1;
    const isShipped = plan.shipped?.includes(partialId) ?? false;
    const [shipment] = await db
      .insert(shipments)
      .values({
        transactionId: transaction.id,
        partialId,
        shippingCost: cost,
        etd: "2-3",
        noAirwaybill: isShipped ? `SEED${plan.invoice.slice(-4)}${partialId}` : null,
        status: isShipped ? "shipped" : "pending",
        dateDelivery: isShipped ? day(plan.day + 5) : null,
        createdAt,
      })
      .returning({ id: shipments.id });
    const items = priced.flatMap((row, index) => {
      const partials = row.line.partials ?? [row.line.qty];
      const qty = partials.length > 1 ? partials[batchIndex] : partialId === 1 ? row.line.qty : 0;
      return qty > 0 ? [{ shipmentId: shipment.id, transactionDetailId: details[index].id, qty }] : [];
    });
    if (items.length > 0) await db.insert(shipmentItems).values(items);
    if (isShipped) {
      await db.insert(receipts).values(
        items.map((item) => ({
          transactionDetailId: item.transactionDetailId,
          noAirwaybill: `SEED${plan.invoice.slice(-4)}${partialId}`,
          dateDelivery: day(plan.day + 5)
            .toISOString()
            .slice(0, 10),
          unitDelivery: item.qty,
          createdAt: day(plan.day + 5),
          updatedAt: day(plan.day + 5),
        })),
      );
    }
  }

  const logs: (typeof transactionLogs.$inferInsert)[] = [
    {
      transactionId: transaction.id,
      sectionChange: "make order",
      nameSectionChange: "Pesanan dibuat",
      newValue: "pending",
      createdAt,
    },
  ];

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
        createdAt: at,
      });
    }
  }

  if (plan.spk) {
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
      createdAt: day(plan.day, 300),
      updatedAt: day(plan.day, 300),
    });
  }

  if (plan.payment) {
    const startedAt = day(plan.day, 600);
    const { service, status, paid, expiresInDays } = plan.payment;
    await db.insert(payments).values({
      transactionId: transaction.id,
      paymentService: service,
      paymentType: service === "BPD" ? "bank transfer" : "virtual account",
      bankName: service === "BPD" ? "Bank Sulselbar" : null,
      accountName: service === "BPD" && paid ? "Dinas Pendidikan Kota Makassar" : null,
      accountNumber: service === "BPD" && paid ? "1500123456789" : null,
      paymentDate: paid ? day(plan.day, 900) : null,
      nominal: grandTotal,
      status,
      notes: paid ? "Pembayaran diterima" : null,
      urlPayment: service === "Doku" ? `https://sandbox.doku.test/checkout/${encodeURIComponent(plan.invoice)}` : null,
      expiredDate: new Date(startedAt.getTime() + expiresInDays * 86_400_000),
      createdAt: startedAt,
      updatedAt: paid ? day(plan.day, 900) : startedAt,
    });
    logs.push({
      transactionId: transaction.id,
      sectionChange: "request payment",
      nameSectionChange: `Pembayaran melalui ${service}`,
      newValue: String(grandTotal),
      createdAt: startedAt,
    });
    if (paid) {
      logs.push({
        transactionId: transaction.id,
        sectionChange: "payment",
        nameSectionChange: "Pembayaran diterima",
        newValue: "success",
        createdAt: day(plan.day, 900),
      });
    }
  }

  if (plan.review) {
    const at = day(plan.day + 8);
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
  if (plan.complaint) {
    const at = day(plan.day + 7);
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

  for (const [index, [from, to]] of statusHistory(plan.status).entries()) {
    // The first actor the table names for the move: the buyer's moves by the buyer, the seller's by the seller.
    const move = ORDER_MOVES.find((candidate) => candidate.from === from && candidate.to === to);
    if (!move) throw new Error(`seed order ${plan.invoice}: no move from ${from} to ${to}`);
    const actorId = move.actor === "buyer" ? customerId : move.actor === "seller" ? context.sellerId : null;
    await transition(db, {
      transactionId: transaction.id,
      to,
      actor: move.actor,
      actorId,
      at: day(plan.day, 240 + index * 240),
    });
  }
}

/** The status moves that reach `status` from a purchase request. */
function statusHistory(status: OrderStatus): [OrderStatus, OrderStatus][] {
  const paths: Partial<Record<OrderStatus, OrderStatus[]>> = {
    pending: ["pending"],
    confirmed: ["pending", "confirmed"],
    process: ["pending", "confirmed", "process"],
    document: ["pending", "confirmed", "document"],
    pending_payment: ["pending", "confirmed", "document", "pending_payment"],
    payment_expired: ["pending", "confirmed", "document", "pending_payment", "payment_expired"],
    payment_process: ["pending", "confirmed", "document", "pending_payment", "payment_process"],
    payment_failed: ["pending", "confirmed", "document", "pending_payment", "payment_failed"],
    paid: ["pending", "confirmed", "document", "pending_payment", "paid"],
    processed: ["pending", "confirmed", "document", "pending_payment", "paid", "processed"],
    "partial delivery": [
      "pending",
      "confirmed",
      "document",
      "pending_payment",
      "paid",
      "processed",
      "partial delivery",
    ],
    shipped: ["pending", "confirmed", "document", "pending_payment", "paid", "processed", "shipped"],
    cancel: ["pending", "cancel"],
  };
  const path = paths[status];
  if (!path) throw new Error(`no timeline for status ${status}`);
  return path.slice(1).map((to, index) => [path[index], to]);
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
