// An order whose prices are still being negotiated: the last round's prices are on the order (the API
// writes each round's figures onto its lines and totals) but nobody has agreed to them yet. Until the
// buyer accepts the deal (the order then moves to process) the page calls them what they are, an
// offer, and 'Konfirmasi Transaksi' says what the order waits for instead of only the spec's
// 'mohon untuk mengisi data terlebih dahulu'.
import type { NegotiationRound } from "@contract/order";
import { normalizeStatus } from "@contract/order-status";
import { Link } from "@remix-run/react";
import { orderHref } from "~/utils/hrefs";

/** Whose prices the order shows while they are not agreed: the seller's offer or the buyer's proposal. */
export type OpenOffer = { by: "seller" | "buyer"; expired: boolean };

/**
 * The offer on the order, or null once the prices are agreed. A pending order's prices are always
 * someone's proposal: the last round's author's, or the buyer's own from the purchase request when
 * there is no round yet. A confirmed order with rounds waits for the buyer to accept the seller's.
 */
export function openOffer(status: string, rounds: readonly NegotiationRound[]): OpenOffer | null {
  const state = normalizeStatus(status);
  const last = rounds.at(-1);
  if (state === "pending" && !last) return { by: "buyer", expired: false };
  if (!last || (state !== "pending" && state !== "confirmed")) return null;
  return { by: last.is_admin ? "seller" : "buyer", expired: last.is_admin && last.expired };
}

/** What the order's negotiated figures are called while open (the Negosiasi tab's own words). */
export const offerLabel = (offer: OpenOffer) => (offer.by === "seller" ? "Penawaran Penjual" : "Pengajuan Anda");

/** Not in the spec: the line under the totals while the prices are an offer. */
export const offerNote = (offer: OpenOffer) =>
  offer.by === "seller"
    ? "Harga nego di atas adalah penawaran penjual dan belum Anda setujui. Harga berlaku setelah negosiasi disetujui di tab Negosiasi."
    : "Harga nego di atas adalah pengajuan Anda dan belum disetujui penjual.";

/**
 * Not in the spec: why the SPK cannot be filled yet and what to do next, for the orders whose
 * 'Konfirmasi Transaksi' is shown but not fillable; null for any other (the spec's sentence alone).
 */
export function spkWaitReason(status: string, rounds: readonly NegotiationRound[]): string | null {
  const offer = openOffer(status, rounds);
  const state = normalizeStatus(status);
  if (state === "pending") {
    if (offer?.by === "seller")
      return "Pesanan Anda masih dalam negosiasi dan menunggu konfirmasi penjual. Penjual telah mengajukan penawaran harga: lihat dan tanggapi di tab Negosiasi. Formulir SPK dapat diisi setelah penjual mengonfirmasi pesanan dan Anda menyetujui negosiasi.";
    return "Pesanan Anda menunggu konfirmasi penjual. Formulir SPK dapat diisi setelah penjual mengonfirmasi pesanan.";
  }
  if (state === "confirmed" && offer) {
    if (offer.expired)
      return "Penawaran penjual telah kedaluwarsa. Silahkan hubungi penjual melalui Chat Admin untuk penawaran baru; formulir SPK dapat diisi setelah negosiasi disetujui.";
    return "Penjual telah mengonfirmasi pesanan dengan penawaran harga. Silahkan setujui negosiasi di tab Negosiasi terlebih dahulu; setelah itu formulir SPK dapat diisi.";
  }
  return null;
}

/** The reason as the dialog shows it, with the way to the Negosiasi tab when that is where to go. */
export function SpkWaitReason({
  transactionId,
  status,
  rounds,
}: {
  transactionId: number;
  status: string;
  rounds: readonly NegotiationRound[];
}) {
  const reason = spkWaitReason(status, rounds);
  if (!reason) return null;
  return (
    <>
      <p className="alert-dialog__message">{reason}</p>
      {rounds.length > 0 ? (
        <p>
          <Link to={orderHref(transactionId, "negosiasi")}>Buka tab Negosiasi</Link>
        </p>
      ) : null}
    </>
  );
}
