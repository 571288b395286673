import { orderVisibleTo } from "../team/membership";
import { isPaid } from "../../contract/order-status";
// The buyer's complaints: list (searched, paged, newest first), one with its proofs, filing one
// (one per order, about a line of the caller's own paid order) and reading a proof (owner only).
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  complaintMessages,
  type Complaint,
  type ComplaintListItem,
  type ComplaintListResult,
  type CreateComplaintBody,
} from "../../contract/complaint";
import type { Db } from "../../db/client";
import { complaintMedia, complaints, transactionDetails, transactions } from "../../db/schema";
import { notFound, unprocessable } from "../../http/errors";
import type { Storage } from "../../providers/storage";
import { checkProofs, removeProofs, storeProofs } from "./media";
import { likePattern } from "../../db/like-pattern";
import { witaDateTexts } from "../../db/wita-date-text";

/** What a row is searched by, lower-cased: description, product name and the WITA date as shown, unpadded and ISO. */
function searchableText(): SQL {
  return sql`lower(concat_ws(' ', ${complaints.descriptionComplaint}, ${transactionDetails.nameProduct},
    ${witaDateTexts(complaints.createdAt)}))`;
}

const listColumns = {
  id: complaints.id,
  description: complaints.descriptionComplaint,
  respon: complaints.responAdmin,
  createdAt: complaints.createdAt,
  detailId: transactionDetails.id,
  nameProduct: transactionDetails.nameProduct,
  image: transactionDetails.image,
  transactionId: transactions.id,
  invoice: transactions.invoice,
};

type ListRow = {
  id: number;
  description: string;
  respon: string | null;
  createdAt: Date;
  detailId: number;
  nameProduct: string;
  image: string | null;
  transactionId: number;
  invoice: string;
};

const toItem = (row: ListRow): ComplaintListItem => ({
  id: row.id,
  description_complaint: row.description,
  respon_admin: row.respon,
  created_at: row.createdAt.toISOString(),
  transaction_detail: {
    id: row.detailId,
    name_product: row.nameProduct,
    image: row.image,
    transaction: { id: row.transactionId, invoice: row.invoice },
  },
});

function joined(db: Db) {
  return db
    .select(listColumns)
    .from(complaints)
    .innerJoin(transactionDetails, eq(transactionDetails.id, complaints.transactionDetailId))
    .innerJoin(transactions, eq(transactions.id, transactionDetails.transactionId));
}

export type ComplaintListInput = { search?: string; page: number; per_page: number };

/** One page of the buyer's complaints, newest first (ties: newest id), optionally searched. */
export async function listComplaints(
  db: Db,
  customerId: number,
  input: ComplaintListInput,
): Promise<ComplaintListResult> {
  const search = input.search?.trim().toLowerCase();
  // The unit's complaints: its orders are every member's (decision 0150), so are their complaints.
  const where = and(
    orderVisibleTo(customerId),
    search ? sql`${searchableText()} like ${likePattern(search)}` : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(complaints)
      .innerJoin(transactionDetails, eq(transactionDetails.id, complaints.transactionDetailId))
      .innerJoin(transactions, eq(transactions.id, transactionDetails.transactionId))
      .where(where),
  ]);
  return {
    data: rows.map(toItem),
    current_page: input.page,
    per_page: input.per_page,
    total,
    last_page: Math.ceil(total / input.per_page),
  };
}

const mediaKind = (mime: string) => (mime.startsWith("video/") ? "video" : "image");

/** A complaint on an order of the buyer's unit, with its proofs; any other is a 404. */
export async function getComplaint(db: Db, customerId: number, complaintId: number): Promise<Complaint> {
  const [row] = await joined(db).where(and(eq(complaints.id, complaintId), orderVisibleTo(customerId)));
  if (!row) throw notFound();
  const media = await db
    .select({ id: complaintMedia.id, mime: complaintMedia.mime })
    .from(complaintMedia)
    .where(eq(complaintMedia.complaintId, row.id))
    .orderBy(asc(complaintMedia.id));
  return { ...toItem(row), image: media.map((item) => ({ ...item, kind: mediaKind(item.mime) })) };
}

/**
 * Files a complaint: the line must belong to the caller's own order (else 404) whose status contains
 * "paid" (else 422), and the order must have no complaint yet (else 422 with the upstream's message,
 * spec §8). The order row is locked, so two concurrent complaints on one order cannot both pass.
 */
export async function createComplaint(
  db: Db,
  storage: Storage,
  customerId: number,
  input: CreateComplaintBody,
): Promise<Complaint> {
  const [line] = await db
    .select({ transactionId: transactionDetails.transactionId, status: transactions.status })
    .from(transactionDetails)
    .innerJoin(transactions, eq(transactions.id, transactionDetails.transactionId))
    .where(and(eq(transactionDetails.id, input.transaction_detail_id), orderVisibleTo(customerId)));
  if (!line) throw notFound();
  if (!isPaid(line.status)) {
    throw unprocessable(complaintMessages.notPaid, { transaction_detail_id: [complaintMessages.notPaid] });
  }
  const proofs = await checkProofs(input.image);
  const names = await storeProofs(storage, customerId, proofs);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.id, line.transactionId))
        .for("update");
      const lineIds = tx
        .select({ id: transactionDetails.id })
        .from(transactionDetails)
        .where(eq(transactionDetails.transactionId, line.transactionId));
      const [existing] = await tx
        .select({ id: complaints.id })
        .from(complaints)
        .where(inArray(complaints.transactionDetailId, lineIds))
        .limit(1);
      if (existing) throw unprocessable(complaintMessages.duplicateUpstream);
      const [created] = await tx
        .insert(complaints)
        .values({
          transactionDetailId: input.transaction_detail_id,
          customerId,
          descriptionComplaint: input.description_detail,
        })
        .returning({ id: complaints.id });
      await tx
        .insert(complaintMedia)
        .values(names.map((file, index) => ({ complaintId: created.id, file, mime: proofs[index].mime })));
      return created.id;
    });
  } catch (error) {
    await removeProofs(storage, names);
    throw error;
  }
  return getComplaint(db, customerId, id);
}

/** A proof of a complaint on an order of the buyer's unit: its stored name and type; any other is a 404. */
export async function findProof(db: Db, customerId: number, mediaId: number): Promise<{ file: string; mime: string }> {
  const [row] = await db
    .select({ file: complaintMedia.file, mime: complaintMedia.mime })
    .from(complaintMedia)
    .innerJoin(complaints, eq(complaints.id, complaintMedia.complaintId))
    .innerJoin(transactionDetails, eq(transactionDetails.id, complaints.transactionDetailId))
    .innerJoin(transactions, eq(transactions.id, transactionDetails.transactionId))
    .where(and(eq(complaintMedia.id, mediaId), orderVisibleTo(customerId)));
  if (!row) throw notFound();
  return row;
}
