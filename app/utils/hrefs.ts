// The spec's URLs, built in one place: paths and query-string ids exactly as the spec spells them
// (id_produk, id_transaksi, id_complain, id_alamat, …). Pages with their own list state (search,
// page size, modal) keep a builder next to that state and start from these paths.

export const paths = {
  cart: "/keranjang-belanja",
  productDetail: "/produk-detail",
  orderDetail: "/profil/detailtransaksi",
  addReview: "/profil/addulasan",
  reviews: "/profil/ulasan",
  complaints: "/profil/komplain",
  addComplaint: "/profil/addkomplain",
  complaintDetail: "/profil/detailkomplain",
  addresses: "/profil/alamat",
  editAddress: "/profil/edit-alamat",
  chat: "/profil/chat",
} as const;

export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const productHref = (id: number) => withQuery(paths.productDetail, { id_produk: id });

/** One tab of an order; Detail Pesanan (`tab` absent) is the plain URL. */
export const orderHref = (transactionId: number, tab?: string) =>
  withQuery(paths.orderDetail, { id_transaksi: transactionId, tab });

export const addReviewHref = (transactionId?: number) => withQuery(paths.addReview, { id_transaksi: transactionId });

/** The add-complaint page for a chosen order and a chooser search. */
export const addComplaintHref = (query: { id_transaksi?: number; cari?: string } = {}) =>
  withQuery(paths.addComplaint, { id_transaksi: query.id_transaksi, cari: query.cari });

export const complaintDetailHref = (complaintId: number) =>
  withQuery(paths.complaintDetail, { id_complain: complaintId });

/** The owner-only BFF route of a complaint proof (never the public /storage/). */
export const complaintMediaHref = (mediaId: number) => `${paths.complaints}/media/${mediaId}`;

/** A receipt document of the buyer's order, through the owner-only BFF route. */
export const receiptDocumentHref = (documentId: number) => `/profil/penerimaan/dokumen/${documentId}`;

/** One of a batch's generated documents (`format` doc: the spec's Word file; pdf: its twin). */
export const receiptExportHref = (
  kind: string,
  query: { transaction_id: number; outgoing_detail_id: number; format: "doc" | "pdf" },
) => withQuery(`/profil/penerimaan/ekspor/${kind}`, query);

export const editAddressHref = (addressId: number) => withQuery(paths.editAddress, { id_alamat: addressId });

export const chatAdminHref = (invoice: string) => withQuery(paths.chat, { invoice });

/** An order tab with one of its dialogs open (the no-JS page state `&dialog=`). */
export const orderDialogHref = (transactionId: number, tab: string | undefined, dialog: string) =>
  withQuery(paths.orderDetail, { id_transaksi: transactionId, tab, dialog });
