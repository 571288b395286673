// Every buyer's complaints for the seller, and the seller's answer (`respon_admin`, "Tanggapan Admin").
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { SellerComplaint, SellerComplaintDetail } from "../../contract/seller-replies";
import type { Db, Tx } from "../../db/client";
import { complaintMedia, complaints, customers, transactionDetails, transactions } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { ReplyListInput } from "../seller-reviews/service";
import { likePattern } from "../../db/like-pattern";

const joined = (db: Db | Tx) =>
  db
    .select({
      complaint: complaints,
      buyerName: customers.name,
      buyerEmail: customers.email,
      nameProduct: transactionDetails.nameProduct,
      image: transactionDetails.image,
      transactionId: transactions.id,
      invoice: transactions.invoice,
    })
    .from(complaints)
    .innerJoin(customers, eq(customers.id, complaints.customerId))
    .innerJoin(transactionDetails, eq(transactionDetails.id, complaints.transactionDetailId))
    .innerJoin(transactions, eq(transactions.id, transactionDetails.transactionId));

type Row = Awaited<ReturnType<ReturnType<typeof joined>["where"]>>[number];

const toItem = (row: Row): SellerComplaint => ({
  id: row.complaint.id,
  description_complaint: row.complaint.descriptionComplaint,
  respon_admin: row.complaint.responAdmin,
  responded_at: row.complaint.respondedAt?.toISOString() ?? null,
  created_at: row.complaint.createdAt.toISOString(),
  buyer: { id: row.complaint.customerId, name: row.buyerName, email: row.buyerEmail },
  transaction_detail: {
    id: row.complaint.transactionDetailId,
    name_product: row.nameProduct,
    image: row.image,
    transaction: { id: row.transactionId, invoice: row.invoice },
  },
});

export async function listSellerComplaints(db: Db, input: ReplyListInput) {
  const filters: SQL[] = [];
  if (input.search) {
    const pattern = likePattern(input.search);
    filters.push(
      or(
        ilike(complaints.descriptionComplaint, pattern),
        ilike(transactionDetails.nameProduct, pattern),
        ilike(transactions.invoice, pattern),
        ilike(customers.name, pattern),
        ilike(customers.email, pattern),
      )!,
    );
  }
  if (input.answered === "sudah") filters.push(isNotNull(complaints.responAdmin));
  if (input.answered === "belum") filters.push(isNull(complaints.responAdmin));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(complaints)
      .innerJoin(customers, eq(customers.id, complaints.customerId))
      .innerJoin(transactionDetails, eq(transactionDetails.id, complaints.transactionDetailId))
      .innerJoin(transactions, eq(transactions.id, transactionDetails.transactionId))
      .where(where),
    joined(db)
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
  ]);
  return {
    data: rows.map(toItem),
    current_page: input.page,
    per_page: input.per_page,
    total,
    last_page: Math.ceil(total / input.per_page),
  };
}

export async function getSellerComplaint(db: Db | Tx, complaintId: number): Promise<SellerComplaintDetail> {
  const [row] = await joined(db).where(eq(complaints.id, complaintId));
  if (!row) throw notFound();
  const media = await db
    .select({ id: complaintMedia.id, mime: complaintMedia.mime })
    .from(complaintMedia)
    .where(eq(complaintMedia.complaintId, row.complaint.id))
    .orderBy(asc(complaintMedia.id));
  return {
    ...toItem(row),
    image: media.map((item) => ({ ...item, kind: item.mime.startsWith("video/") ? "video" : "image" })),
  };
}

/** Stores the seller's answer (a second one replaces the first); `db` may be the transaction that also writes the buyer's mail. */
export async function replyToComplaint(
  db: Db | Tx,
  complaintId: number,
  text: string,
  now = new Date(),
): Promise<SellerComplaintDetail> {
  const [updated] = await db
    .update(complaints)
    .set({ responAdmin: text, respondedAt: now, updatedAt: now })
    .where(eq(complaints.id, complaintId))
    .returning({ id: complaints.id });
  if (!updated) throw notFound();
  return getSellerComplaint(db, complaintId);
}

/** One complaint proof's stored name and type, for any complaint (the seller answers them all). */
export async function findSellerProof(db: Db, mediaId: number): Promise<{ file: string; mime: string }> {
  const [row] = await db
    .select({ file: complaintMedia.file, mime: complaintMedia.mime })
    .from(complaintMedia)
    .where(eq(complaintMedia.id, mediaId));
  if (!row) throw notFound();
  return row;
}
