// The order lifecycle's one rule set: every status of profile-area §4, its badge, and who may move an
// order from which status to which (design §7). The API's order commands (server/modules/order/)
// enforce the moves; the pages ask the same predicates what to offer.

export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "process",
  "processed",
  "partial delivery",
  "shipped",
  "document",
  "pending_payment",
  "payment_process",
  "payment_expired",
  "payment_failed",
  "paid",
  "cancel",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["pending", "reviewed", "failed", "expired", "success"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses are compared ignoring case and surrounding spaces (spec §4). */
export const normalizeStatus = (status: string): string => status.trim().toLowerCase();

export const isOrderStatus = (status: string): status is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(normalizeStatus(status));

const is = (status: string, ...candidates: OrderStatus[]) => (candidates as string[]).includes(normalizeStatus(status));

// ---------- badges ----------

export type StatusTone = "warning" | "success" | "yellow" | "primary" | "secondary" | "danger" | "neutral";

const tones: Readonly<Record<string, StatusTone>> = {
  pending: "warning",
  pending_payment: "warning",
  payment_expired: "warning",
  paid: "success",
  confirmed: "success",
  document: "yellow",
  process: "primary",
  payment_process: "primary",
  shipped: "secondary",
  "partial delivery": "secondary",
  cancel: "danger",
  payment_failed: "danger",
};

/** The badge colour of a status; one the spec does not list is neutral. */
export const statusTone = (status: string): StatusTone => tones[normalizeStatus(status)] ?? "neutral";

/** The labelled variants of spec §4 (its spelling); the rest read their raw status text. */
export const statusLabels: Readonly<Record<string, string>> = {
  pending_payment: "Pending Payment",
  payment_expired: "Payment expired",
  "partial delivery": "Partial Delivery",
  payment_process: "Payment Prosess",
  payment_failed: "Payment Failed",
};

/** What a status badge reads. */
export const statusLabel = (status: string): string => statusLabels[normalizeStatus(status)] ?? status.trim();

// ---------- predicates ----------

/** Spec §4 "Tab availability": the status contains "paid" (ignoring case), and "unpaid" is not paid. */
export const isPaid = (status: string): boolean => {
  const s = normalizeStatus(status);
  return s.includes("paid") && !s.includes("unpaid");
};

/** Payments that still wait for money or for the seller's verdict: no new one may start beside them. */
export const LIVE_PAYMENT_STATUSES: readonly PaymentStatus[] = ["pending", "reviewed"];

/** The one rule for a live payment (the API's start and the payment tab's chooser both ask it). */
export const isLivePayment = (paymentStatus: string | null | undefined): boolean =>
  paymentStatus != null && (LIVE_PAYMENT_STATUSES as readonly string[]).includes(normalizeStatus(paymentStatus));

/**
 * The SPK form (decision 0023, 0120): on a confirmed order without negotiation rounds (spec §4), or once
 * the buyer has accepted a negotiated deal (process). Saving it on a confirmed order moves it to process;
 * the seller prepares the goods only once the SPK is saved.
 */
export const canFillSpk = (status: string, hasNegotiation: boolean): boolean =>
  (is(status, "confirmed") && !hasNegotiation) || is(status, "process");

/** A counter-offer: the last round is the seller's and the status is exactly pending (spec §4). */
export const canCounterOffer = (status: string, lastRoundIsSeller: boolean): boolean =>
  is(status, "pending") && lastRoundIsSeller;

/** The buyer accepts the negotiated deal: confirmed, with rounds (spec §4 "Confirm negotiation"). */
export const canAcceptDeal = (status: string, hasNegotiation: boolean): boolean =>
  is(status, "confirmed") && hasNegotiation;

/** The seller answers with a round of its own while the order is a purchase request. */
export const canSellerNegotiate = (status: string): boolean => is(status, "pending");

/**
 * The method chooser (spec §4): document (every batch received: the claim is payable), or
 * payment_expired / payment_failed with no live payment.
 */
export const canChoosePaymentMethod = (status: string, hasLivePayment: boolean): boolean =>
  is(status, "document") || (is(status, "payment_expired", "payment_failed") && !hasLivePayment);

/**
 * 'Anda belum bisa melakukan pembayaran' (spec §4's list, and partial delivery, which the spec's list
 * leaves out: goods still on their way are not payable either; decision 0120).
 */
export const isPaymentNotYetOpen = (status: string): boolean =>
  is(status, "shipped", "confirmed", "pending", "processed", "cancel", "process", "partial delivery");

/** The BPD upload-proof button (spec §4): payment reviewed, pending, failed or expired, or the order expired. */
export const canUploadProof = (orderStatus: string, paymentStatus: string | null): boolean =>
  is(orderStatus, "payment_expired") ||
  (paymentStatus !== null && ["reviewed", "pending", "failed", "expired"].includes(normalizeStatus(paymentStatus)));

/** Goods receipt can be recorded once a batch has left the seller, until every batch is received. */
export const canRecordReceipt = (status: string): boolean => is(status, "partial delivery", "shipped");

/** Statuses before the first dispatch: the seller may still cancel (design §7). */
export const CANCELLABLE_STATUSES = ["pending", "confirmed", "process", "processed"] as const satisfies OrderStatus[];

/** Cancel ends an order before its first dispatch only (design §7). */
export const canCancel = (status: string): boolean => is(status, ...CANCELLABLE_STATUSES);

// ---------- moves ----------

export type Actor = "buyer" | "seller" | "system";

export type OrderMove = { from: OrderStatus; to: OrderStatus; actor: Actor };

const move = (from: OrderStatus, to: OrderStatus, actor: Actor): OrderMove => ({ from, to, actor });

/**
 * Every allowed change of status and who may make it, in the treasury's order (design §7, decision
 * 0120): purchase request, deal, SPK, the goods prepared, dispatched and received, and only then the
 * payment. Each move is made by one named command of server/modules/order/.
 */
export const ORDER_MOVES: readonly OrderMove[] = [
  move("pending", "confirmed", "seller"), // confirm
  move("confirmed", "process", "buyer"), // accept the deal, or save the SPK of an order without rounds
  move("process", "processed", "seller"), // process: the SPK is saved, the goods are prepared
  move("processed", "partial delivery", "seller"), // dispatch a batch, others left
  move("processed", "shipped", "seller"), // dispatch the only (or every) batch
  move("partial delivery", "shipped", "seller"), // dispatch the last batch
  move("shipped", "document", "buyer"), // record the receipt of the last batch: the claim is payable
  move("shipped", "paid", "buyer"), // the same, on an order paid before delivery under the old flow (decision 0120)
  move("document", "pending_payment", "buyer"), // start a payment
  move("payment_expired", "pending_payment", "buyer"), // start again, or a late BPD proof
  move("payment_failed", "pending_payment", "buyer"), // start again
  move("pending_payment", "payment_process", "system"),
  move("pending_payment", "paid", "seller"), // accept a BPD proof
  move("pending_payment", "paid", "system"), // the provider reports the money
  move("payment_process", "paid", "system"),
  move("pending_payment", "payment_expired", "system"), // the deadline passed
  move("payment_process", "payment_expired", "system"),
  move("pending_payment", "payment_failed", "system"), // the provider reports a failure
  move("payment_process", "payment_failed", "system"),
  ...CANCELLABLE_STATUSES.map((from) => move(from, "cancel", "seller")), // cancel
];

export const isAllowedMove = (from: string, to: string, actor: Actor): boolean =>
  ORDER_MOVES.some((m) => m.from === normalizeStatus(from) && m.to === normalizeStatus(to) && m.actor === actor);

/** Where an actor may move an order from its status. */
export const nextStatuses = (from: string, actor: Actor): OrderStatus[] =>
  ORDER_MOVES.filter((m) => m.from === normalizeStatus(from) && m.actor === actor).map((m) => m.to);
