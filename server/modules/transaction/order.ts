// What the order detail page reads besides the lines: the buyer block with the latest payment and the
// SPK, the negotiation rounds, the order's reviews and complaints, and the log. Every function here
// takes an order the caller owns (checked by the caller of these functions).
import { orderVisibleTo, teamRoleOf } from "../team/membership";
import { and, asc, eq, sql } from "drizzle-orm";
import type {
  NegotiationRound,
  OrderComplaint,
  OrderCustomer,
  OrderCustomerAddress,
  OrderReview,
  TransactionLogEntry,
} from "../../contract/order";
import type { BuyerPayment } from "../../contract/payment";
import type { SpkRecord } from "../../contract/spk";
import type { Db } from "../../db/client";
import { jsonArray } from "../../db/json-array";
import {
  complaints,
  customers,
  districts,
  negotiationItems,
  negotiations,
  paymentProofs,
  payments,
  provinces,
  reviewMedia,
  reviews,
  spks,
  subDistricts,
  transactionDetails,
  transactionLogs,
  transactions,
} from "../../db/schema";
import { notFound } from "../../http/errors";
import { param, preparedOn } from "../../db/prepared";
import { buyerPaymentOf, isLatestPaymentOf, isLatestProofOfPayment } from "../payment/read";
import { spkRecordOf } from "../spk/service";
import { reviewColumns } from "../review/columns";

/** The id of the caller's order, or a 404 (another buyer's order reads as unknown). */
export async function ownedTransactionId(db: Db, customerId: number, transactionId: number): Promise<number> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), orderVisibleTo(customerId)));
  if (!row) throw notFound();
  return row.id;
}

/**
 * The buyer block (the profile as it is now, with the address's region names and postal code), the
 * order's latest payment with its latest proof, and its SPK. One query: the payment shows the buyer's
 * name too, and PGlite answers one query at a time at a cost above that of its rows.
 */
export async function loadOrderCustomerAndPapers(
  db: Db,
  order: typeof transactions.$inferSelect,
): Promise<{
  customer: OrderCustomer;
  customer_address: OrderCustomerAddress | null;
  payment: BuyerPayment | null;
  spk: SpkRecord | null;
}> {
  const [row] = await preparedOn(db, "order_parties", (on) =>
    on
      .select({
        name: customers.name,
        instanceName: customers.instanceName,
        email: customers.email,
        phone: customers.phone,
        nip: customers.nip,
        namePp: customers.namePp,
        address: customers.address,
        subDistrict: subDistricts.name,
        postalCode: subDistricts.postalCode,
        districtType: districts.type,
        district: districts.name,
        province: provinces.name,
        payment: payments,
        proof: { id: paymentProofs.id, mime: paymentProofs.mime, createdAt: paymentProofs.createdAt },
        spk: spks,
      })
      .from(customers)
      .leftJoin(subDistricts, eq(subDistricts.id, customers.subDistrictId))
      .leftJoin(districts, eq(districts.id, customers.districtId))
      .leftJoin(provinces, eq(provinces.id, customers.provinceId))
      .leftJoin(payments, isLatestPaymentOf(on, param("transactionId")))
      .leftJoin(paymentProofs, isLatestProofOfPayment(on))
      .leftJoin(spks, eq(spks.transactionId, param("transactionId")))
      .where(eq(customers.id, param("customerId"))),
  ).execute({ transactionId: order.id, customerId: order.customerId });
  if (!row) throw notFound();
  const address = row.address?.trim();
  return {
    customer: {
      name: row.name,
      instance_name: row.instanceName,
      email: row.email,
      phone: row.phone,
      nip: row.nip,
      name_pp: row.namePp,
    },
    // The upstream's profiles sometimes hold the text "null" for an empty address.
    customer_address:
      !address || address === "null"
        ? null
        : {
            address,
            sub_district: row.subDistrict ?? "",
            district: row.district === null ? "" : `${row.districtType ?? ""} ${row.district}`.trim(),
            province: row.province ?? "",
            postal_code: row.postalCode ?? "",
          },
    payment: row.payment && buyerPaymentOf(row.payment, row.proof, order, row.name),
    spk: row.spk && spkRecordOf(row.spk),
  };
}

/** A round with a deadline that has passed can no longer be accepted. */
export const isRoundExpired = (validUntil: Date | null, now: Date = new Date()): boolean =>
  validUntil !== null && validUntil.getTime() < now.getTime();

/**
 * The order's negotiation rounds, oldest first, each with its line prices (a JSON column of the round's
 * row) and shipping-cost change.
 */
export async function loadNegotiations(
  db: Db,
  transactionId: number,
  now: Date = new Date(),
): Promise<NegotiationRound[]> {
  const rows = await preparedOn(db, "order_rounds", (on) =>
    on
      .select({
        round: negotiations,
        items: jsonArray<NegotiationRound["product_negotiation"][number]>(
          db
            .select({
              items: sql`json_agg(json_build_object(
              'transaction_detail_id', ${negotiationItems.transactionDetailId},
              'name_product', ${transactionDetails.nameProduct},
              'old_price', ${negotiationItems.oldPrice},
              'new_price', ${negotiationItems.newPrice},
              'note', ${negotiationItems.note}
            ) order by ${negotiationItems.transactionDetailId}, ${negotiationItems.id})`,
            })
            .from(negotiationItems)
            .innerJoin(transactionDetails, eq(transactionDetails.id, negotiationItems.transactionDetailId))
            .where(eq(negotiationItems.negotiationId, negotiations.id)),
        ),
      })
      .from(negotiations)
      .where(eq(negotiations.transactionId, param("transactionId")))
      .orderBy(asc(negotiations.negoStep)),
  ).execute({ transactionId });
  return rows.map(({ round, items }) => {
    const shipping =
      round.shippingNewPrice === null
        ? null
        : { old_price: round.shippingOldPrice ?? round.shippingNewPrice, new_price: round.shippingNewPrice };
    return {
      id: round.id,
      nego_step: round.negoStep,
      is_admin: round.isAdmin,
      created_at: round.createdAt.toISOString(),
      product_negotiation: items,
      shipping_cost_negotiation: shipping,
      note: round.note?.trim() || (items.map((item) => item.note?.trim()).find((note) => note) ?? null),
      valid_until: round.validUntil?.toISOString() ?? null,
      expired: isRoundExpired(round.validUntil, now),
    };
  });
}

/** The buyer's reviews of the order's lines, oldest first, with their (public) images as a JSON column. */
export async function loadOrderReviews(db: Db, customerId: number, transactionId: number): Promise<OrderReview[]> {
  const rows = await preparedOn(db, "order_reviews", (on) =>
    on
      .select({
        ...reviewColumns,
        detailId: transactionDetails.id,
        nameProduct: transactionDetails.nameProduct,
        image: transactionDetails.image,
        webp: transactionDetails.webp,
        media: jsonArray<OrderReview["image"][number]>(
          db
            .select({
              media: sql`json_agg(json_build_object('image', ${reviewMedia.image}, 'webp', ${reviewMedia.webp})
              order by ${reviewMedia.id})`,
            })
            .from(reviewMedia)
            .where(eq(reviewMedia.reviewId, reviews.id)),
        ),
      })
      .from(reviews)
      .innerJoin(transactionDetails, eq(transactionDetails.id, reviews.transactionDetailId))
      .where(
        and(eq(transactionDetails.transactionId, param("transactionId")), eq(reviews.customerId, param("customerId"))),
      )
      .orderBy(asc(reviews.createdAt), asc(reviews.id)),
  ).execute({ customerId, transactionId });
  return rows.map((row) => ({
    id: row.id,
    star: row.star,
    notes: row.notes,
    respon_notes: row.responNotes,
    created_at: row.createdAt.toISOString(),
    image: row.media,
    transaction_detail: { id: row.detailId, name_product: row.nameProduct, image: row.image, webp: row.webp },
  }));
}

/** The buyer's complaints about the order's lines, oldest first (without their private media). */
export async function loadOrderComplaints(
  db: Db,
  customerId: number,
  transactionId: number,
): Promise<OrderComplaint[]> {
  const rows = await preparedOn(db, "order_complaints", (on) =>
    on
      .select({
        id: complaints.id,
        description: complaints.descriptionComplaint,
        responAdmin: complaints.responAdmin,
        createdAt: complaints.createdAt,
        detailId: transactionDetails.id,
        nameProduct: transactionDetails.nameProduct,
        image: transactionDetails.image,
        webp: transactionDetails.webp,
      })
      .from(complaints)
      .innerJoin(transactionDetails, eq(transactionDetails.id, complaints.transactionDetailId))
      .where(
        and(
          eq(transactionDetails.transactionId, param("transactionId")),
          eq(complaints.customerId, param("customerId")),
        ),
      )
      .orderBy(asc(complaints.createdAt), asc(complaints.id)),
  ).execute({ customerId, transactionId });
  return rows.map((row) => ({
    id: row.id,
    description_complaint: row.description,
    respon_admin: row.responAdmin,
    created_at: row.createdAt.toISOString(),
    transaction_detail: { id: row.detailId, name_product: row.nameProduct, image: row.image, webp: row.webp },
  }));
}

/** The log of one of the buyer's orders, oldest first (ties in insertion order); else a 404. */
export async function getTransactionLog(
  db: Db,
  customerId: number,
  transactionId: number,
): Promise<{ log: TransactionLogEntry[] }> {
  return { log: await loadLog(db, await ownedTransactionId(db, customerId, transactionId)) };
}

/** An order's log, oldest first (ties in insertion order); the caller has checked who may read it. */
export async function loadLog(db: Db, id: number): Promise<TransactionLogEntry[]> {
  const rows = await db
    .select({
      id: transactionLogs.id,
      sectionChange: transactionLogs.sectionChange,
      nameSectionChange: transactionLogs.nameSectionChange,
      oldValue: transactionLogs.oldValue,
      newValue: transactionLogs.newValue,
      createdAt: transactionLogs.createdAt,
      sectionNego: transactionLogs.sectionNego,
      nameProduct: transactionDetails.nameProduct,
      actorName: transactionLogs.actorName,
      actorRole: transactionLogs.actorRole,
    })
    .from(transactionLogs)
    .leftJoin(transactionDetails, eq(transactionDetails.id, transactionLogs.transactionDetailId))
    .where(eq(transactionLogs.transactionId, id))
    .orderBy(asc(transactionLogs.createdAt), asc(transactionLogs.id));
  return rows.map((row) => ({
    id: row.id,
    section_change: row.sectionChange,
    name_section_change: row.nameSectionChange,
    old_value: row.oldValue,
    new_value: row.newValue,
    created_at: row.createdAt.toISOString(),
    section_nego: row.sectionNego,
    transaction_detail: row.nameProduct === null ? null : { name_product: row.nameProduct },
    actor_name: row.actorName,
    actor_role: teamRoleOf(row.actorRole),
  }));
}
