// What the order detail page reads besides the lines: the buyer block, the negotiation rounds, the
// order's reviews and complaints, and the log. Every function here takes an order the caller owns
// (checked by the caller of these functions).
import { orderVisibleTo, teamRoleOf } from "../team/membership";
import { and, asc, eq, inArray } from "drizzle-orm";
import type {
  NegotiationRound,
  OrderComplaint,
  OrderCustomer,
  OrderCustomerAddress,
  OrderReview,
  TransactionLogEntry,
} from "../../contract/order";
import type { Db } from "../../db/client";
import {
  complaints,
  customers,
  districts,
  negotiationItems,
  negotiations,
  provinces,
  reviewMedia,
  reviews,
  subDistricts,
  transactionDetails,
  transactionLogs,
  transactions,
} from "../../db/schema";
import { notFound } from "../../http/errors";

/** The id of the caller's order, or a 404 (another buyer's order reads as unknown). */
export async function ownedTransactionId(db: Db, customerId: number, transactionId: number): Promise<number> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), orderVisibleTo(customerId)));
  if (!row) throw notFound();
  return row.id;
}

/** The buyer block: the profile as it is now, with the address's region names and postal code. */
export async function loadOrderCustomer(
  db: Db,
  customerId: number,
): Promise<{ customer: OrderCustomer; customer_address: OrderCustomerAddress | null }> {
  const [row] = await db
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
    })
    .from(customers)
    .leftJoin(subDistricts, eq(subDistricts.id, customers.subDistrictId))
    .leftJoin(districts, eq(districts.id, customers.districtId))
    .leftJoin(provinces, eq(provinces.id, customers.provinceId))
    .where(eq(customers.id, customerId));
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
  };
}

/** A round with a deadline that has passed can no longer be accepted. */
export const isRoundExpired = (validUntil: Date | null, now: Date = new Date()): boolean =>
  validUntil !== null && validUntil.getTime() < now.getTime();

/** The order's negotiation rounds, oldest first, each with its line prices and shipping-cost change. */
export async function loadNegotiations(
  db: Db,
  transactionId: number,
  now: Date = new Date(),
): Promise<NegotiationRound[]> {
  const rounds = await db
    .select()
    .from(negotiations)
    .where(eq(negotiations.transactionId, transactionId))
    .orderBy(asc(negotiations.negoStep));
  if (rounds.length === 0) return [];
  const items = await db
    .select({
      negotiationId: negotiationItems.negotiationId,
      transactionDetailId: negotiationItems.transactionDetailId,
      nameProduct: transactionDetails.nameProduct,
      oldPrice: negotiationItems.oldPrice,
      newPrice: negotiationItems.newPrice,
      note: negotiationItems.note,
    })
    .from(negotiationItems)
    .innerJoin(transactionDetails, eq(transactionDetails.id, negotiationItems.transactionDetailId))
    .where(
      inArray(
        negotiationItems.negotiationId,
        rounds.map((round) => round.id),
      ),
    )
    .orderBy(asc(negotiationItems.transactionDetailId), asc(negotiationItems.id));
  return rounds.map((round) => {
    const own = items.filter((item) => item.negotiationId === round.id);
    const shipping =
      round.shippingNewPrice === null
        ? null
        : { old_price: round.shippingOldPrice ?? round.shippingNewPrice, new_price: round.shippingNewPrice };
    return {
      id: round.id,
      nego_step: round.negoStep,
      is_admin: round.isAdmin,
      created_at: round.createdAt.toISOString(),
      product_negotiation: own.map((item) => ({
        transaction_detail_id: item.transactionDetailId,
        name_product: item.nameProduct,
        old_price: item.oldPrice,
        new_price: item.newPrice,
        note: item.note,
      })),
      shipping_cost_negotiation: shipping,
      note: round.note?.trim() || (own.map((item) => item.note?.trim()).find((note) => note) ?? null),
      valid_until: round.validUntil?.toISOString() ?? null,
      expired: isRoundExpired(round.validUntil, now),
    };
  });
}

/** The buyer's reviews of the order's lines, oldest first, with their (public) images. */
export async function loadOrderReviews(db: Db, customerId: number, transactionId: number): Promise<OrderReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      star: reviews.star,
      notes: reviews.notes,
      responNotes: reviews.responNotes,
      createdAt: reviews.createdAt,
      detailId: transactionDetails.id,
      nameProduct: transactionDetails.nameProduct,
      image: transactionDetails.image,
      webp: transactionDetails.webp,
    })
    .from(reviews)
    .innerJoin(transactionDetails, eq(transactionDetails.id, reviews.transactionDetailId))
    .where(and(eq(transactionDetails.transactionId, transactionId), eq(reviews.customerId, customerId)))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  if (rows.length === 0) return [];
  const media = await db
    .select({ reviewId: reviewMedia.reviewId, image: reviewMedia.image, webp: reviewMedia.webp })
    .from(reviewMedia)
    .where(
      inArray(
        reviewMedia.reviewId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(reviewMedia.id));
  return rows.map((row) => ({
    id: row.id,
    star: row.star,
    notes: row.notes,
    respon_notes: row.responNotes,
    created_at: row.createdAt.toISOString(),
    image: media.filter((item) => item.reviewId === row.id).map(({ image, webp }) => ({ image, webp })),
    transaction_detail: { id: row.detailId, name_product: row.nameProduct, image: row.image, webp: row.webp },
  }));
}

/** The buyer's complaints about the order's lines, oldest first (without their private media). */
export async function loadOrderComplaints(
  db: Db,
  customerId: number,
  transactionId: number,
): Promise<OrderComplaint[]> {
  const rows = await db
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
    .where(and(eq(transactionDetails.transactionId, transactionId), eq(complaints.customerId, customerId)))
    .orderBy(asc(complaints.createdAt), asc(complaints.id));
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
