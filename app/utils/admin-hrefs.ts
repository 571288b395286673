// The seller console's URLs, built in one place (the buyer's live in hrefs.ts).
import { withQuery } from "./hrefs";

export const adminPaths = {
  login: "/admin/login",
  orders: "/admin/pesanan",
  products: "/admin/produk",
  reviews: "/admin/ulasan",
  complaints: "/admin/komplain",
  chat: "/admin/chat",
  identity: "/admin/identitas-dokumen",
} as const;

export const adminOrderHref = (id: number, query: Record<string, string | number | undefined> = {}) =>
  withQuery(`${adminPaths.orders}/${id}`, query);

/** A bank-transfer proof's bytes, through the console only (never the public /storage/). */
export const adminProofHref = (proofId: number) => `/admin/bukti-pembayaran/${proofId}`;

/** A buyer's receipt document, through the console only. */
export const adminReceiptDocumentHref = (documentId: number) => `/admin/dokumen-penerimaan/${documentId}`;

export const adminComplaintHref = (id: number) => `${adminPaths.complaints}/${id}`;

/** A complaint proof's bytes (image or video), through the console only: complaint media are private. */
export const adminComplaintMediaHref = (mediaId: number) => `${adminPaths.complaints}/media/${mediaId}`;

export const adminChatHref = (userId: number) => `${adminPaths.chat}/${userId}`;

/** The seller's copy of an order's paper (a resource route: a download, never a page). */
export const adminPaperHref = (
  kind: "spk" | "invoice" | "bast" | "receipt",
  query: { transaction_id: number; outgoing_detail_id: number; format: "doc" | "pdf" },
) => withQuery(`/admin/dokumen-pesanan/${kind}`, query);
